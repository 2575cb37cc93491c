import { describe, expect, it } from 'vitest';
import { garments } from '../templates.js';
import { drapeGarment } from './drape.js';
import { vertexOcclusion, type OcclusionMesh } from './occlusion.js';

/**
 * A square sheet of `n` x `n` cells of `step` mm in the plane z = `z`, its triangles wound to face
 * +z (`up`) or -z.
 */
function sheet(n: number, step: number, z: number, up: boolean): OcclusionMesh {
  const positions: number[] = [];
  const indices: number[] = [];
  const half = (n * step) / 2;
  for (let j = 0; j <= n; j++) for (let i = 0; i <= n; i++) positions.push(i * step - half, j * step - half, z);
  for (let j = 0; j < n; j++)
    for (let i = 0; i < n; i++) {
      const a = j * (n + 1) + i;
      const b = a + 1;
      const c = a + n + 1;
      const d = c + 1;
      if (up) indices.push(a, b, d, a, d, c);
      else indices.push(a, d, b, a, c, d);
    }
  return { positions: Float32Array.from(positions), indices: Uint32Array.from(indices) };
}

/** The value at the vertex nearest the sheet's centre. */
const centre = (values: Float32Array, n: number) => values[(n / 2) * (n + 1) + n / 2]!;

describe('ambient occlusion of the cloth (C2)', () => {
  it('hides nothing of a sheet alone in the open', () => {
    const [alone] = vertexOcclusion([sheet(10, 15, 0, true)]);
    expect([...alone!].every((v) => v === 0)).toBe(true);
  });

  it('shades two sheets facing each other 20 mm apart, on their facing sides only', () => {
    const n = 10;
    const [below, above] = vertexOcclusion([sheet(n, 15, 0, true), sheet(n, 15, 20, false)]);
    // Mid-sheet, the facing sheet hides most of the sky (a 150 mm square 20 mm over it: about 0.9
    // of its form factor, less the fade towards the radius).
    expect(centre(below!, n)).toBeGreaterThan(0.6);
    expect(centre(below!, n)).toBeLessThanOrEqual(1);
    expect(centre(above!, n)).toBeCloseTo(centre(below!, n), 6);
    // A corner sees open sky over three sides: less hidden than the middle.
    expect(below![0]!).toBeLessThan(centre(below!, n));
    // Turned away, the upper sheet's outside sees only sky, and the lower one is shaded the same.
    const [stillBelow, away] = vertexOcclusion([sheet(n, 15, 0, true), sheet(n, 15, 20, true)]);
    expect([...away!].every((v) => v === 0)).toBe(true);
    expect(centre(stillBelow!, n)).toBeCloseTo(centre(below!, n), 6);
  });

  it('counts nothing beyond the radius and nothing from cloth sewn to the same point', () => {
    const [far] = vertexOcclusion([sheet(4, 15, 0, true), sheet(4, 15, 95, false)]);
    expect([...far!].every((v) => v === 0)).toBe(true);
    const [touching] = vertexOcclusion([sheet(4, 15, 0, true), sheet(4, 15, 3, false)]);
    // 3 mm apart: vertex over vertex is skipped, the ring of neighbours around it still counts.
    expect(centre(touching!, 4)).toBeGreaterThan(0);
  });

  it('darkens a jersey under its arms, not on its chest, the same values every time', () => {
    const d = drapeGarment(garments['jersey-crew']!);
    const first = vertexOcclusion(d.panels);
    const again = vertexOcclusion(d.panels);
    expect(again.map((a) => [...a])).toEqual(first.map((a) => [...a]));
    const front = d.panels.findIndex((p) => p.name === 'front');
    const positions = d.panels[front]!.positions;
    const values = first[front]!;
    // The front's chest (middle third across, upper half) against its sides under the sleeves.
    let xMin = Infinity;
    let xMax = -Infinity;
    let yMin = Infinity;
    let yMax = -Infinity;
    for (let i = 0; i < positions.length; i += 3) {
      xMin = Math.min(xMin, positions[i]!);
      xMax = Math.max(xMax, positions[i]!);
      yMin = Math.min(yMin, positions[i + 1]!);
      yMax = Math.max(yMax, positions[i + 1]!);
    }
    const chest: number[] = [];
    const sides: number[] = [];
    for (let v = 0; v < values.length; v++) {
      const x = positions[v * 3]!;
      const y = positions[v * 3 + 1]!;
      const across = (x - xMin) / (xMax - xMin);
      const up = (y - yMin) / (yMax - yMin);
      if (up < 0.55 || up > 0.85) continue;
      if (across > 0.35 && across < 0.65) chest.push(values[v]!);
      if (across < 0.06 || across > 0.94) sides.push(values[v]!);
    }
    const mean = (a: number[]) => a.reduce((s, v) => s + v, 0) / a.length;
    expect(mean(chest)).toBeLessThan(0.04);
    expect(mean(sides)).toBeGreaterThan(mean(chest) + 0.07);
    for (const a of first) for (const v of a) expect(v >= 0 && v <= 1).toBe(true);
  });
});
