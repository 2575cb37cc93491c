import { describe, expect, it } from 'vitest';
import { readableTextOn } from './color';

describe('readableTextOn', () => {
  it('puts dark text on light colours and white text on dark ones', () => {
    expect(readableTextOn('#ffffff')).toBe('#111827');
    expect(readableTextOn('#f5c518')).toBe('#111827');
    expect(readableTextOn('#1f2a44')).toBe('#ffffff');
    expect(readableTextOn('#9e1b32')).toBe('#ffffff');
  });

  it('answers white for anything that is not #rrggbb', () => {
    expect(readableTextOn('red')).toBe('#ffffff');
    expect(readableTextOn('#fff')).toBe('#ffffff');
  });
});
