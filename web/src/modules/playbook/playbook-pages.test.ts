import { describe, expect, it } from 'vitest';
import { indexEntries, inkOn, pageGenderLabel, teamTheme, toggleValue } from './playbook-pages';

const sport = (id: string) => ({ id, name: id.toUpperCase() });
const catalog = (id: string) => ({ id, name: `Catalog ${id}` });

describe('playbook index (P3)', () => {
  it('lists each sport at its first product page, with its catalogs', () => {
    const pages = [
      { number: 1, kind: 'COVER' as const },
      { number: 2, kind: 'INDEX' as const },
      { number: 3, kind: 'PRODUCTS' as const, sport: sport('fb'), catalog: catalog('u') },
      { number: 4, kind: 'PRODUCTS' as const, sport: sport('fb'), catalog: catalog('u') },
      { number: 5, kind: 'PRODUCTS' as const, sport: sport('fb'), catalog: catalog('f') },
      { number: 6, kind: 'PRODUCTS' as const, sport: sport('bb'), catalog: catalog('b') },
      { number: 7, kind: 'BACK_COVER' as const },
    ];
    expect(indexEntries(pages)).toEqual([
      {
        sportId: 'fb',
        name: 'FB',
        page: 3,
        catalogs: [
          { id: 'u', name: 'Catalog u', page: 3 },
          { id: 'f', name: 'Catalog f', page: 5 },
        ],
      },
      { sportId: 'bb', name: 'BB', page: 6, catalogs: [{ id: 'b', name: 'Catalog b', page: 6 }] },
    ]);
  });

  it("lists a catalog's name once per sport, and not under a sport of the same name", () => {
    const named = (id: string, name: string) => ({ id, name });
    const pages = [
      { number: 3, kind: 'PRODUCTS' as const, sport: named('fb', 'Football'), catalog: named('u', 'Uniforms') },
      { number: 4, kind: 'PRODUCTS' as const, sport: named('fb', 'Football'), catalog: named('f1', 'Fan Gear') },
      { number: 5, kind: 'PRODUCTS' as const, sport: named('fb', 'Football'), catalog: named('f2', 'Fan Gear') },
      { number: 6, kind: 'PRODUCTS' as const, sport: named('tr', 'Fan Gear'), catalog: named('tu', 'Uniforms') },
      { number: 7, kind: 'PRODUCTS' as const, sport: named('tr', 'Fan Gear'), catalog: named('tf', 'fan gear ') },
      { number: 8, kind: 'PRODUCTS' as const, sport: named('tr', 'Fan Gear'), catalog: named('tc', 'Coaches') },
    ];
    expect(indexEntries(pages)).toEqual([
      {
        sportId: 'fb',
        name: 'Football',
        page: 3,
        catalogs: [
          { id: 'u', name: 'Uniforms', page: 3 },
          { id: 'f1', name: 'Fan Gear', page: 4 },
        ],
      },
      {
        sportId: 'tr',
        name: 'Fan Gear',
        page: 6,
        catalogs: [
          { id: 'tu', name: 'Uniforms', page: 6 },
          { id: 'tc', name: 'Coaches', page: 8 },
        ],
      },
    ]);
  });

  it('follows the numbers of the pages shown (no cover and index)', () => {
    const pages = [
      { number: 1, kind: 'PRODUCTS' as const, sport: sport('fb'), catalog: null },
      { number: 2, kind: 'BACK_COVER' as const },
    ];
    expect(indexEntries(pages)).toEqual([{ sportId: 'fb', name: 'FB', page: 1, catalogs: [] }]);
    expect(indexEntries([])).toEqual([]);
  });
});

describe('filter toggles (P3)', () => {
  it('adds a missing value and removes a present one', () => {
    expect(toggleValue(['MEN'], 'WOMEN')).toEqual(['MEN', 'WOMEN']);
    expect(toggleValue(['MEN', 'WOMEN'], 'MEN')).toEqual(['WOMEN']);
    expect(toggleValue([], 'STOCK')).toEqual(['STOCK']);
  });

  it('labels page genders', () => {
    expect(pageGenderLabel('WOMEN')).toBe("Women's");
    expect(pageGenderLabel(null)).toBeNull();
    expect(pageGenderLabel('UNISEX')).toBeNull();
  });
});

describe('team theme', () => {
  it('picks readable ink on team colours', () => {
    expect(inkOn('#000000')).toBe('#ffffff');
    expect(inkOn('#FFD700')).toBe('#111827');
    expect(inkOn('#003366')).toBe('#ffffff');
  });

  it('gives three colours, with fallbacks', () => {
    const theme = teamTheme([{ hex: '#cc0000' }]);
    expect(theme['--pb-1']).toBe('#cc0000');
    expect(theme['--pb-2']).toBe('#64748b');
    expect(theme['--pb-1-ink']).toBe('#ffffff');
  });

  it('keeps every mark on the paper and every stripe on the first colour at 3:1', () => {
    // Maroon/White/Gold: white marks on the white paper become maroon, gold ones too (1.73:1).
    const theme = teamTheme([{ hex: '#5C1F2E' }, { hex: '#FFFFFF' }, { hex: '#FFB81C' }]);
    expect(theme['--pb-1-mark']).toBe('#5C1F2E');
    expect(theme['--pb-2-mark']).toBe('#5C1F2E');
    expect(theme['--pb-3-mark']).toBe('#5C1F2E');
    // On maroon, white and gold both show.
    expect(theme['--pb-2-on-1']).toBe('#FFFFFF');
    expect(theme['--pb-3-on-1']).toBe('#FFB81C');
    // White/Gold/Silver: nothing shows on the paper, so marks are black; on white, gold fails too.
    const pale = teamTheme([{ hex: '#FFFFFF' }, { hex: '#FFB81C' }, { hex: '#C0C0C0' }]);
    expect(pale['--pb-1-mark']).toBe('#000000');
    expect(pale['--pb-2-on-1']).toBe('#000000');
    expect(pale['--pb-1-ink']).toBe('#111827');
  });
});
