/**
 * The snapshot page protocol (R1, C5) as seen from the service. The web app's `snapshot.html`
 * sets `__TAS_SNAPSHOT_READY__ = true` once fonts, textures and first frames are in, and then
 * serves any number of renders without reloading.
 */
export type View = 'FRONT' | 'RIGHT' | 'LEFT' | 'BACK';

/** Options passed to the page for one render; pixels are CSS px at dpr 1. */
export interface SnapshotRenderOptions {
  view: View;
  width: number;
  height: number;
}

/** Globals of the snapshot page; only used inside `page.evaluate` callbacks. */
export interface SnapshotPageGlobals {
  __TAS_SNAPSHOT_READY__?: boolean;
  tasSnapshot: {
    /** Resolves with a base64 PNG (no `data:` prefix) of exactly width x height px. */
    render(spec: unknown, opts: SnapshotRenderOptions): Promise<string>;
  };
}
