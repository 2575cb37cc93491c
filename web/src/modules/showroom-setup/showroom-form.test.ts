import { describe, expect, it } from 'vitest';
import {
  formFieldOf,
  NONE,
  showroomSchema,
  toggleCatalog,
  toggleFont,
  toShowroomInput,
  valuesOf,
  type SavedShowroom,
} from './showroom-form';

const SAVED: SavedShowroom = {
  teamName: 'Lincoln High School',
  mascot: 'Lions',
  customer: { id: '4' },
  colors: [{ id: '2' }, { id: '25' }, { id: '23' }],
  defaultLogo: { id: '9' },
  template: 'UA',
  catalogs: [
    { id: 'ua-football', selected: false },
    { id: 'ua-basketball', selected: true },
  ],
  look: { decorationFill: { id: '13' }, decorationOutline: { id: '19' }, font: 'bebas' },
  fonts: [{ key: 'full block' }, { key: 'bebas' }],
  visibility: 'PUBLISHED',
  showDealerPhone: false,
  showDealerEmail: true,
};

describe('showroom set-up form (P6)', () => {
  it('a new showroom starts as a draft in the default colours and look', () => {
    expect(valuesOf(null)).toEqual({
      teamName: '',
      mascot: '',
      customerId: NONE,
      colorIds: ['19', '13', '25'],
      logoId: NONE,
      template: 'FSG',
      catalogIds: [],
      fillColorId: '25',
      outlineColorId: '23',
      font: 'full block',
      fonts: ['full block'],
      published: false,
      showDealerPhone: false,
      showDealerEmail: false,
    });
  });

  it('reads a saved showroom and turns the values into the saveShowroom input', () => {
    const values = valuesOf(SAVED);
    expect(values).toMatchObject({ customerId: '4', logoId: '9', catalogIds: ['ua-basketball'], published: true });
    expect(toShowroomInput({ ...values, mascot: '  ', customerId: NONE, teamName: ' Lincoln ' })).toEqual({
      teamName: 'Lincoln',
      mascot: null,
      customerId: null,
      colorIds: ['2', '25', '23'],
      logoId: '9',
      template: 'UA',
      catalogIds: ['ua-basketball'],
      look: { decorationFillColorId: '13', decorationOutlineColorId: '19', font: 'bebas' },
      fonts: ['full block', 'bebas'],
      published: true,
      showDealerPhone: false,
      showDealerEmail: true,
    });
  });

  it('checks the fields as the gateway does', () => {
    const ok = valuesOf(SAVED);
    expect(showroomSchema.safeParse(ok).success).toBe(true);
    const issues = (v: object) =>
      showroomSchema.safeParse({ ...ok, ...v }).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ teamName: ' ' })).toEqual([['teamName', 'Enter the school or team name']]);
    expect(issues({ mascot: 'm'.repeat(41) })).toEqual([['mascot', 'Use at most 40 characters']]);
    expect(issues({ colorIds: ['2'] })).toEqual([['colorIds', 'Choose three team colours']]);
    expect(issues({ fonts: ['anton'] })).toEqual([['font', 'Choose one of the fonts offered']]);
  });

  it('shows a server error beside its field', () => {
    expect(formFieldOf('look.decorationFillColorId')).toBe('fillColorId');
    expect(formFieldOf('look.decorationOutlineColorId')).toBe('outlineColorId');
    expect(formFieldOf('look.font')).toBe('font');
    expect(formFieldOf('catalogIds.2')).toBe('catalogIds');
    expect(formFieldOf('colorIds.0')).toBe('colorIds');
    expect(formFieldOf('teamName')).toBe('teamName');
    expect(formFieldOf('template')).toBe('template');
    expect(formFieldOf('nope')).toBeNull();
  });

  it('keeps catalogs in the template order and always offers one font', () => {
    const order = ['a', 'b', 'c'];
    expect(toggleCatalog(['c'], 'a', order)).toEqual(['a', 'c']);
    expect(toggleCatalog(['a', 'c'], 'a', order)).toEqual(['c']);
    const fonts = ['x', 'y', 'z'];
    expect(toggleFont(['y'], 'y', 'x', fonts)).toEqual({ fonts: ['x', 'y'], font: 'y' });
    expect(toggleFont(['x', 'y'], 'y', 'y', fonts)).toEqual({ fonts: ['x'], font: 'x' });
    expect(toggleFont(['y'], 'y', 'y', fonts)).toEqual({ fonts: ['y'], font: 'y' });
  });
});
