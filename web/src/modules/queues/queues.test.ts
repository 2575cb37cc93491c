/**
 * Publish-queue labels (P4): catalogue links of queue records (`/catalogs/{dealer code}/{id}/`,
 * encoded), a school's city and state, and the status labels.
 */
import { describe, expect, it } from 'vitest';
import { QUEUE_STATUS_BADGE, QUEUE_STATUS_LABEL, catalogPath, placeOf } from './queues';

describe('catalogPath', () => {
  it('links the catalogue route of the dealer and project', () => {
    expect(catalogPath({ dealerCode: 'ABC123', id: 'x7Kp2mQ9' })).toBe('/catalogs/ABC123/x7Kp2mQ9/');
  });

  it('encodes path characters', () => {
    expect(catalogPath({ dealerCode: 'A/B', id: 'a b?' })).toBe('/catalogs/A%2FB/a%20b%3F/');
  });
});

describe('placeOf', () => {
  it('joins city and state, or shows the one known', () => {
    expect(placeOf('Austin', 'TX')).toBe('Austin, TX');
    expect(placeOf('Austin', null)).toBe('Austin');
    expect(placeOf(' ', 'TX')).toBe('TX');
    expect(placeOf(null, undefined)).toBeNull();
  });
});

describe('queue status', () => {
  it('labels and badges every status', () => {
    expect(QUEUE_STATUS_LABEL).toEqual({ PENDING: 'Pending', DONE: 'Done' });
    expect(QUEUE_STATUS_BADGE.PENDING).toBe('badge badge--warning');
    expect(QUEUE_STATUS_BADGE.DONE).toBe('badge badge--success');
  });
});
