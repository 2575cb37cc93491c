import { describe, expect, it } from 'vitest';
import { cartLineInputs, newIdempotencyKey, priceCart, readCart, writeCart, type CartLine } from './cart';
import { personaliseSpec, personalisedFields } from './store-spec';
import { formatInZone, formatTimeLeft, fromZonedInput, timeLeft, toZonedInput } from './store-time';

const spec = {
  colors: ['#000000'],
  decorations: [
    { contentType: 'CUSTOM_TEXT' as const, text: 'Hawks' },
    { contentType: 'PLAYER_NAME' as const, text: 'Player Name' },
    { contentType: 'PLAYER_NUMBER' as const, text: '00' },
    { contentType: 'PLAYER_NUMBER' as const, text: '00' },
  ],
};

describe('personaliseSpec', () => {
  it('writes the typed name and number over every name and number decoration', () => {
    const out = personaliseSpec(spec, { playerName: '  Ana   Diaz ', playerNumber: '12' });
    expect(out.decorations.map((d) => d.text)).toEqual(['Hawks', 'Ana Diaz', '12', '12']);
    expect(spec.decorations[1]!.text).toBe('Player Name');
  });
  it('leaves out a name or number left empty, never the placeholder', () => {
    const out = personaliseSpec(spec, { playerName: '', playerNumber: '7' });
    expect(out.decorations.map((d) => [d.contentType, d.text])).toEqual([
      ['CUSTOM_TEXT', 'Hawks'],
      ['PLAYER_NUMBER', '7'],
      ['PLAYER_NUMBER', '7'],
    ]);
  });
  it('returns the spec itself when nothing differs', () => {
    expect(personaliseSpec(spec, { playerName: 'Player Name', playerNumber: '00' })).toBe(spec);
  });
  it('tells which fields the garment prints', () => {
    expect(personalisedFields(spec)).toEqual({ name: true, number: true });
    expect(personalisedFields({ decorations: [spec.decorations[0]!] })).toEqual({ name: false, number: false });
  });
});

describe('store time', () => {
  const now = Date.parse('2026-12-06T12:00:00Z');
  it('counts down to the close and stops once it passed', () => {
    expect(timeLeft('2026-12-09T16:05:09Z', now)).toEqual({ days: 3, hours: 4, minutes: 5, seconds: 9 });
    expect(timeLeft('2026-12-06T12:00:00Z', now)).toBeNull();
    expect(timeLeft(null, now)).toBeNull();
    expect(formatTimeLeft({ days: 3, hours: 4, minutes: 5, seconds: 9 })).toBe('3 days 4 h 05 min');
    expect(formatTimeLeft({ days: 1, hours: 0, minutes: 0, seconds: 0 })).toBe('1 day 0 h 00 min');
    expect(formatTimeLeft({ days: 0, hours: 4, minutes: 5, seconds: 9 })).toBe('4 h 05 min 09 s');
    expect(formatTimeLeft({ days: 0, hours: 0, minutes: 0, seconds: 59 })).toBe('59 s');
  });
  it("shows a moment in the store's zone", () => {
    expect(formatInZone('2026-12-19T05:59:00Z', 'America/Chicago')).toBe('Fri, Dec 18, 2026, 11:59 PM CST');
    expect(formatInZone('2026-12-19T05:59:00Z', 'Not/AZone')).toBe('Sat, Dec 19, 2026, 5:59 AM UTC');
  });
  it('turns wall-clock input in the zone into an instant and back, across daylight saving', () => {
    expect(fromZonedInput('2026-12-18T23:59', 'America/Chicago')).toBe('2026-12-19T05:59:00.000Z');
    expect(fromZonedInput('2026-07-01T09:00', 'America/Chicago')).toBe('2026-07-01T14:00:00.000Z');
    expect(toZonedInput('2026-07-01T14:00:00.000Z', 'America/Chicago')).toBe('2026-07-01T09:00');
    expect(fromZonedInput('2026-07-01', 'America/Chicago')).toBeNull();
  });
});

describe('cart', () => {
  const items = [
    { id: 'a', name: 'Jersey', priceCents: 3000, fundraisingCents: 500 },
    { id: 'b', name: 'Shorts', priceCents: 1999, fundraisingCents: 0 },
  ];
  const lines: CartLine[] = [
    { key: '1', itemId: 'a', size: 'M', playerName: ' Ana ', playerNumber: '12' },
    { key: '2', itemId: 'b', size: 'YL', playerName: '', playerNumber: '' },
    { key: '3', itemId: 'gone', size: 'S', playerName: '', playerNumber: '' },
  ];
  it('prices each line with tax rounded once per line, and the totals', () => {
    const { lines: priced, totals } = priceCart(lines, items, 825);
    expect(priced.map((l) => [l.key, l.unitPriceCents, l.fundraisingCents, l.taxCents, l.totalCents])).toEqual([
      ['1', 3000, 500, 248, 3248],
      ['2', 1999, 0, 165, 2164],
    ]);
    expect(totals).toEqual({ subtotalCents: 4999, fundraisingCents: 500, taxCents: 413, totalCents: 5412 });
  });
  it('sends lines as checkout takes them', () => {
    expect(cartLineInputs(lines.slice(0, 2))).toEqual([
      { itemId: 'a', size: 'M', playerName: 'Ana', playerNumber: '12' },
      { itemId: 'b', size: 'YL' },
    ]);
  });
  it('keeps the cart in storage and ignores what it cannot read', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
    writeCart(storage, 'k', lines.slice(0, 1));
    expect(readCart(storage, 'k')).toEqual(lines.slice(0, 1));
    map.set('k', '[{"key":1}, "x"]');
    expect(readCart(storage, 'k')).toEqual([]);
    map.set('k', '{');
    expect(readCart(storage, 'k')).toEqual([]);
    writeCart(storage, 'k', []);
    expect(map.has('k')).toBe(false);
  });
  it('makes URL-safe idempotency keys of 32 characters', () => {
    const key = newIdempotencyKey(() => new Uint8Array(24).fill(251));
    expect(key).toBe('-_v7-_v7-_v7-_v7-_v7-_v7-_v7-_v7');
    expect(newIdempotencyKey()).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});
