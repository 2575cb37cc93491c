/**
 * The views of a garment the render service draws. The snapshots' table (render.repository.ts)
 * and the render service's client (render-client.ts) both speak of them, so the name lives below
 * both.
 */
export type ViewName = 'FRONT' | 'RIGHT' | 'LEFT' | 'BACK';
