/**
 * Production time and in-hand dates: a product takes a number of working
 * days (Monday to Friday, US federal holidays excepted: the factory is closed) to make; an order
 * requested on a day is ready, at the earliest, that many working days later. Dates are calendar
 * days `YYYY-MM-DD` (UTC), no times; what a person reads shows them as "Dec 4, 2026"
 * ({@link formatCalendarDay}), the format of the quote pages. Pure.
 */

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date `YYYY-MM-DD` as a UTC midnight, or null when it is not a real calendar date. */
export function parseIsoDate(text: string): Date | null {
  const m = ISO_DATE.exec(text);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text ? date : null;
}

/** `YYYY-MM-DD` of a moment (its UTC calendar day). */
export const isoDate = (d: Date): string => d.toISOString().slice(0, 10);

/** `YYYY-MM-DD` of the calendar day `days` days after `from`'s UTC day (a quote's validity). */
export function calendarDaysAfter(from: Date, days: number): string {
  const day = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  return isoDate(new Date(day + Math.round(days) * DAY_MS));
}

/** UTC midnight of the `n`th (1-based) `weekday` (0 Sunday .. 6 Saturday) of a month; `n` -1: the last. */
function nthWeekday(year: number, month: number, weekday: number, n: number): number {
  if (n < 0) {
    const last = Date.UTC(year, month + 1, 0);
    return last - ((new Date(last).getUTCDay() - weekday + 7) % 7) * DAY_MS;
  }
  const first = Date.UTC(year, month, 1);
  return first + (((weekday - new Date(first).getUTCDay() + 7) % 7) + (n - 1) * 7) * DAY_MS;
}

/** A fixed-date holiday as observed (5 U.S.C. 6103): on a Saturday the Friday before, on a Sunday the Monday after. */
function observed(year: number, month: number, day: number): number {
  const date = Date.UTC(year, month, day);
  const weekday = new Date(date).getUTCDay();
  return date + (weekday === 6 ? -DAY_MS : weekday === 0 ? DAY_MS : 0);
}

/**
 * The US federal holidays of `year` as observed (5 U.S.C. 6103), `YYYY-MM-DD` in date order:
 * New Year's Day, Martin Luther King Jr. Day, Washington's Birthday, Memorial Day, Juneteenth,
 * Independence Day, Labor Day, Columbus Day, Veterans Day, Thanksgiving Day, Christmas Day.
 * New Year's Day of the next year observed on this year's December 31 is listed too.
 */
export function usFederalHolidays(year: number): string[] {
  const days = [
    observed(year, 0, 1),
    nthWeekday(year, 0, 1, 3),
    nthWeekday(year, 1, 1, 3),
    nthWeekday(year, 4, 1, -1),
    observed(year, 5, 19),
    observed(year, 6, 4),
    nthWeekday(year, 8, 1, 1),
    nthWeekday(year, 9, 1, 2),
    observed(year, 10, 11),
    nthWeekday(year, 10, 4, 4),
    observed(year, 11, 25),
    observed(year + 1, 0, 1),
  ];
  return days
    .filter((d) => new Date(d).getUTCFullYear() === year)
    .sort((a, b) => a - b)
    .map((d) => isoDate(new Date(d)));
}

const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** Whether the UTC day of `day` (ms) is a working day: Monday to Friday and not a US federal holiday. */
function isWorkingDay(day: number): boolean {
  const date = new Date(day);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const year = date.getUTCFullYear();
  let holidays = holidaysByYear.get(year);
  if (!holidays) holidaysByYear.set(year, (holidays = new Set(usFederalHolidays(year))));
  return !holidays.has(isoDate(date));
}

/**
 * The earliest day an order requested on `from` is ready: `workingDays` working days (Monday to
 * Friday, not a US federal holiday) after it, `YYYY-MM-DD`. 0 working days: that day.
 */
export function earliestReadyDate(from: Date, workingDays: number): string {
  let day = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  let left = Math.max(0, Math.ceil(workingDays));
  while (left > 0) {
    day += DAY_MS;
    if (isWorkingDay(day)) left -= 1;
  }
  return isoDate(new Date(day));
}

const calendarDayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day `YYYY-MM-DD` as people read it on the quote pages, "Dec 4, 2026"; the text itself when it is not one. */
export function formatCalendarDay(iso: string): string {
  const day = parseIsoDate(iso);
  return day ? calendarDayFormat.format(day) : iso;
}

/**
 * The warning for an in-hand date `inHand` (`YYYY-MM-DD`) of an order requested on `from` whose
 * longest production time is `workingDays`: null when it can be met, else a sentence naming the
 * production time and the earliest ready date, both dates as {@link formatCalendarDay} writes them.
 */
export function inHandWarning(inHand: string, from: Date, workingDays: number): string | null {
  const ready = earliestReadyDate(from, workingDays);
  if (inHand >= ready) return null;
  return `The in-hand date ${formatCalendarDay(inHand)} is before the production time allows: about ${workingDays} working days, ready ${formatCalendarDay(ready)} at the earliest (before shipping)`;
}
