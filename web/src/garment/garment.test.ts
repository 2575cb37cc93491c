import { describe, expect, it } from 'vitest';
import { Vector3 } from 'three';
import { garments } from '@tas/garments';
import { atlasUv, layoutAtlas } from './atlas';
import { panelPointFromUv } from './pick';
import { cssFontFamily, fontFamilyForKey, GARMENT_FONTS } from './fonts';
import { analyzePanels, buildPanelMesh, panelMatrix } from './panel-mesh';
import { signedArea, toPoints, type Vec2 } from './polygon';
import { createRandom, hashString } from './prng';
import { delaunayFlips, triangulatePanel } from './triangulate';

function area(a: Vec2, b: Vec2, c: Vec2): number {
  return ((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])) / 2;
}

/** Checks a triangulation is a proper mesh of its ring: every inner edge shared by exactly two CCW triangles. */
function meshProblems(points: Vec2[], ringCount: number, triangles: number[]): string[] {
  const problems: string[] = [];
  const directed = new Map<string, number>();
  for (let t = 0; t < triangles.length; t += 3) {
    const [a, b, c] = [triangles[t]!, triangles[t + 1]!, triangles[t + 2]!];
    if (area(points[a]!, points[b]!, points[c]!) <= 0) problems.push(`triangle ${t / 3} is not CCW`);
    for (const [u, v] of [
      [a, b],
      [b, c],
      [c, a],
    ] as const) {
      const key = `${u},${v}`;
      directed.set(key, (directed.get(key) ?? 0) + 1);
    }
  }
  for (const [key, count] of directed) {
    if (count > 1) problems.push(`edge ${key} used twice`);
    const [u, v] = key.split(',').map(Number) as [number, number];
    const onRing = u < ringCount && v === (u + 1) % ringCount;
    if (!onRing && !directed.has(`${v},${u}`)) problems.push(`edge ${key} has no neighbour (crack)`);
  }
  for (let i = 0; i < ringCount; i++) {
    if (!directed.has(`${i},${(i + 1) % ringCount}`)) problems.push(`outline edge ${i} missing`);
  }
  return problems;
}

describe('seeded randomness (R1)', () => {
  it('repeats for a seed and differs between seeds', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    const c = createRandom(43);
    const xs = Array.from({ length: 100 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(xs);
    expect(Array.from({ length: 100 }, () => c())).not.toEqual(xs);
    for (const x of xs) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
    expect(new Set(xs.map((x) => Math.floor(x * 10))).size).toBe(10);
  });

  it('hashes strings stably (FNV-1a)', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    expect(hashString('jersey-crew')).not.toBe(hashString('jersey-vneck'));
  });
});

describe('panel triangulation (C2)', () => {
  it('meshes a square with interior points, crack-free and Delaunay', () => {
    const square: Vec2[] = [
      [0, 0],
      [200, 0],
      [200, 200],
      [0, 200],
    ];
    const tri = triangulatePanel(square, 20);
    expect(tri.points.length).toBeGreaterThan(tri.ringCount + 50);
    expect(meshProblems(tri.points, tri.ringCount, tri.triangles)).toEqual([]);
    let sum = 0;
    for (let t = 0; t < tri.triangles.length; t += 3) {
      sum += area(
        tri.points[tri.triangles[t]!]!,
        tri.points[tri.triangles[t + 1]!]!,
        tri.points[tri.triangles[t + 2]!]!,
      );
    }
    expect(sum).toBeCloseTo(40000, 3);
    // Already Delaunay: another round of flips changes nothing.
    expect(delaunayFlips(tri.points, tri.triangles.slice())).toBe(0);
    // Deterministic.
    expect(triangulatePanel(square, 20)).toEqual(tri);
  });

  for (const garment of Object.values(garments)) {
    it(`meshes every panel of ${garment.id} without cracks`, () => {
      for (const panel of garment.panels) {
        const ring = toPoints(panel.outline);
        const tri = triangulatePanel(ring, 14);
        expect(meshProblems(tri.points, tri.ringCount, tri.triangles), panel.name).toEqual([]);
        let sum = 0;
        for (let t = 0; t < tri.triangles.length; t += 3) {
          sum += area(
            tri.points[tri.triangles[t]!]!,
            tri.points[tri.triangles[t + 1]!]!,
            tri.points[tri.triangles[t + 2]!]!,
          );
        }
        expect(sum / signedArea(ring), panel.name).toBeCloseTo(1, 4);
      }
    });
  }
});

