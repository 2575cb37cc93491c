import { describe, expect, it } from 'vitest';
import { calendarDaysAfter, earliestReadyDate, inHandWarning, parseIsoDate } from './production-time.js';

describe('production time (issue 18, section 5)', () => {
  it('counts working days, Monday to Friday', () => {
    // 2026-11-27 is a Friday.
    const friday = new Date('2026-11-27T15:00:00Z');
    expect(earliestReadyDate(friday, 0)).toBe('2026-11-27');
    expect(earliestReadyDate(friday, 1)).toBe('2026-11-30');
    expect(earliestReadyDate(friday, 5)).toBe('2026-12-04');
    expect(earliestReadyDate(friday, 20)).toBe('2026-12-25');
    expect(earliestReadyDate(new Date('2026-11-28T09:00:00Z'), 1)).toBe('2026-11-30');
  });

  it('warns when the in-hand date comes before the earliest ready date', () => {
    const friday = new Date('2026-11-27T15:00:00Z');
    expect(inHandWarning('2026-12-04', friday, 5)).toBeNull();
    expect(inHandWarning('2026-12-03', friday, 5)).toBe(
      'The in-hand date 2026-12-03 is before the production time allows: about 5 working days, ready 2026-12-04 at the earliest (before shipping)',
    );
  });

  it('reads real calendar dates only', () => {
    expect(parseIsoDate('2026-02-28')?.toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(parseIsoDate('2026-02-30')).toBeNull();
    expect(parseIsoDate('28/02/2026')).toBeNull();
    expect(parseIsoDate('2026-2-8')).toBeNull();
  });

  it('counts a quote validity in calendar days from the UTC day of the request (section 6)', () => {
    const late = new Date('2026-11-27T23:59:00Z');
    expect(calendarDaysAfter(late, 30)).toBe('2026-12-27');
    expect(calendarDaysAfter(late, 1)).toBe('2026-11-28');
    expect(calendarDaysAfter(new Date('2027-02-20T00:00:00Z'), 10)).toBe('2027-03-02');
    expect(calendarDaysAfter(new Date('2028-02-20T00:00:00Z'), 10)).toBe('2028-03-01');
  });
});
