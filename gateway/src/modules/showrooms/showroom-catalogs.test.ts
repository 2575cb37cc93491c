/**
 * The pure showroom rules (P6): settings with their defaults, template catalogs in the playbook
 * default-catalog order, the products shown (each style once), a product's place, and the team
 * look a showroom draws.
 */
import { describe, expect, it } from 'vitest';
import {
  lookKey,
  productPlace,
  showroomCatalogs,
  showroomSettingsJson,
  showroomSettingsOf,
  showroomTeamLook,
  shownProducts,
  templateCatalogs,
} from './showroom-catalogs.js';

type Style = { id: string; category: 'UNIFORM' | 'SPIRITWEAR' | 'COACHES'; genders: string[]; sports: string[] };
const style = (id: string, category: Style['category'], sports: string[], genders = ['MEN']): Style => ({
  id,
  category,
  genders,
  sports,
});

const STYLES: Style[] = [
  style('TEE', 'SPIRITWEAR', ['hoops', 'run'], ['UNISEX']),
  style('JW', 'UNIFORM', ['hoops'], ['WOMEN']),
  style('JM', 'UNIFORM', ['hoops']),
  style('COACH', 'COACHES', ['hoops']),
  style('SHORT', 'UNIFORM', ['run']),
];
const SPORTS = [
  { id: 'hoops', name: 'Basketball' },
  { id: 'swim', name: 'Swimming' },
  { id: 'run', name: 'Track' },
];

describe('showroomSettingsOf', () => {
  it('reads the demo seed shape and fills the defaults', () => {
    expect(
      showroomSettingsOf({
        mascot: ' Eagles ',
        catalogs: [
          { sportId: 'run', selected: true },
          { sportId: 'hoops', selected: false },
          { sportId: 'run', selected: true },
          'junk',
        ],
        decorationFillColorId: 2,
        decorationOutlineColorId: 23,
        fonts: ['full block', 'bebas', 'bebas', 7],
      }),
    ).toEqual({
      mascot: 'Eagles',
      selected: ['run'],
      look: { fillColorId: 2, outlineColorId: 23, font: 'full block' },
      fonts: ['full block', 'bebas'],
      showDealerPhone: false,
      showDealerEmail: false,
    });
    expect(showroomSettingsOf(null)).toEqual({
      mascot: null,
      selected: [],
      look: { fillColorId: 25, outlineColorId: 23, font: 'full block' },
      fonts: ['full block'],
      showDealerPhone: false,
      showDealerEmail: false,
    });
    // Only a stored true shows the dealer's contact.
    expect(showroomSettingsOf({ showDealerPhone: 'yes', showDealerEmail: true })).toMatchObject({
      showDealerPhone: false,
      showDealerEmail: true,
    });
  });

  it('keeps a saved font only when it is offered; round-trips through the stored JSON', () => {
    expect(showroomSettingsOf({ fonts: ['anton', 'bebas'], font: 'bebas' }).look.font).toBe('bebas');
    expect(showroomSettingsOf({ fonts: ['anton'], font: 'bebas' }).look.font).toBe('anton');
    const s = showroomSettingsOf({
      mascot: 'Lions',
      catalogs: [{ sportId: 'hoops', selected: true }],
      fonts: ['bebas'],
      showDealerPhone: true,
    });
    expect(s.showDealerPhone).toBe(true);
    expect(showroomSettingsOf(JSON.parse(showroomSettingsJson(s)))).toEqual(s);
  });
});

describe('catalogs and products', () => {
  const catalogs = templateCatalogs(SPORTS, STYLES);

  it('orders each sport’s styles as the playbook default catalogs and drops sports without products', () => {
    expect(catalogs).toEqual([
      { sport: SPORTS[0], styleIds: ['JM', 'JW', 'TEE', 'COACH'] },
      { sport: SPORTS[2], styleIds: ['SHORT', 'TEE'] },
    ]);
  });

  it('shows the selected catalogs’ products, each style once under its first catalog', () => {
    const both = showroomCatalogs(7, catalogs, ['run', 'hoops']);
    expect(both.map((c) => [c.sport.id, c.selected, c.projectId])).toEqual([
      ['hoops', true, 7],
      ['run', true, 7],
    ]);
    expect(shownProducts(both)).toEqual([
      { styleId: 'JM', catalogId: 'hoops' },
      { styleId: 'JW', catalogId: 'hoops' },
      { styleId: 'TEE', catalogId: 'hoops' },
      { styleId: 'COACH', catalogId: 'hoops' },
      { styleId: 'SHORT', catalogId: 'run' },
    ]);
    const run = showroomCatalogs(7, catalogs, ['run']);
    expect(shownProducts(run)).toEqual([
      { styleId: 'SHORT', catalogId: 'run' },
      { styleId: 'TEE', catalogId: 'run' },
    ]);
    expect(shownProducts(showroomCatalogs(7, catalogs, []))).toEqual([]);
  });

  it('lists one catalog alone, selected or not; null for a catalog it does not have', () => {
    const run = showroomCatalogs(7, catalogs, ['run']);
    expect(shownProducts(run, 'hoops')?.map((p) => p.styleId)).toEqual(['JM', 'JW', 'TEE', 'COACH']);
    expect(shownProducts(run, 'swim')).toBeNull();
  });

  it('places a product under its first selected catalog, else its first catalog', () => {
    const run = showroomCatalogs(7, catalogs, ['run']);
    expect(productPlace(run, 'TEE')).toEqual({ styleId: 'TEE', catalogId: 'run' });
    expect(productPlace(run, 'COACH')).toEqual({ styleId: 'COACH', catalogId: 'hoops' });
    expect(productPlace(run, 'NOPE')).toBeNull();
  });
});

describe('the team look of a showroom', () => {
  const drawing = {
    colorIds: [2, 25, 23],
    teamName: 'Lincoln High School',
    mascot: 'Lions',
    logoId: 4,
    look: { fillColorId: 13, outlineColorId: 19, font: 'bebas' },
  };

  it('draws the mascot (else the team name), the logo, number 00 and the look', () => {
    expect(showroomTeamLook(drawing)).toEqual({
      teamName: 'Lions',
      logoId: 4,
      number: '00',
      textStyle: { fillColorId: 13, outline1ColorId: 19, font: 'bebas' },
    });
    expect(showroomTeamLook({ ...drawing, mascot: null }).teamName).toBe('Lincoln High School');
  });

  it('changes its key with anything drawn, not with what is not', () => {
    const key = JSON.stringify(lookKey(drawing));
    expect(JSON.stringify(lookKey({ ...drawing }))).toBe(key);
    expect(JSON.stringify(lookKey({ ...drawing, teamName: 'Other' }))).toBe(key);
    for (const other of [
      { ...drawing, mascot: 'Tigers' },
      { ...drawing, logoId: null },
      { ...drawing, colorIds: [2, 25, 24] },
      { ...drawing, look: { ...drawing.look, font: 'anton' } },
    ])
      expect(JSON.stringify(lookKey(other))).not.toBe(key);
  });
});
