import { describe, expect, it } from 'vitest';
import { verticalNeighbour } from './grid-nav';

describe('verticalNeighbour', () => {
  // Two groups: 10 items in rows of 4 (rows 0-3, 4-7, 8-9) and 5 items (0-3, 4).
  const sizes = [10, 5];

  it('moves down and up one row inside a group', () => {
    expect(verticalNeighbour(sizes, 4, { group: 0, index: 1 }, 1)).toEqual({ group: 0, index: 5 });
    expect(verticalNeighbour(sizes, 4, { group: 0, index: 5 }, -1)).toEqual({ group: 0, index: 1 });
  });

  it('goes to the last item of a shorter next row', () => {
    expect(verticalNeighbour(sizes, 4, { group: 0, index: 7 }, 1)).toEqual({ group: 0, index: 9 });
  });

  it('crosses into the next group at the same column of its first row', () => {
    expect(verticalNeighbour(sizes, 4, { group: 0, index: 9 }, 1)).toEqual({ group: 1, index: 1 });
    expect(verticalNeighbour(sizes, 4, { group: 0, index: 8 }, 1)).toEqual({ group: 1, index: 0 });
  });

  it('crosses into the previous group at the same column of its last row', () => {
    expect(verticalNeighbour(sizes, 4, { group: 1, index: 1 }, -1)).toEqual({ group: 0, index: 9 });
    expect(verticalNeighbour(sizes, 4, { group: 1, index: 3 }, -1)).toEqual({ group: 0, index: 9 });
    expect(verticalNeighbour(sizes, 4, { group: 1, index: 0 }, -1)).toEqual({ group: 0, index: 8 });
  });

  it('skips empty groups and stops at the edges', () => {
    expect(verticalNeighbour([3, 0, 3], 3, { group: 0, index: 2 }, 1)).toEqual({ group: 2, index: 2 });
    expect(verticalNeighbour(sizes, 4, { group: 0, index: 2 }, -1)).toBeNull();
    expect(verticalNeighbour(sizes, 4, { group: 1, index: 4 }, 1)).toBeNull();
  });

  it('treats a single column as a list and refuses positions outside the group', () => {
    expect(verticalNeighbour([3], 1, { group: 0, index: 1 }, 1)).toEqual({ group: 0, index: 2 });
    expect(verticalNeighbour([3], 0, { group: 0, index: 1 }, -1)).toEqual({ group: 0, index: 0 });
    expect(verticalNeighbour([3], 4, { group: 0, index: 3 }, 1)).toBeNull();
  });
});
