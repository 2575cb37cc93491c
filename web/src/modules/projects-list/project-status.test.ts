import { describe, expect, it } from 'vitest';
import { relativeTime, statusFilterOptions, statusTone, STATUS_LABELS } from './project-status';

describe('project list helpers (D7)', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('formats updated times relative to now', () => {
    expect(relativeTime('2026-11-23T11:59:40Z', now)).toBe('just now');
    expect(relativeTime('2026-11-23T11:55:00Z', now)).toBe('5 minutes ago');
    expect(relativeTime('2026-11-23T09:00:00Z', now)).toBe('3 hours ago');
    expect(relativeTime('2026-11-22T11:00:00Z', now)).toBe('yesterday');
    expect(relativeTime('2026-11-02T12:00:00Z', now)).toBe('3 weeks ago');
    expect(relativeTime('2025-11-01T12:00:00Z', now)).toBe('last year');
    expect(relativeTime('not a date', now)).toBe('');
  });
  it('offers every status of section 4 as a filter, Archived last', () => {
    const options = statusFilterOptions('PLAYBOOK');
    expect(options[0]).toEqual({ value: 'ALL', label: 'All active' });
    expect(options.at(-1)).toEqual({ value: 'ARCHIVED', label: 'Archived' });
    expect(new Set(options.map((o) => o.value))).toEqual(new Set(['ALL', ...Object.keys(STATUS_LABELS)]));
    expect(statusFilterOptions('SNAPSHEET')[1]?.value).toBe('OPEN');
  });
  it('tones badges', () => {
    expect(statusTone('ARCHIVED')).toBe('');
    expect(statusTone('COMPLETE')).toBe('success');
    expect(statusTone('QUOTE')).toBe('warning');
  });
});
