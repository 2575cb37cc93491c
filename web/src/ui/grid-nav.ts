/**
 * Up and Down in a grid of swatches split into groups (e.g. a colour table's stock and
 * sublimation palettes), each group laid out in rows of `columns` (one Tab stop, arrow
 * keys move). Left/Right/Home/End are the roving focus group's (Radix); this is the vertical
 * move it does not know.
 */
export interface GridPosition {
  /** Index of the group. */
  group: number;
  /** Index of the item inside its group. */
  index: number;
}

/**
 * The item above (`direction` -1) or below (+1) `from`: the same column of the neighbouring row,
 * the last item when that row is shorter, crossing into the previous or next non-empty group at
 * its last or first row. Null at the top of the first group or the bottom of the last one.
 * `groupSizes` are item counts; `columns` must be at least 1.
 */
export function verticalNeighbour(
  groupSizes: readonly number[],
  columns: number,
  from: GridPosition,
  direction: 1 | -1,
): GridPosition | null {
  const cols = Math.max(1, Math.floor(columns));
  const size = groupSizes[from.group] ?? 0;
  if (from.index < 0 || from.index >= size) return null;
  const row = Math.floor(from.index / cols);
  const column = from.index % cols;
  const lastRow = Math.floor((size - 1) / cols);
  if (direction === 1 && row < lastRow) return { group: from.group, index: Math.min(from.index + cols, size - 1) };
  if (direction === -1 && row > 0) return { group: from.group, index: from.index - cols };
  for (let group = from.group + direction; group >= 0 && group < groupSizes.length; group += direction) {
    const next = groupSizes[group] ?? 0;
    if (next === 0) continue;
    const start = direction === 1 ? 0 : Math.floor((next - 1) / cols) * cols;
    return { group, index: Math.min(start + column, next - 1) };
  }
  return null;
}

/** How many columns a CSS grid lays out (its computed `grid-template-columns` tracks). */
export function gridColumns(grid: Element): number {
  const tracks = getComputedStyle(grid).gridTemplateColumns.trim();
  return tracks && tracks !== 'none' ? tracks.split(/\s+/).length : 1;
}

/**
 * A capture-phase keydown handler for the root of a roving focus group laid out as grids
 * (`groupSelector` matches each grid, `itemSelector` its items): ArrowUp/ArrowDown move to the
 * item above or below (see {@link verticalNeighbour}) before the roving group would take them as
 * previous/next; at the top or bottom edge focus stays. A disabled target is left to the roving
 * group (it skips disabled items).
 */
export function moveInGrids(
  event: { key: string; target: EventTarget | null; currentTarget: Element; preventDefault(): void },
  groupSelector: string,
  itemSelector: string,
): void {
  const direction = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
  if (direction === 0) return;
  const grids = [...event.currentTarget.querySelectorAll(groupSelector)];
  const items = grids.map((g) => [...g.querySelectorAll<HTMLElement>(itemSelector)]);
  const group = items.findIndex((list) => list.includes(event.target as HTMLElement));
  if (group < 0) return;
  const from = { group, index: items[group]!.indexOf(event.target as HTMLElement) };
  const to = verticalNeighbour(
    items.map((list) => list.length),
    gridColumns(grids[group]!),
    from,
    direction,
  );
  if (!to) {
    // The top or bottom edge: stay (the roving group would wrap to the previous/next item).
    event.preventDefault();
    return;
  }
  const target = items[to.group]?.[to.index];
  if (!target || target.matches(':disabled')) return;
  event.preventDefault();
  target.focus();
}
