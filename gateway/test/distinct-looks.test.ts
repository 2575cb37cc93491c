/**
 * Every style its own cut: on every catalog page of the demo playbook, two products
 * that are not an adult/youth pair ('Youth B-Core Tee' and 'B-Core Tee') differ in at least 3 % of
 * their FRONT pixels in the same colours and decorations. The pictures are the FRONT reference
 * pictures of their garments (`visual/baseline/<garment>-front.png`: navy, gold and white with
 * team text, name, numbers and a logo wherever the template has a place for them, 470x588), which
 * `npm run visual` holds to what the render service draws; they are compared with pixelmatch at
 * the visual test's threshold.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

const ROOT = join(import.meta.dirname, '..', '..');
const VISUAL = JSON.parse(readFileSync(join(ROOT, 'visual', 'visual.config.json'), 'utf8')) as {
  threshold: number;
  baselineDir: string;
};
/** Least share of FRONT pixels two products of a page differ in. */
const MIN_DIFF = 0.03;

const PLAYBOOKS = `query($type: ProjectType!) { projects(type: $type, first: 100) { nodes { id } } }`;
const PAGES = `query($c: String!, $id: ID!) { playbook(dealerCode: $c, id: $id) { title
  pages { number kind products { product { styleId name garment { id } } } } } }`;

interface PageProduct {
  product: { styleId: string; name: string; garment: { id: string } };
}

/** True for a youth style and the adult style it is cut from ('Youth X' and 'X'). */
const youthPair = (a: string, b: string) => a === `Youth ${b}` || b === `Youth ${a}`;

const pixels = new Map<string, Promise<{ data: Buffer; width: number; height: number }>>();
/** The RGBA pixels of a garment's FRONT reference picture. */
function front(garment: string) {
  let p = pixels.get(garment);
  if (!p) {
    const file = join(ROOT, VISUAL.baselineDir, `${garment}-front.png`);
    p = sharp(file)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
      .then(({ data, info }) => ({ data, width: info.width, height: info.height }));
    pixels.set(garment, p);
  }
  return p;
}

/** Share of pixels in which the two garments' FRONT pictures differ (0..1). */
async function frontDiff(a: string, b: string): Promise<number> {
  const [x, y] = await Promise.all([front(a), front(b)]);
  expect([x.width, x.height]).toEqual([470, 588]);
  expect([y.width, y.height]).toEqual([470, 588]);
  const differing = pixelmatch(x.data, y.data, undefined, x.width, x.height, { threshold: VISUAL.threshold });
  return differing / (x.width * x.height);
}

describe('distinct looks on the demo playbook', () => {
  let h: Harness;
  let token: string;
  beforeAll(async () => {
    h = await startHarness({ seed: { demo: true } });
    token = (await h.signIn('DEMO01')).token;
  }, 120_000);
  afterAll(async () => h?.close());

  it('gives two products of a catalog page that are not an adult/youth pair 3 % of FRONT pixels apart', async () => {
    const list = await h.gql(PLAYBOOKS, { type: 'PLAYBOOK' }, token);
    expect(list.errors).toBeUndefined();
    const ids: string[] = list.data.projects.nodes.map((n: { id: string }) => n.id);
    expect(ids).toHaveLength(1);
    const compared: string[] = [];
    const tooAlike: string[] = [];
    let pairs = 0;
    let least = 1;
    for (const id of ids) {
      const r = await h.gql(PAGES, { c: 'DEMO01', id }, token);
      expect(r.errors).toBeUndefined();
      const pages = r.data.playbook.pages.filter((p: { kind: string }) => p.kind === 'PRODUCTS');
      expect(pages.length).toBeGreaterThan(10);
      for (const page of pages) {
        const products: PageProduct[] = page.products;
        for (let i = 0; i < products.length; i++) {
          for (let j = i + 1; j < products.length; j++) {
            const [a, b] = [products[i]!.product, products[j]!.product];
            if (youthPair(a.name, b.name)) continue;
            pairs++;
            const diff = await frontDiff(a.garment.id, b.garment.id);
            const line = `page ${page.number}: ${a.styleId} ${a.garment.id} / ${b.styleId} ${b.garment.id} ${(diff * 100).toFixed(1)} %`;
            compared.push(line);
            least = Math.min(least, diff);
            if (diff < MIN_DIFF) tooAlike.push(line);
          }
        }
      }
    }
    console.log(`distinct looks: ${pairs} pairs compared, least ${(least * 100).toFixed(1)} %`);
    expect(pairs).toBeGreaterThan(20);
    expect(tooAlike, compared.join('\n')).toEqual([]);
  });

  it('tells two garments apart and a garment from itself not at all', async () => {
    expect(await frontDiff('tshirt', 'tshirt')).toBe(0);
    expect(await frontDiff('tshirt', 'hoodie')).toBeGreaterThan(MIN_DIFF);
    expect(youthPair('Youth B-Core Tee', 'B-Core Tee')).toBe(true);
    expect(youthPair("Women's B-Core Tee", 'B-Core Tee')).toBe(false);
  });
});
