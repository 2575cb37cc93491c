import { describe, expect, it } from 'vitest';
import { lockerItemEditHref, safeBackPath } from './use-save-to-locker-item';

describe('editing a locker item in place: the customiser address', () => {
  it('names the item and where to go back, after the product address', () => {
    expect(lockerItemEditHref('/snapsheets/abc/product/CG2100?short_id=x1', 'CODE.12')).toBe(
      '/snapsheets/abc/product/CG2100?short_id=x1&locker_item=CODE.12',
    );
    expect(lockerItemEditHref('/snapsheets/abc/product/CG2100', 'CODE.12', '/dashboard/quotes/7')).toBe(
      '/snapsheets/abc/product/CG2100?locker_item=CODE.12&back=%2Fdashboard%2Fquotes%2F7',
    );
  });

  it('goes back only to a path of this app', () => {
    expect(safeBackPath('/dashboard/quotes/7')).toBe('/dashboard/quotes/7');
    expect(safeBackPath('//evil.example/x')).toBeNull();
    expect(safeBackPath('https://evil.example')).toBeNull();
    expect(safeBackPath('/a?b=c')).toBeNull();
    expect(safeBackPath(null)).toBeNull();
  });
});
