import { describe, expect, it } from 'vitest';
import {
  calendarDaysAfter,
  earliestReadyDate,
  formatCalendarDay,
  inHandWarning,
  parseIsoDate,
  usFederalHolidays,
} from './production-time.js';

describe('production time', () => {
  it('counts working days, Monday to Friday', () => {
    // 2026-11-27 is a Friday.
    const friday = new Date('2026-11-27T15:00:00Z');
    expect(earliestReadyDate(friday, 0)).toBe('2026-11-27');
    expect(earliestReadyDate(friday, 1)).toBe('2026-11-30');
    expect(earliestReadyDate(friday, 5)).toBe('2026-12-04');
    expect(earliestReadyDate(friday, 19)).toBe('2026-12-24');
    expect(earliestReadyDate(new Date('2026-11-28T09:00:00Z'), 1)).toBe('2026-11-30');
  });

  it('warns when the in-hand date comes before the earliest ready date', () => {
    const friday = new Date('2026-11-27T15:00:00Z');
    expect(inHandWarning('2026-12-04', friday, 5)).toBeNull();
    expect(inHandWarning('2026-12-03', friday, 5)).toBe(
      'The in-hand date Dec 3, 2026 is before the production time allows: about 5 working days, ready Dec 4, 2026 at the earliest (before shipping)',
    );
  });

  it('does not count US federal holidays as working days', () => {
    // Thanksgiving 2026 is Thursday Nov 26: three working days from Tuesday Nov 24 are Wed, Fri, Mon.
    expect(earliestReadyDate(new Date('2026-11-24T12:00:00Z'), 3)).toBe('2026-11-30');
    // Christmas (Friday Dec 25) and New Year's Day (Friday Jan 1) over the holidays.
    expect(earliestReadyDate(new Date('2026-12-23T12:00:00Z'), 6)).toBe('2027-01-04');
    // 20 working days from Friday Nov 27 skip Christmas Day.
    expect(earliestReadyDate(new Date('2026-11-27T15:00:00Z'), 20)).toBe('2026-12-28');
    // July 4th 2026 is a Saturday, observed on Friday July 3.
    expect(earliestReadyDate(new Date('2026-07-02T12:00:00Z'), 1)).toBe('2026-07-06');
  });

  it('lists the US federal holidays as observed', () => {
    expect(usFederalHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-02-16',
      '2026-05-25',
      '2026-06-19',
      '2026-07-03',
      '2026-09-07',
      '2026-10-12',
      '2026-11-11',
      '2026-11-26',
      '2026-12-25',
    ]);
    // New Year's Day 2028 is a Saturday: observed on Friday Dec 31, 2027 (and 2028 has none in January).
    expect(usFederalHolidays(2027)).toContain('2027-12-31');
    expect(usFederalHolidays(2028)[0]).toBe('2028-01-17');
    // Juneteenth 2027 (Saturday) on Friday June 18; Christmas 2027 (Saturday) on Friday Dec 24.
    expect(usFederalHolidays(2027)).toEqual(expect.arrayContaining(['2027-06-18', '2027-12-24']));
  });

  it('writes days as the quote pages do', () => {
    expect(formatCalendarDay('2026-12-04')).toBe('Dec 4, 2026');
    expect(formatCalendarDay('soon')).toBe('soon');
  });

  it('reads real calendar dates only', () => {
    expect(parseIsoDate('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('28/02/2026')).toBeNull();
    expect(parseIsoDate('2026-2-8')).toBeNull();
  });

  it('counts a quote validity in calendar days from the UTC day of the request', () => {
    const late = new Date('2026-11-27T23:59:00Z');
    expect(calendarDaysAfter(late, 30)).toBe('2026-12-27');
    expect(calendarDaysAfter(late, 1)).toBe('2026-11-28');
    expect(calendarDaysAfter(new Date('2027-02-20T00:00:00Z'), 10)).toBe('2027-03-02');
    expect(calendarDaysAfter(new Date('2028-02-20T00:00:00Z'), 10)).toBe('2028-03-01');
  });
});