describe('inflation and placement (C2)', () => {
  const crew = garments['jersey-crew']!;
  const shapes = analyzePanels(crew.panels);
  const front = shapes.find((s) => s.panel.name === 'front')!;
  const back = shapes.find((s) => s.panel.name === 'back')!;

  it('sews the sides and shoulders, and leaves the hem and neck open', () => {
    const mids = (edges: typeof front.seams): Vec2[] => edges.map(([a, b]) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2]);
    const seams = mids(front.seams);
    const open = mids(front.open);
    // Side seams (x = ±280) are sewn; the hem (y = 0) and the front neck (centre, below 760) are open.
    expect(seams.some(([x, y]) => Math.abs(x - 280) < 1 && y > 100 && y < 400)).toBe(true);
    expect(seams.some(([x, y]) => Math.abs(x + 280) < 1 && y > 100 && y < 400)).toBe(true);
    expect(seams.some(([, y]) => Math.abs(y) < 0.5)).toBe(false);
    expect(open.some(([x, y]) => Math.abs(y) < 0.5 && Math.abs(x) < 100)).toBe(true);
    expect(open.some(([x, y]) => Math.abs(x) < 30 && y > 640 && y < 700)).toBe(true);
    expect(seams.some(([x, y]) => Math.abs(x) < 30 && y > 640)).toBe(false);
    expect(back.seams.length).toBeGreaterThan(0);
  });

  it('bulges the cushion in the middle and meets the other panel at the seams', () => {
    const mesh = buildPanelMesh(front);
    const backMesh = buildPanelMesh(back);
    const backPoints: Vector3[] = [];
    for (let i = 0; i < backMesh.positions.length; i += 3) {
      backPoints.push(new Vector3(backMesh.positions[i], backMesh.positions[i + 1], backMesh.positions[i + 2]));
    }
    let maxZ = -Infinity;
    for (let i = 0; i < mesh.positions.length; i += 3) {
      const z = mesh.positions[i + 2]!;
      expect(Number.isFinite(z)).toBe(true);
      expect(z).toBeGreaterThanOrEqual(-1e-6);
      expect(z).toBeLessThanOrEqual(front.panel.inflate + 1e-6);
      maxZ = Math.max(maxZ, z);
    }
    expect(maxZ).toBeGreaterThan(front.panel.inflate * 0.95);
    for (let i = 0; i < mesh.positions.length / 3; i++) {
      const x = mesh.flat[i * 2]!;
      const y = mesh.flat[i * 2 + 1]!;
      // A vertex on the side seam, halfway up, lies on the back panel too (z = 0).
      if (Math.abs(Math.abs(x) - 280) < 1e-6 && y > 100 && y < 400) {
        const p = new Vector3(mesh.positions[i * 3], mesh.positions[i * 3 + 1], mesh.positions[i * 3 + 2]);
        expect(Math.abs(p.z)).toBeLessThan(1e-6);
        expect(Math.min(...backPoints.map((q) => q.distanceTo(p)))).toBeLessThan(10);
      }
    }
    // The back bulges the other way.
    expect(Math.min(...backPoints.map((p) => p.z))).toBeLessThan(-back.panel.inflate * 0.9);
  });

  it('rolls sleeves into tubes hanging from the shoulder point', () => {
    for (const name of ['leftSleeve', 'rightSleeve']) {
      const sleeve = shapes.find((s) => s.panel.name === name)!;
      expect(sleeve.kind).toBe('tube');
      const mesh = buildPanelMesh(sleeve);
      const origin = new Vector3(...(sleeve.panel.position as [number, number, number]));
      let nearest = Infinity;
      let lowest = Infinity;
      let cuffX = 0;
      for (let i = 0; i < mesh.positions.length; i += 3) {
        const p = new Vector3(mesh.positions[i], mesh.positions[i + 1], mesh.positions[i + 2]);
        nearest = Math.min(nearest, p.distanceTo(origin));
        if (p.y < lowest) {
          lowest = p.y;
          cuffX = p.x;
        }
      }
      // The cap top sits on the shoulder point; the cuff hangs lower and further out.
      expect(nearest).toBeLessThan(0.01);
      expect(lowest).toBeLessThan(origin.y - 100);
      expect(Math.abs(cuffX)).toBeGreaterThan(Math.abs(origin.x));
      expect(Math.sign(cuffX)).toBe(name === 'leftSleeve' ? 1 : -1);
    }
  });

  it('places back panels facing backwards so their text reads from behind', () => {
    const m = panelMatrix(back.panel);
    const x = new Vector3(1, 0, 0).applyMatrix4(m);
    const z = new Vector3(0, 0, 1).applyMatrix4(m).sub(new Vector3().setFromMatrixPosition(m));
    expect(x.x).toBeCloseTo(-1, 6);
    expect(z.z).toBeCloseTo(-1, 6);
  });
});

