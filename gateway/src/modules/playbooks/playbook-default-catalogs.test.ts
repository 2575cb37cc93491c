/**
 * The default catalogs of a sport (P3; original sections 4 and 5): made from the seed's
 * basketball styles and from small cases, in the given order, filled 3 to a page (PAGE_FILL).
 */
import { describe, expect, it } from 'vitest';

import { buildStyleCatalog } from '../../../migrations/seed/styles.js';
import { defaultCatalogs } from './playbook-pages.js';

describe('defaultCatalogs (P3: the catalogs a sport starts with)', () => {
  const style = (id: string, category: 'UNIFORM' | 'SPIRITWEAR' | 'COACHES', genders: string[]) => ({
    id,
    category,
    genders,
  });

  it("makes Uniforms, Women's Uniforms and Fan Gear from the seed's basketball styles, 3 to a page", () => {
    const basketball = buildStyleCatalog()
      .styles.filter((s) => (s.sports as string[]).includes('fsg-basketball'))
      .sort((a, b) => a.sort_order - b.sort_order)
      .map((s) => ({ id: s.id, category: s.category, genders: s.genders }));
    const pages = (ids: string[]) =>
      ids.map((styleId, i) => ({ styleId, pageIndex: Math.floor(i / 3) + 1, pageOrder: (i % 3) + 1 }));
    expect(defaultCatalogs(basketball)).toEqual([
      {
        name: 'Uniforms',
        catalogType: 'UNIFORM',
        gender: null,
        products: pages([
          'CG2100',
          'CG2100Y',
          'CG2150',
          'CG2170',
          'CG2200',
          'CG2200Y',
          'CG9150',
          'BC2600',
          'BC2650',
          'BD8900',
          'BD8910',
          'BD8920',
          'AL538J',
          'AL538JY',
          'AL538P',
          'AL538PY',
        ]),
      },
      { name: "Women's Uniforms", catalogType: 'UNIFORM', gender: 'WOMEN', products: pages(['CG2100W']) },
      { name: 'Fan Gear', catalogType: 'SPIRITWEAR', gender: null, products: pages(['CG1200']) },
    ]);
  });

  it('keeps the given order, leaves out empty catalogs and puts coaches wear in Coaches', () => {
    expect(
      defaultCatalogs([
        style('C1', 'COACHES', ['UNISEX']),
        style('U2', 'UNIFORM', ['MEN', 'WOMEN']),
        style('U1', 'UNIFORM', []),
        style('C2', 'COACHES', ['WOMEN']),
      ]),
    ).toEqual([
      {
        name: 'Uniforms',
        catalogType: 'UNIFORM',
        gender: null,
        products: [
          { styleId: 'U2', pageIndex: 1, pageOrder: 1 },
          { styleId: 'U1', pageIndex: 1, pageOrder: 2 },
        ],
      },
      {
        name: 'Coaches',
        catalogType: 'COACHES',
        gender: null,
        products: [
          { styleId: 'C1', pageIndex: 1, pageOrder: 1 },
          { styleId: 'C2', pageIndex: 1, pageOrder: 2 },
        ],
      },
    ]);
  });

  it('fills pages of 3: the 4th product opens page 2, the 7th page 3', () => {
    const styles = Array.from({ length: 7 }, (_, i) => style(`W${i + 1}`, 'UNIFORM', ['WOMEN']));
    const [women] = defaultCatalogs(styles);
    expect(women!.name).toBe("Women's Uniforms");
    expect(women!.products.map((p) => [p.styleId, p.pageIndex, p.pageOrder])).toEqual([
      ['W1', 1, 1],
      ['W2', 1, 2],
      ['W3', 1, 3],
      ['W4', 2, 1],
      ['W5', 2, 2],
      ['W6', 2, 3],
      ['W7', 3, 1],
    ]);
  });

  it('makes no catalog for a sport without styles', () => {
    expect(defaultCatalogs([])).toEqual([]);
  });
});
