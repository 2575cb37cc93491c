/**
 * A store's time zone and its days, with the platform's time zone database (Intl, ICU): whether
 * a name is an IANA zone, the calendar date of an instant in a zone, and the instant a day ends
 * in a zone (a pay-later order's due date ends at the zone's midnight, summer time included).
 */
import { BadUserInputError } from '../../lib/errors.js';

/** The zone of a store made without one. */
export const DEFAULT_STORE_TIMEZONE = 'America/New_York';

/** An IANA name's shape: `UTC`, `Area/Location` or `Area/Region/Location` (no offsets like `+02:00`). */
const ZONE_NAME = /^(?:UTC|[A-Za-z]{2,20}(?:\/[A-Za-z0-9_+-]{1,30}){1,2})$/;

/** Whether `name` is an IANA time zone the platform knows. */
export function isTimeZone(name: string): boolean {
  if (!ZONE_NAME.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** `name` when it is an IANA zone; BAD_USER_INPUT naming `field` otherwise. */
export function checkTimeZone(name: string, field = 'timezone'): string {
  const zone = name.trim();
  if (!isTimeZone(zone)) throw new BadUserInputError(field, 'Choose a time zone such as America/Chicago');
  return zone;
}

/** Formatters by use and zone, see {@link zoneFormat}. Zones are few (a store's). */
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * An `en-US` formatter of `options` in `zone`, made once per `use` and zone: making one loads the
 * zone's rules (most of a call's time), and a checkout asks several times.
 */
export function zoneFormat(use: string, zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${use} ${zone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format;
}

const WALL_CLOCK_PARTS: Intl.DateTimeFormatOptions = {
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
};

/** The wall-clock parts of `at` in `zone`. */
function partsIn(at: Date, zone: string) {
  const parts = zoneFormat('parts', zone, WALL_CLOCK_PARTS).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour'), min: get('minute'), s: get('second') };
}

/** The calendar date (YYYY-MM-DD) of `at` in `zone`, plus `days`. */
export function localDate(at: Date, zone: string, days = 0): string {
  const p = partsIn(at, zone);
  return new Date(Date.UTC(p.y, p.m - 1, p.d + days)).toISOString().slice(0, 10);
}

/** The zone's offset from UTC at `at`, ms (wall clock minus UTC). */
function offsetAt(at: Date, zone: string): number {
  const p = partsIn(at, zone);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant day `date` (YYYY-MM-DD) ends in `zone`: the next day's midnight there. */
export function endOfLocalDay(date: string, zone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d + 1);
  // The offset at the guess, then at the corrected instant: right across a change of summer time.
  const first = wall - offsetAt(new Date(wall), zone);
  return new Date(wall - offsetAt(new Date(first), zone));
}
