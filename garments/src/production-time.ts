/**
 * Production time and in-hand dates (issue 18, section 5): a product takes a number of working
 * days (Monday to Friday) to make; an order requested on a day is ready, at the earliest, that
 * many working days later. Dates are calendar days `YYYY-MM-DD` (UTC), no times. Pure.
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

/** `YYYY-MM-DD` of the calendar day `days` days after `from`'s UTC day (a quote's validity, section 6). */
export function calendarDaysAfter(from: Date, days: number): string {
  const day = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  return isoDate(new Date(day + Math.round(days) * DAY_MS));
}

/**
 * The earliest day an order requested on `from` is ready: `workingDays` working days (Monday to
 * Friday) after it, `YYYY-MM-DD`. 0 working days: that day.
 */
export function earliestReadyDate(from: Date, workingDays: number): string {
  let day = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  let left = Math.max(0, Math.ceil(workingDays));
  while (left > 0) {
    day += DAY_MS;
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return isoDate(new Date(day));
}

/**
 * The warning for an in-hand date `inHand` (`YYYY-MM-DD`) of an order requested on `from` whose
 * longest production time is `workingDays`: null when it can be met, else a sentence naming the
 * production time and the earliest ready date.
 */
export function inHandWarning(inHand: string, from: Date, workingDays: number): string | null {
  const ready = earliestReadyDate(from, workingDays);
  if (inHand >= ready) return null;
  return `The in-hand date ${inHand} is before the production time allows: about ${workingDays} working days, ready ${ready} at the earliest (before shipping)`;
}
