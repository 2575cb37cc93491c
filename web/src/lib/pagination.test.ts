import { describe, expect, it } from 'vitest';
import { canStep, clampPage, pageLabel, spreadStart, stepPage, visiblePages } from './pagination';

describe('pagination spreads (P2)', () => {
  it('forces the current page odd on a spread', () => {
    expect(spreadStart(1, 5, true)).toBe(1);
    expect(spreadStart(2, 5, true)).toBe(1);
    expect(spreadStart(4, 5, true)).toBe(3);
    expect(spreadStart(4, 5, false)).toBe(4);
  });

  it('shows two pages on a spread and one page in single mode', () => {
    expect(visiblePages(1, 5, true)).toEqual([1, 2]);
    expect(visiblePages(4, 5, true)).toEqual([3, 4]);
    expect(visiblePages(5, 5, true)).toEqual([5]);
    expect(visiblePages(4, 5, false)).toEqual([4]);
    expect(visiblePages(1, 0, true)).toEqual([]);
  });

  it('steps by a spread on desktop and by a page on mobile', () => {
    expect(stepPage(1, 5, true, 1)).toBe(3);
    expect(stepPage(2, 5, true, 1)).toBe(3);
    expect(stepPage(3, 5, true, 1)).toBe(5);
    expect(stepPage(5, 5, true, 1)).toBe(5);
    expect(stepPage(5, 5, true, -1)).toBe(3);
    expect(stepPage(1, 5, true, -1)).toBe(1);
    expect(stepPage(2, 5, false, 1)).toBe(3);
    expect(stepPage(2, 5, false, -1)).toBe(1);
  });

  it('knows when a step is possible', () => {
    expect(canStep(1, 2, true, 1)).toBe(false);
    expect(canStep(1, 3, true, 1)).toBe(true);
    expect(canStep(3, 3, true, -1)).toBe(true);
    expect(canStep(1, 1, false, -1)).toBe(false);
    expect(canStep(1, 0, false, 1)).toBe(false);
  });

  it('clamps out-of-range pages', () => {
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(9, 4)).toBe(4);
    expect(clampPage(Number.NaN, 4)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('labels what is shown', () => {
    expect(pageLabel(2, 5, true)).toBe('Pages 1\u20132 of 5');
    expect(pageLabel(5, 5, true)).toBe('Page 5 of 5');
    expect(pageLabel(1, 0, true)).toBe('No pages');
  });
});
