import { beforeAll, describe, expect, it } from 'vitest';
import { GARMENT_IDS, garments } from '../templates.js';
import { interpenetrations } from './intersections.js';
import { containsPoint, edgesDistance, normalizeRing, toPoints } from './polygon.js';
import { drapeGarment, drapeHash, drapeMeshes, type DrapedGarment } from './drape.js';
import { insidePrimitive } from './body.js';
import { decodeDrape, encodeDrape } from './cache.js';

// Draping takes seconds per template on this machine: each template is draped once and shared.
const draped = new Map<string, DrapedGarment>();
function drape(id: string): DrapedGarment {
  let d = draped.get(id);
  if (!d) {
    d = drapeGarment(garments[id]!);
    draped.set(id, d);
  }
  return d;
}

describe('drape hash (C2)', () => {
  it('is stable for a template and changes with its panels', () => {
    const crew = garments['jersey-crew']!;
    expect(drapeHash(crew)).toBe(drapeHash(JSON.parse(JSON.stringify(crew)) as typeof crew));
    expect(drapeHash(crew)).toMatch(/^[0-9a-f]{16}$/);
    const moved = JSON.parse(JSON.stringify(crew)) as typeof crew;
    moved.panels[0]!.outline[0]! += 1;
    expect(drapeHash(moved)).not.toBe(drapeHash(crew));
    expect(drapeHash(garments['tshirt']!)).not.toBe(drapeHash(crew));
  });
});

describe.each(GARMENT_IDS)('drape of %s (C2)', (id) => {
  const template = garments[id]!;
  beforeAll(() => {
    drape(id);
  }, 60_000);

  it('gives a finite position for every vertex of every panel, flat coordinates kept', () => {
    const d = drape(id);
    expect(d.panels.map((p) => p.name)).toEqual(template.panels.map((p) => p.name));
    for (const [k, panel] of d.panels.entries()) {
      expect(panel.positions.length).toBe((panel.flat.length / 2) * 3);
      expect(panel.positions.every(Number.isFinite)).toBe(true);
      const ring = normalizeRing(toPoints(template.panels[k]!.outline));
      // The mesh's outline vertices lie on the panel's outline (UVs are the panel's coordinates).
      const edges = ring.map((p, i) => [p, ring[(i + 1) % ring.length]!] as const);
      for (let v = 0; v < panel.ringCount; v++) {
        expect(edgesDistance(panel.flat[v * 2]!, panel.flat[v * 2 + 1]!, edges)).toBeLessThan(0.01);
      }
    }
  });

  it('keeps every vertex outside the body form (1 mm tolerance)', () => {
    const d = drape(id);
    const inside: string[] = [];
    for (const panel of d.panels) {
      for (let i = 0; i < panel.positions.length; i += 3) {
        const p: [number, number, number] = [panel.positions[i]!, panel.positions[i + 1]!, panel.positions[i + 2]!];
        for (const prim of d.body.primitives)
          if (insidePrimitive(prim, p, 1)) inside.push(`${panel.name} ${i / 3} in ${prim.name}`);
      }
    }
    expect(inside).toEqual([]);
  });

  it('has no cloth of one panel through another, 40 mm away from the seams, deeper than 4 mm', () => {
    // Within 40 mm of a seam the cloth gathers by design (a sleeve cap eased into its armhole).
    const deep = interpenetrations(drape(id), 40).filter((x) => x.depth > 4);
    expect(deep).toEqual([]);
  });

  it('hangs: torso panels wrap the body (depth), sleeves reach out along the arms', () => {
    const d = drape(id);
    const extent = (name: string, axis: number): [number, number] => {
      const p = d.panels.find((q) => q.name === name)!.positions;
      let lo = Infinity;
      let hi = -Infinity;
      for (let i = axis; i < p.length; i += 3) {
        lo = Math.min(lo, p[i]!);
        hi = Math.max(hi, p[i]!);
      }
      return [lo, hi];
    };
    // Front in front, back behind, together more than 180 mm deep (a body, not a board).
    expect(extent('front', 2)[1]).toBeGreaterThan(80);
    expect(extent('back', 2)[0]).toBeLessThan(-80);
    expect(extent('front', 2)[1] - extent('back', 2)[0]).toBeGreaterThan(180);
    for (const [name, sign] of [
      ['leftSleeve', 1],
      ['rightSleeve', -1],
    ] as const) {
      if (!d.panels.some((p) => p.name === name)) continue;
      const [lo, hi] = extent(name, 0);
      // The cuff reaches past the shoulder, on its own side.
      expect(sign > 0 ? hi : -lo, name).toBeGreaterThan(280);
      expect(sign > 0 ? lo : -hi, name).toBeGreaterThan(60);
    }
  });

  it('closes its seams (sewn points within 3 mm)', () => {
    const d = drape(id);
    expect(d.seams.length).toBeGreaterThan(50);
    let worst = 0;
    for (const s of d.seams) {
      const a = d.panels[s.panel]!.positions;
      const b = d.panels[s.other]!.positions;
      let dist2 = 0;
      for (let c = 0; c < 3; c++) {
        const q = b[s.a * 3 + c]! * (1 - s.t) + b[s.b * 3 + c]! * s.t;
        dist2 += (a[s.vertex * 3 + c]! - q) ** 2;
      }
      worst = Math.max(worst, Math.sqrt(dist2));
    }
    expect(worst).toBeLessThan(3);
  });

  it('keeps every decoration location on its panel, facing its view', () => {
    const d = drape(id);
    for (const loc of template.locations) {
      const k = template.panels.findIndex((p) => p.name === loc.panel);
      const ring = normalizeRing(toPoints(template.panels[k]!.outline));
      for (const [dx, dy] of [
        [0, 0],
        [-0.5, -0.5],
        [0.5, -0.5],
        [0.5, 0.5],
        [-0.5, 0.5],
      ] as const) {
        expect(containsPoint(ring, loc.x + dx * loc.width, loc.y + dy * loc.height), loc.name).toBe(true);
      }
      // The draped vertex nearest the location's centre lies on the side of the garment its view shows.
      const panel = d.panels[k]!;
      let best = 0;
      let bestD = Infinity;
      for (let v = 0; v < panel.flat.length / 2; v++) {
        const dd = Math.hypot(panel.flat[v * 2]! - loc.x, panel.flat[v * 2 + 1]! - loc.y);
        if (dd < bestD) {
          bestD = dd;
          best = v;
        }
      }
      const x = panel.positions[best * 3]!;
      const z = panel.positions[best * 3 + 2]!;
      const side = { FRONT: z, BACK: -z, LEFT: x, RIGHT: -x }[loc.view];
      expect(side, loc.name).toBeGreaterThan(0);
    }
  });
});

