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
});
