import { DEFAULT_PERSONALISATION_RULE } from '@tas/rules';
import { describe, expect, it } from 'vitest';
import {
  centsOf,
  formFieldOf,
  itemsInput,
  itemsSchema,
  itemsValues,
  newItemValues,
  withoutItem,
} from './store-items-form';
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
    ref: '7',
    configurationShortId: '',
    name: ' Jersey ',
    sizes: ['L', 'S'],
    dealerPrice: '30',
    fundraising: '5.5',
    required: false,
    maxPerBuyer: '',
    rules: { ...DEFAULT_PERSONALISATION_RULE, nameCharacters: [...DEFAULT_PERSONALISATION_RULE.nameCharacters] },
  };
  it("sends sizes in the style's order and prices in cents", () => {
    expect(itemsInput({ items: [item], bundles: [] }, new Map([['7', ['S', 'M', 'L']]]))).toEqual({
      items: [
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
      ],
      bundles: [],
    });
  });
  it("refuses a rule the gateway would, on the rule's field", () => {
    const issues = (v: object) =>
      itemsSchema.safeParse({ items: [{ ...item, ...v }], bundles: [] }).error?.issues.map((i) => i.path.join('.'));
    expect(issues({ rules: { ...item.rules, numberMin: 50, numberMax: 10 } })).toEqual(['items.0.rules.numberMax']);
    expect(issues({ sizes: [] })).toEqual(['items.0.sizes']);
    expect(issues({ maxPerBuyer: '0' })).toEqual(['items.0.maxPerBuyer']);
    expect(issues({})).toBeUndefined();
  });
});

describe('store items form: added items and bundles', () => {
  const kept = itemsValues([]).items;
  const jersey = newItemValues(
    'new-1',
    'cfgJersey',
    { name: 'Jersey', sizes: ['S', 'M'] },
    { name: true, number: false },
  );
  const shorts = {
    ...newItemValues('new-2', 'cfgShorts', { name: 'Shorts', sizes: ['M'] }, { name: false, number: true }),
    dealerPrice: '20',
  };
  const kit = { name: ' Game kit ', itemRefs: ['new-2', 'new-1'], price: '45', fundraising: '5', required: true };

  it('adds a design with every size, its price left to the gateway, name and number as it prints them', () => {
    expect(kept).toEqual([]);
    expect(jersey).toMatchObject({ id: '', configurationShortId: 'cfgJersey', sizes: ['S', 'M'], dealerPrice: '' });
    expect([jersey.rules.nameOffered, jersey.rules.numberOffered]).toEqual([true, false]);
  });
  it("sends new items by configuration and bundles by their items' positions", () => {
    const sizes = new Map([
      ['new-1', ['S', 'M']],
      ['new-2', ['M']],
    ]);
    const input = itemsInput({ items: [jersey, shorts], bundles: [kit] }, sizes);
    expect(
      input.items.map((i) => [
        'id' in i,
        'configurationShortId' in i ? i.configurationShortId : null,
        i.dealerPriceCents,
      ]),
    ).toEqual([
      [false, 'cfgJersey', null],
      [false, 'cfgShorts', 2000],
    ]);
    expect(input.bundles).toEqual([
      { name: 'Game kit', itemIndexes: [1, 0], priceCents: 4500, fundraisingCents: 500, required: true },
    ]);
  });
  it('drops a removed item from the bundles too', () => {
    expect(withoutItem({ items: [jersey, shorts], bundles: [kit] }, 'new-2')).toEqual({
      items: [jersey],
      bundles: [{ ...kit, itemRefs: ['new-1'] }],
    });
  });
  it("refuses a bundle the gateway would, and a kept item's empty price", () => {
    const issues = (v: object) =>
      itemsSchema
        .safeParse({ items: [jersey, shorts], bundles: [{ ...kit, ...v }] })
        .error?.issues.map((i) => i.path.join('.'));
    expect(issues({})).toBeUndefined();
    expect(issues({ itemRefs: ['new-1'] })).toEqual(['bundles.0.itemRefs']);
    expect(issues({ fundraising: '46' })).toEqual(['bundles.0.fundraising']);
    expect(issues({ name: ' ', price: 'x' })).toEqual(['bundles.0.name', 'bundles.0.price']);
    const keptEmpty = { ...jersey, id: '7', dealerPrice: '' };
    expect(
      itemsSchema.safeParse({ items: [keptEmpty], bundles: [] }).error?.issues.map((i) => i.path.join('.')),
    ).toEqual(['items.0.dealerPrice']);
  });
  it("names the form's field of a gateway field error", () => {
    expect(formFieldOf('items.2.dealerPriceCents')).toBe('items.2.dealerPrice');
    expect(formFieldOf('items.0.rules.numberMax')).toBe('items.0.rules.numberMax');
    expect(formFieldOf('bundles.1.itemIndexes')).toBe('bundles.1.itemRefs');
    expect(formFieldOf('bundles.0.priceCents')).toBe('bundles.0.price');
    expect(formFieldOf('items')).toBeNull();
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
