import { describe, expect, it } from 'vitest';
import { MAX_PASSCODE_LENGTH, MIN_PASSCODE_LENGTH, passcodeProblem } from './passcode-rule.js';

describe('passcodeProblem', () => {
  it('asks for 8 to 64 characters', () => {
    expect([MIN_PASSCODE_LENGTH, MAX_PASSCODE_LENGTH]).toEqual([8, 64]);
    expect(passcodeProblem('')).toBe('Use at least 8 characters');
    expect(passcodeProblem('1234567')).toBe('Use at least 8 characters');
    expect(passcodeProblem('12345678')).toBeNull();
    expect(passcodeProblem('x'.repeat(64))).toBeNull();
    expect(passcodeProblem('x'.repeat(65))).toBe('Use at most 64 characters');
  });
});
