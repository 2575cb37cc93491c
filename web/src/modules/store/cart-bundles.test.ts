import { describe, expect, it } from 'vitest';
import { cartGroups, cartLineInputs, missingRequired, newBundleKey, priceCart, readCart, type CartLine } from './cart';

const items = [
  { id: 'j', name: 'Jersey', priceCents: 3000, fundraisingCents: 500, required: true },
  { id: 's', name: 'Shorts', priceCents: 2000, fundraisingCents: 0, required: false },
  { id: 'h', name: 'Hoodie', priceCents: 4500, fundraisingCents: 0, required: false },
];
const kit = {
  id: 'k',
  name: 'Game kit',
  itemIds: ['j', 's'],
  priceCents: 4500,
  fundraisingCents: 1000,
  required: true,
};
const line = (key: string, itemId: string, extra: Partial<CartLine> = {}): CartLine => ({
  key,
  itemId,
  size: 'M',
  playerName: '',
  playerNumber: '',
  ...extra,
});

describe('a cart with bundles', () => {
  const cart = [
    line('1', 'h'),
    line('2', 'j', { bundleId: 'k', bundleKey: 'a', playerName: 'Diaz', playerNumber: '12' }),
    line('3', 's', { bundleId: 'k', bundleKey: 'a', playerNumber: '12' }),
  ];

  it("splits the bundle's price and fundraising over its lines by their items' prices, tax per line", () => {
    const { lines, totals } = priceCart(cart, items, 825, [kit]);
    expect(lines.map((l) => [l.key, l.unitPriceCents, l.fundraisingCents, l.taxCents, l.totalCents])).toEqual([
      ['1', 4500, 0, 371, 4871],
      ['2', 2700, 600, 223, 2923],
      ['3', 1800, 400, 149, 1949],
    ]);
    expect(totals).toEqual({ subtotalCents: 9000, fundraisingCents: 1000, taxCents: 743, totalCents: 9743 });
  });

  it('shows each bundle bought as one group, lone lines alone, in cart order', () => {
    const second = [
      line('4', 's', { bundleId: 'k', bundleKey: 'b' }),
      line('5', 'j', { bundleId: 'k', bundleKey: 'b' }),
    ];
    const groups = cartGroups(priceCart([...cart, ...second], items, 0, [kit]).lines);
    expect(groups.map((g) => [g.key, g.bundleId, g.lines.map((l) => l.key)])).toEqual([
      ['1', null, ['1']],
      ['k|a', 'k', ['2', '3']],
      ['k|b', 'k', ['4', '5']],
    ]);
  });

  it('leaves out a bundle whose lines no longer hold each of its items once, or whose bundle went', () => {
    const half = [line('2', 'j', { bundleId: 'k', bundleKey: 'a' })];
    expect(priceCart(half, items, 0, [kit]).lines).toEqual([]);
    expect(priceCart(cart, items, 0, []).lines.map((l) => l.key)).toEqual(['1']);
    const noShorts = items.filter((i) => i.id !== 's');
    expect(priceCart(cart, noShorts, 0, [kit]).lines.map((l) => l.key)).toEqual(['1']);
  });

  it('names the required items and bundles the cart lacks', () => {
    expect(missingRequired([line('1', 'h')], items, [kit])).toEqual(['Jersey', 'Game kit']);
    expect(missingRequired([line('1', 'j')], items, [kit])).toEqual(['Game kit']);
    expect(missingRequired(cart, items, [kit])).toEqual([]);
  });

  it('sends bundle lines with their bundle id and key, and reads them back from storage', () => {
    expect(cartLineInputs(cart.slice(1))).toEqual([
      { itemId: 'j', size: 'M', playerName: 'Diaz', playerNumber: '12', bundleId: 'k', bundleKey: 'a' },
      { itemId: 's', size: 'M', playerNumber: '12', bundleId: 'k', bundleKey: 'a' },
    ]);
    const storage = { getItem: () => JSON.stringify([...cart, { ...line('9', 'j'), bundleId: 7 }]) };
    expect(readCart(storage, 'k')).toEqual(cart);
  });

  it('makes bundle keys of 12 URL-safe characters', () => {
    expect(newBundleKey(() => 0)).toBe('aaaaaaaaaaaa');
    expect(newBundleKey()).toMatch(/^[a-z0-9]{12}$/);
  });
});
