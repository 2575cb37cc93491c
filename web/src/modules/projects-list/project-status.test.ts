import { describe, expect, it } from 'vitest';
import {
  emptyFilterTitle,
  openQuotesLabel,
  relativeTime,
  statusFilterArgs,
  statusFilterOptions,
  statusTone,
  STATUS_LABELS,
  visibilitySentence,
} from './project-status';

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
    expect(new Set(options.map((o) => o.value))).toEqual(
      new Set(['ALL', 'OPEN_QUOTES', ...Object.keys(STATUS_LABELS)]),
    );
    expect(options[1]).toEqual({ value: 'OPEN_QUOTES', label: 'With an open quote' });
    expect(statusFilterOptions('SNAPSHEET')[2]?.value).toBe('OPEN');
  });
  it('turns a filter into the list arguments and its empty title', () => {
    expect(statusFilterArgs('ALL')).toEqual({ status: null, hasOpenQuote: null });
    expect(statusFilterArgs('OPEN_QUOTES')).toEqual({ status: null, hasOpenQuote: true });
    expect(statusFilterArgs('QUOTE')).toEqual({ status: 'QUOTE', hasOpenQuote: null });
    expect(emptyFilterTitle('OPEN_QUOTES', 'snapsheets')).toBe('No snapsheets with an open quote');
    expect(emptyFilterTitle('ARCHIVED', 'playbooks')).toBe('No archived playbooks');
    expect([0, null, 1, 3].map(openQuotesLabel)).toEqual([null, null, 'Quote open', '3 quotes open']);
  });
  it('tones badges', () => {
    expect(statusTone('ARCHIVED')).toBe('');
    expect(statusTone('COMPLETE')).toBe('success');
    expect(statusTone('QUOTE')).toBe('warning');
  });
});

describe('who can open a project', () => {
  it('says it in one sentence for each state, with what Publish adds', () => {
    expect(visibilitySentence('playbook', 'DRAFT', 'PRIVATE')).toBe(
      'Only you can see this playbook while it is a draft. Publish it to share it: anyone with its link can then open it.',
    );
    expect(visibilitySentence('snapsheet', 'OPEN', 'LINK')).toBe(
      'Anyone with the link can open this snapsheet now. Publish it when it is ready: it is then marked Published for your customer.',
    );
    expect(visibilitySentence('playbook', 'PUBLISHED', 'PUBLISHED')).toBe(
      'Published: anyone with the link can open this playbook.',
    );
    expect(visibilitySentence('snapsheet', 'ARCHIVED', 'PRIVATE')).toBe(
      'Only you can see this archived snapsheet. Restore it to share it again.',
    );
    expect(visibilitySentence('snapsheet', 'QUOTE', 'LINK')).toBe('Anyone with the link can open this snapsheet.');
  });
});
