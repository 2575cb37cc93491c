/**
 * The key of a stored snapshot (C5) in the request's `loaders.snapshot`:
 * `<render hash>:<view>:<width>x<height>`, the columns that identify a `snapshots` row.
 */
export function snapshotKey(renderHash: string, view: string, width: number, height: number): string {
  return `${renderHash}:${view}:${width}x${height}`;
}
