import { DEFAULT_PERSONALISATION_RULE } from '@tas/garments';
import { describe, expect, it } from 'vitest';
import { centsOf, itemsInput, itemsSchema } from './store-items-form';
import { settingsInput, settingsSchema, settingsValues } from './store-settings-form';
import { checkoutSchema } from './checkout-form';

describe('store settings form', () => {
  const store = {
    title: 'Spirit wear',
    teamName: 'Hawks',
    timezone: 'America/Chicago',
    opensAt: null,
    advertisedCloseAt: '2026-12-19T05:59:00.000Z',
    hardCloseAt: '2026-12-21T05:59:00.000Z',
    fulfilment: 'BULK' as const,
    groupLabel: null,
    taxRateBasisPoints: 825,
    paymentMethods: ['PAY_LATER' as const],
    payLaterDays: 7,
  };
  it("shows the dates in the store's zone and the tax as a percentage, and sends them back unchanged", () => {
    const values = settingsValues(store);
    expect(values).toMatchObject({
      advertisedCloseAt: '2026-12-18T23:59',
      hardCloseAt: '2026-12-20T23:59',
      opensAt: '',
      taxPercent: '8.25',
      card: false,
      payLater: true,
    });
    expect(settingsInput(values)).toEqual({
      title: 'Spirit wear',
      teamName: 'Hawks',
      timezone: 'America/Chicago',
      advertisedCloseAt: '2026-12-19T05:59:00.000Z',
      hardCloseAt: '2026-12-21T05:59:00.000Z',
      fulfilment: 'BULK',
      groupLabel: '',
      taxRateBasisPoints: 825,
      paymentMethods: ['PAY_LATER'],
      payLaterDays: 7,
    });
  });
  it('sends a new passcode, or "" to remove it', () => {
    const values = settingsValues(store);
    expect(settingsInput({ ...values, passcode: 'open-sesame' }).passcode).toBe('open-sesame');
    expect(settingsInput({ ...values, removePasscode: true }).passcode).toBe('');
  });
  it('names the field of a bad value', () => {
    const paths = (v: object) =>
      settingsSchema.safeParse({ ...settingsValues(store), ...v }).error?.issues.map((i) => i.path.join('.'));
    expect(paths({ card: false, payLater: false })).toEqual(['payLater']);
    expect(paths({ taxPercent: '25.01' })).toEqual(['taxPercent']);
    expect(paths({ taxPercent: '8.255' })).toEqual(['taxPercent']);
    expect(paths({ hardCloseAt: '2026-12-18T23:58' })).toEqual(['hardCloseAt']);
    expect(paths({ passcode: 'short' })).toEqual(['passcode']);
    expect(paths({})).toBeUndefined();
  });
});

describe('store items form', () => {
  it('reads dollars as typed into cents', () => {
    expect([centsOf('12'), centsOf('12.5'), centsOf(' 12.05 '), centsOf('0.99')]).toEqual([1200, 1250, 1205, 99]);
    expect([centsOf(''), centsOf('1.234'), centsOf('-1'), centsOf('1e3')]).toEqual([null, null, null, null]);
  });
  const item = {
    id: '7',
    name: ' Jersey ',
    sizes: ['L', 'S'],
    dealerPrice: '30',
    fundraising: '5.5',
    required: false,
    maxPerBuyer: '',
    rules: { ...DEFAULT_PERSONALISATION_RULE, nameCharacters: [...DEFAULT_PERSONALISATION_RULE.nameCharacters] },
  };
  it("sends sizes in the style's order and prices in cents", () => {
    expect(itemsInput({ items: [item] }, new Map([['7', ['S', 'M', 'L']]]))).toEqual([
      {
        id: '7',
        name: 'Jersey',
        sizes: ['S', 'L'],
        dealerPriceCents: 3000,
        fundraisingCents: 550,
        required: false,
        maxPerBuyer: null,
        rules: item.rules,
      },
    ]);
  });
  it("refuses a rule the gateway would, on the rule's field", () => {
    const issues = (v: object) =>
      itemsSchema.safeParse({ items: [{ ...item, ...v }] }).error?.issues.map((i) => i.path.join('.'));
    expect(issues({ rules: { ...item.rules, numberMin: 50, numberMax: 10 } })).toEqual(['items.0.rules.numberMax']);
    expect(issues({ sizes: [] })).toEqual(['items.0.sizes']);
    expect(issues({ maxPerBuyer: '0' })).toEqual(['items.0.maxPerBuyer']);
    expect(issues({})).toBeUndefined();
  });
});

describe('checkout form', () => {
  const good = {
    buyerName: 'Pat',
    buyerEmail: 'pat@example.com',
    buyerPhone: '',
    playerName: '',
    group: '',
    paymentMethod: 'PAY_LATER',
  };
  it('asks for the group only when the store does', () => {
    expect(checkoutSchema({ groupRequired: false }).safeParse(good).success).toBe(true);
    expect(
      checkoutSchema({ groupRequired: true })
        .safeParse(good)
        .error?.issues.map((i) => i.path.join('.')),
    ).toEqual(['group']);
  });
  it('names a bad email and a missing payment method', () => {
    const result = checkoutSchema({ groupRequired: false }).safeParse({
      ...good,
      buyerEmail: 'pat',
      paymentMethod: undefined,
    });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['buyerEmail', 'paymentMethod']);
  });
});
