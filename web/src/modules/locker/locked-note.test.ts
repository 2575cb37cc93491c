import { describe, expect, it } from 'vitest';
import { lockReason } from './LockedNote';

describe('why a locker is locked (L4, section 4)', () => {
  it("reads a pending quote from the locker's own lock, not the project's status", () => {
    expect(lockReason('OPEN', true)).toBe('QUOTE');
    expect(lockReason('PUBLISHED', true)).toBe('QUOTE');
    expect(lockReason('OPEN', false)).toBeNull();
    expect(lockReason('LOCKER', null)).toBeNull();
    expect(lockReason(undefined, undefined)).toBeNull();
  });

  it('locks every locker of a closed project, and reads the old QUOTE status as a pending quote', () => {
    expect(lockReason('CLOSED', false)).toBe('CLOSED');
    expect(lockReason('CLOSED', true)).toBe('CLOSED');
    expect(lockReason('QUOTE', false)).toBe('QUOTE');
  });
});
