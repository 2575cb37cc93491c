import { describe, expect, it } from 'vitest';
import {
  choiceStorageKey,
  isEmbedded,
  mayTeamLinkSave,
  parseChoice,
  readChoice,
  showroomRedirect,
  shownCatalogs,
  toggleCatalog,
  writeChoice,
} from './showroom-choice';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const catalogs = [
  { id: 'fsg-basketball', productCount: 9 },
  { id: 'fsg-football', productCount: 4 },
  { id: 'fsg-track', productCount: 0 },
];

describe('stored choices (P6: a visitor selection and box stay in the browser)', () => {
  it('keeps one choice per dealer code, case-insensitively', () => {
    const storage = memoryStorage();
    writeChoice('demo01', { catalogIds: ['fsg-football'], look: null }, storage);
    expect(choiceStorageKey('demo01')).toBe('tas.showroom.DEMO01');
    expect(readChoice('DEMO01', storage)).toEqual({ catalogIds: ['fsg-football'], look: null });
    expect(readChoice('OTHER1', storage)).toBeNull();
  });

  it('returns the same object while the stored text is unchanged', () => {
    const storage = memoryStorage();
    writeChoice('D1', { catalogIds: ['a'], look: { fillColorId: '1', outlineColorId: '2', font: 'anton' } }, storage);
    const first = readChoice('D1', storage);
    expect(readChoice('D1', storage)).toBe(first);
    writeChoice('D1', { catalogIds: ['b'], look: null }, storage);
    expect(readChoice('D1', storage)).not.toBe(first);
  });

  it('refuses corrupted or foreign values', () => {
    expect(parseChoice(null)).toBeNull();
    expect(parseChoice('{')).toBeNull();
    expect(parseChoice('"x"')).toBeNull();
    expect(parseChoice('{"catalogIds":"a"}')).toBeNull();
    expect(parseChoice('{"catalogIds":[1]}')).toBeNull();
    expect(parseChoice('{"catalogIds":["a","a"],"look":{"fillColorId":"1"}}')).toEqual({
      catalogIds: ['a'],
      look: null,
    });
  });
});

describe('catalog selection', () => {
  it('toggles a catalog and keeps the showroom order', () => {
    expect(toggleCatalog(['fsg-football'], 'fsg-basketball', true, catalogs)).toEqual([
      'fsg-basketball',
      'fsg-football',
    ]);
    expect(toggleCatalog(['fsg-basketball', 'fsg-football'], 'fsg-basketball', false, catalogs)).toEqual([
      'fsg-football',
    ]);
    expect(toggleCatalog([], 'gone', true, catalogs)).toEqual([]);
  });

  it('shows the chosen catalogs that have products, in order', () => {
    expect(shownCatalogs(['fsg-track', 'fsg-football', 'fsg-basketball'], catalogs).map((c) => c.id)).toEqual([
      'fsg-basketball',
      'fsg-football',
    ]);
  });
});

describe('showroom route rules (P6)', () => {
  const chosen = { catalogIds: ['fsg-football'], look: null };

  it('starts customisation at home: a fresh visit to the catalogue or a product goes home', () => {
    expect(showroomRedirect('catalogue', { choice: null, catalogs })).toBe('start-at-home');
    expect(showroomRedirect('product', { choice: null, catalogs })).toBe('start-at-home');
  });

  it('opens a product with a saved configuration without a choice (a locker item)', () => {
    expect(showroomRedirect('product', { choice: null, catalogs, hasSavedConfiguration: true })).toBeNull();
    expect(showroomRedirect('product', { choice: chosen, catalogs })).toBeNull();
  });

  it('sends an empty catalogue home', () => {
    expect(showroomRedirect('catalogue', { choice: { catalogIds: [], look: null }, catalogs })).toBe(
      'nothing-selected',
    );
    expect(showroomRedirect('catalogue', { choice: { catalogIds: ['gone'], look: null }, catalogs })).toBe(
      'nothing-selected',
    );
    expect(showroomRedirect('catalogue', { choice: { catalogIds: ['fsg-track'], look: null }, catalogs })).toBe(
      'no-products',
    );
    expect(showroomRedirect('catalogue', { choice: chosen, catalogs })).toBeNull();
  });
});

describe('team-link save (P6, section 4)', () => {
  it('is made only by a caller who may edit, unlocked, not embedded', () => {
    expect(mayTeamLinkSave({ canEdit: true, locked: false }, false)).toBe(true);
    expect(mayTeamLinkSave({ canEdit: false, locked: false }, false)).toBe(false);
    expect(mayTeamLinkSave({ canEdit: true, locked: true }, false)).toBe(false);
    expect(mayTeamLinkSave({ canEdit: true, locked: false }, true)).toBe(false);
  });

  it('tells a framed page', () => {
    const top = {} as Window;
    expect(isEmbedded({ self: top, top } as unknown as Window)).toBe(false);
    expect(isEmbedded({ self: {} as Window, top } as unknown as Window)).toBe(true);
    const refusing = {
      self: {},
      get top(): Window {
        throw new Error('cross-origin');
      },
    };
    expect(isEmbedded(refusing as unknown as Window)).toBe(true);
  });
});
