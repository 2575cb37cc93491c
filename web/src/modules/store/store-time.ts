/**
 * A store's dates as the buyer sees them: the advertised close in the store's own time zone and
 * the time left until it (the countdown). Pure: `now` is passed in.
 */

/** Time left until a moment, in whole units; null once it has passed. */
export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** The time from `now` (ms since the epoch) until `iso`; null when `iso` is absent, invalid or not ahead. */
export function timeLeft(iso: string | null | undefined, now: number): TimeLeft | null {
  if (!iso) return null;
  const end = Date.parse(iso);
  if (!Number.isFinite(end) || end <= now) return null;
  let s = Math.floor((end - now) / 1000);
  const days = Math.floor(s / 86_400);
  s -= days * 86_400;
  const hours = Math.floor(s / 3600);
  s -= hours * 3600;
  const minutes = Math.floor(s / 60);
  return { days, hours, minutes, seconds: s - minutes * 60 };
}

/** A countdown's words: '3 days 4 h 05 min', '4 h 05 min 09 s', '59 s'. */
export function formatTimeLeft(left: TimeLeft): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  if (left.days > 0) return `${left.days} ${left.days === 1 ? 'day' : 'days'} ${left.hours} h ${pad(left.minutes)} min`;
  if (left.hours > 0) return `${left.hours} h ${pad(left.minutes)} min ${pad(left.seconds)} s`;
  if (left.minutes > 0) return `${left.minutes} min ${pad(left.seconds)} s`;
  return `${left.seconds} s`;
}

/**
 * A moment as the store's people read it, in its time zone with the zone's short name:
 * 'Fri, Dec 18, 2026, 11:59 PM CST'. An unknown zone falls back to UTC (named so); '' for no date.
 */
export function formatInZone(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' }).format(date);
  }
}

/**
 * The wall-clock value of a `<input type="datetime-local">` for `iso` in `timeZone`
 * ('2026-12-18T23:59'); '' for no date.
 */
export function toZonedInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = zonedParts(date, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}T${pad(parts.hour)}:${pad(parts.minute)}`;
}

/**
 * The ISO instant of a wall-clock `<input type="datetime-local">` value read in `timeZone`
 * (daylight-saving aware); null for an empty or malformed value.
 */
export function fromZonedInput(value: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at the guess, then again at the corrected instant (a DST edge moves it).
  let instant = wall - offsetMs(new Date(wall), timeZone);
  instant = wall - offsetMs(new Date(instant), timeZone);
  return new Date(instant).toISOString();
}

function zonedParts(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** The zone's offset from UTC at `date`, ms (positive east of Greenwich). */
function offsetMs(date: Date, timeZone: string): number {
  const p = zonedParts(date, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - (date.getTime() - date.getUTCMilliseconds());
}