describe('drape meshes (C2)', () => {
  it.each(GARMENT_IDS)('meshes every panel of %s without cracks, CCW, matching the drape', (id) => {
    const meshes = drapeMeshes(garments[id]!);
    for (const m of meshes) {
      const directed = new Map<string, number>();
      const problems: string[] = [];
      for (let t = 0; t < m.indices.length; t += 3) {
        const [a, b, c] = [m.indices[t]!, m.indices[t + 1]!, m.indices[t + 2]!];
        const area =
          (m.flat[b * 2]! - m.flat[a * 2]!) * (m.flat[c * 2 + 1]! - m.flat[a * 2 + 1]!) -
          (m.flat[b * 2 + 1]! - m.flat[a * 2 + 1]!) * (m.flat[c * 2]! - m.flat[a * 2]!);
        if (area <= 0) problems.push(`triangle ${t / 3} is not CCW`);
        for (const [u, v] of [
          [a, b],
          [b, c],
          [c, a],
        ] as const)
          directed.set(`${u},${v}`, (directed.get(`${u},${v}`) ?? 0) + 1);
      }
      for (const [key, count] of directed) {
        const [u, v] = key.split(',').map(Number) as [number, number];
        if (count > 1) problems.push(`edge ${key} used twice`);
        const onRing = u < m.ringCount && v === (u + 1) % m.ringCount;
        if (!onRing && !directed.has(`${v},${u}`)) problems.push(`edge ${key} has no neighbour`);
      }
      expect(problems, m.name).toEqual([]);
    }
    if (id === 'shorts') {
      const d = drape('shorts');
      expect(meshes.map((m) => Array.from(m.indices))).toEqual(d.panels.map((p) => Array.from(p.indices)));
    }
  });
});

describe('drape determinism (C2, R1)', () => {
  it('gives the same hash and positions, bit for bit, twice', () => {
    const first = drape('shorts');
    const again = drapeGarment(garments['shorts']!);
    expect(again.hash).toBe(first.hash);
    for (const [k, panel] of again.panels.entries()) {
      expect(Array.from(panel.positions)).toEqual(Array.from(first.panels[k]!.positions));
      expect(Array.from(panel.indices)).toEqual(Array.from(first.panels[k]!.indices));
    }
  });
});

describe('drape cache (C2)', () => {
  it('stores positions to 0.05 mm, keyed by id and hash, and refuses a wrong size', () => {
    const d = drape('shorts');
    const entry = encodeDrape(d);
    expect(entry.id).toBe('shorts');
    expect(entry.hash).toBe(drapeHash(garments['shorts']!));
    expect(entry.panels.map((p) => [p.name, p.count])).toEqual(d.panels.map((p) => [p.name, p.positions.length / 3]));
    const back = decodeDrape(JSON.parse(JSON.stringify(entry)) as typeof entry);
    for (const [k, panel] of d.panels.entries()) {
      expect(back[k]!.length).toBe(panel.positions.length);
      let worst = 0;
      for (let i = 0; i < panel.positions.length; i++)
        worst = Math.max(worst, Math.abs(back[k]![i]! - panel.positions[i]!));
      expect(worst).toBeLessThanOrEqual(0.05 + 1e-4);
    }
    const cut = { ...entry, panels: entry.panels.map((p) => ({ ...p, count: p.count + 1 })) };
    expect(() => decodeDrape(cut)).toThrow('drape cache: shorts front has the wrong size');
  });
});