describe('texture atlas layout (C2)', () => {
  for (const garment of Object.values(garments)) {
    it(`packs the panels of ${garment.id} without overlap`, () => {
      const layout = layoutAtlas(garment.panels, 2, 4096, 8);
      expect(layout.width % 4).toBe(0);
      expect(layout.height % 4).toBe(0);
      expect(layout.width).toBeLessThanOrEqual(4096);
      const rects = [...layout.rects.values()];
      expect(rects.map((r) => r.name).sort()).toEqual(garment.panels.map((p) => p.name).sort());
      for (const r of rects) {
        expect(r.x + r.width).toBeLessThanOrEqual(layout.width);
        expect(r.y + r.height).toBeLessThanOrEqual(layout.height);
        expect(r.width).toBe(Math.ceil((r.bounds.maxX - r.bounds.minX) * 2) + 16);
        for (const s of rects) {
          if (s === r) continue;
          const overlap = r.x < s.x + s.width && s.x < r.x + r.width && r.y < s.y + s.height && s.y < r.y + r.height;
          expect(overlap, `${r.name} overlaps ${s.name}`).toBe(false);
        }
        const [u0, v0] = atlasUv(layout, r, r.bounds.minX, r.bounds.maxY);
        const [u1, v1] = atlasUv(layout, r, r.bounds.maxX, r.bounds.minY);
        expect(u0).toBeCloseTo((r.x + 8) / layout.width, 9);
        expect(v0).toBeCloseTo(1 - (r.y + 8) / layout.height, 9);
        expect(u1).toBeGreaterThan(u0);
        expect(v1).toBeLessThan(v0);
        expect(u1).toBeLessThanOrEqual(1);
        expect(v1).toBeGreaterThanOrEqual(0);
        // Drag to place (C3): every location's centre comes back from its texture coordinates.
        for (const loc of garment.locations.filter((l) => l.panel === r.name)) {
          const [u, v] = atlasUv(layout, r, loc.x, loc.y);
          const back = panelPointFromUv(layout, r, u, v);
          expect(back.x).toBeCloseTo(loc.x, 6);
          expect(back.y).toBeCloseTo(loc.y, 6);
        }
      }
      expect(layoutAtlas(garment.panels, 2, 4096, 8)).toEqual(layout);
    });
  }
});

describe('fonts (C3)', () => {
  it('maps keys to bundled families, full block by default', () => {
    expect(fontFamilyForKey('full block')).toBe('Graduate');
    expect(fontFamilyForKey('Bebas Neue')).toBe('Bebas Neue');
    expect(fontFamilyForKey('comic sans')).toBe('Graduate');
    expect(GARMENT_FONTS).toHaveLength(6);
    expect(cssFontFamily('Black Ops One')).toBe('"Black Ops One", sans-serif');
    expect(cssFontFamily("'Anton', sans-serif")).toBe("'Anton', sans-serif");
  });
});
