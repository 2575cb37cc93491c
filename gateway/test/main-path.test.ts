/**
 * The main job through the API: sign in, customer, snapsheet, product, logo,
 * configuration, locker with a roster and server prices, PDF export job. Real app, real HTTP,
 * real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { startHarness, type Harness } from './harness.js';
import { buildStyleCatalog } from '../migrations/seed/styles.js';

let h: Harness;
let token: string;

beforeAll(async () => {
  h = await startHarness();
  ({ token } = await h.signIn('ABC123'));
});
afterAll(async () => h?.close());

async function pngBase64(): Promise<string> {
  const png = await sharp({
    create: { width: 64, height: 48, channels: 4, background: { r: 200, g: 20, b: 40, alpha: 1 } },
  })
    .png()
    .toBuffer();
  return png.toString('base64');
}

/** The visitor's browser key (X-Visitor-Key): its lockers are found again by it (L1). */
const VISITOR = { 'x-visitor-key': 'main-path-visitor-0001' };

describe('main path through the API', () => {
  let customerId: string;
  let snapsheetId: string;
  let styleId: string;
  let shortId: string;
  let lockerCode: string;

  it('signs in and reads the dealer', async () => {
    const r = await h.gql(`{ me { code name dealerMargin priceGroup } }`, {}, token);
    expect(r.errors).toBeUndefined();
    expect(r.data.me).toMatchObject({ code: 'ABC123', name: 'ABC123 Sports', dealerMargin: 2 });
  });

  it('creates a customer with three team colours', async () => {
    const r = await h.gql(
      `mutation($input: CustomerInput!) { saveCustomer(input: $input) { id name type status rep { id } colors { id hex } } }`,
      { input: { type: 'SCHOOL', colorIds: ['19', '13', '25'] } },
      token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.saveCustomer).toMatchObject({ name: 'No name', type: 'SCHOOL', status: 'ACTIVE', rep: { id: '19' } });
    expect(r.data.saveCustomer.colors.map((c: { id: string }) => c.id)).toEqual(['19', '13', '25']);
    customerId = r.data.saveCustomer.id;
  });

  it('filters products by sport (P3 product picker) and combines it with the other filters', async () => {
    const seed = buildStyleCatalog().styles;
    const expected = (sport: string, type?: string) =>
      seed
        .filter((s) => (s.sports ?? []).includes(sport) && (!type || s.product_type === type))
        .map((s) => s.id)
        .sort();
    const q = `query($filter: ProductFilter) { products(filter: $filter, first: 100) { totalCount nodes { styleId } } }`;
    for (const [filter, want] of [
      [{ sport: 'ua-basketball' }, expected('ua-basketball')],
      [{ sport: 'fsg-football', productType: 'STOCK' }, expected('fsg-football', 'STOCK')],
      [{ sport: 'fsg-unknown' }, []],
    ] as const) {
      const r = await h.gql(q, { filter });
      expect(r.errors).toBeUndefined();
      const ids = r.data.products.nodes.map((n: { styleId: string }) => n.styleId).sort();
      expect(ids).toEqual(want);
      expect(r.data.products.totalCount).toBe(want.length);
    }
    expect(expected('ua-basketball').length).toBeGreaterThan(2);
  });

  it('creates a snapsheet and adds a catalog product with its price', async () => {
    const created = await h.gql(
      `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id teamName status dealerCode colors { id } } }`,
      { input: { teamName: 'Eagles', customerId, colorIds: ['19', '13', '25'] } },
      token,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data.createSnapsheet).toMatchObject({ teamName: 'Eagles', status: 'OPEN', dealerCode: 'ABC123' });
    snapsheetId = created.data.createSnapsheet.id;

    const products = await h.gql(
      `{ products(first: 100) { totalCount nodes { styleId baseSize baseMsrpCents garment { id } decorationLocations { name contentTypes } } } }`,
      {},
      token, // msrp is the dealer's (A5)
    );
    expect(products.data.products.totalCount).toBeGreaterThanOrEqual(60);
    const jersey = products.data.products.nodes.find(
      (p: { garment: { id: string } }) => p.garment.id === 'jersey-crew',
    );
    expect(jersey).toBeTruthy();
    styleId = jersey.styleId;

    const added = await h.gql(
      `mutation($id: ID!, $input: SnapsheetProductInput!) { addSnapsheetProduct(snapsheetId: $id, input: $input) { id pages { number products { order priceCents product { styleId } } } } }`,
      { id: snapsheetId, input: { styleId } },
      token,
    );
    expect(added.errors).toBeUndefined();
    expect(added.data.addSnapsheetProduct.pages).toHaveLength(1);
    const [first] = added.data.addSnapsheetProduct.pages[0].products;
    expect(first).toMatchObject({ order: 1, product: { styleId } });
    // L3: msrp x dealer margin 2
    expect(first.priceCents).toBe(jersey.baseMsrpCents * 2);

    const read = await h.gql(
      `query($c: String!, $id: ID!) { snapsheet(dealerCode: $c, id: $id) { id products { id } } }`,
      { c: 'abc123', id: snapsheetId },
    );
    expect(read.data.snapsheet.products).toHaveLength(1);
  });

  it('saves a configuration with number, name, text and an uploaded logo; the short id restores it', async () => {
    const logo = await h.gql(
      `mutation($input: UploadLogoInput!) { uploadLogo(input: $input) { id url contentType width height byteSize } }`,
      { input: { filename: 'crest.png', content: await pngBase64() } },
      token,
    );
    expect(logo.errors).toBeUndefined();
    expect(logo.data.uploadLogo).toMatchObject({ contentType: 'image/png', width: 64, height: 48 });
    const file = await fetch(`${h.url}${logo.data.uploadLogo.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');

    const input = {
      styleId,
      colorIds: ['19', '13', '25'],
      decorations: [
        { contentType: 'PLAYER_NUMBER', location: 'back-number', text: '23' },
        { contentType: 'PLAYER_NAME', location: 'back-name', text: 'SMITH' },
        { contentType: 'CUSTOM_TEXT', location: 'front-chest', text: 'EAGLES' },
        { contentType: 'UPLOADS', location: 'left-chest', logoId: logo.data.uploadLogo.id },
      ],
    };
    const saved = await h.gql(
      `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId decorations { contentType location text font fillColor { id } outline1Color { id } logo { id } } } }`,
      { input },
      token,
    );
    expect(saved.errors).toBeUndefined();
    shortId = saved.data.saveConfiguration.shortId;
    expect(shortId).toMatch(/^[a-z0-9]{10}$/);
    expect(saved.data.saveConfiguration.decorations[0]).toMatchObject({
      text: '23',
      font: 'full block',
      fillColor: { id: '25' },
      outline1Color: { id: '23' },
    });

    const again = await h.gql(
      `query($s: ID!) { configuration(shortId: $s) { shortId product { styleId } colors { id } decorations { contentType location text logo { id } } renderSpec { colors decorations { text fill fontFamily logoUrl } garment { id } } } }`,
      { s: shortId },
    );
    expect(again.data.configuration.decorations).toEqual(
      saved.data.saveConfiguration.decorations.map((d: any) => ({
        contentType: d.contentType,
        location: d.location,
        text: d.text,
        logo: d.logo,
      })),
    );
    expect(again.data.configuration.renderSpec.garment.id).toBe('jersey-crew');
    expect(again.data.configuration.renderSpec.decorations[3].logoUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/files\/logos\/[a-f0-9]{64}\.png$/,
    );

    const other = await h.gql(
      `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
      { input },
      token,
    );
    expect(other.data.saveConfiguration.shortId).not.toBe(shortId);
  });

  it('adds the configuration to the locker with a roster and prices it on the server', async () => {
    const r = await h.gql(
      `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code totalCents quantity items { id quantity lineTotalCents snapshots { view status width height }
         prices { msrpCents productPriceCents dealerPriceCents decorationsPriceCents decorationsMsrpCents finalPriceCents finalMsrpCents decorationPricesCents }
         sizeLines { size quantity playerName playerNumber unitPriceCents skuSuffix } } } }`,
      {
        input: {
          projectType: 'SNAPSHEET',
          projectId: snapsheetId,
          configurationShortId: shortId,
          sizeLines: [
            { size: 'XL', quantity: 2, playerName: 'JONES', playerNumber: '7' },
            { size: 'L', quantity: 1, playerName: 'SMITH', playerNumber: '23' },
            { size: 'M', quantity: 3 },
          ],
        },
      },
      undefined,
      VISITOR,
    );
    expect(r.errors).toBeUndefined();
    const locker = r.data.addToLocker;
    lockerCode = locker.code;
    expect(lockerCode).toMatch(/^[A-Za-z0-9]{20}$/);
    const [item] = locker.items;
    expect(item.sizeLines.map((l: { size: string }) => l.size)).toEqual(['M', 'L', 'XL']);
    // The visitor sees customer prices only; the owning dealer sees msrp too (A5).
    expect(item.prices).toMatchObject({ msrpCents: null, dealerPriceCents: null, finalMsrpCents: null });
    const asDealer = await h.gql(
      `query($code: String!) { locker(code: $code) { items { prices { msrpCents productPriceCents dealerPriceCents decorationsPriceCents decorationsMsrpCents finalPriceCents finalMsrpCents decorationPricesCents } } } }`,
      { code: lockerCode },
      token,
    );
    const p = asDealer.data.locker.items[0].prices;
    for (const customerPrice of [
      'productPriceCents',
      'decorationsPriceCents',
      'finalPriceCents',
      'decorationPricesCents',
    ])
      expect(p[customerPrice]).toEqual(item.prices[customerPrice]);
    expect(p.productPriceCents).toBe(p.msrpCents * 2);
    expect(p.finalPriceCents).toBe(p.productPriceCents + p.decorationsPriceCents);
    expect(p.finalMsrpCents).toBe(p.msrpCents + p.decorationsMsrpCents);
    expect(p.decorationPricesCents).toHaveLength(4);
    expect(p.decorationsPriceCents).toBe(p.decorationPricesCents.reduce((a: number, b: number) => a + b, 0));
    const base = item.sizeLines.find((l: { size: string }) => l.size === 'L');
    expect(base.unitPriceCents).toBe(p.finalPriceCents);
    expect(base.skuSuffix).toBe('06');
    const total = item.sizeLines.reduce((s: number, l: any) => s + l.unitPriceCents * l.quantity, 0);
    expect(item.lineTotalCents).toBe(total);
    expect(locker.totalCents).toBe(total);
    expect(item.quantity).toBe(6);
    expect(item.snapshots.map((s: { view: string }) => s.view)).toEqual(['FRONT', 'RIGHT', 'LEFT', 'BACK']);
    expect(item.snapshots[0]).toMatchObject({ width: 470, height: 588 });

    const project = await h.gql(
      `query($id: ID!) { snapsheet(dealerCode: "ABC123", id: $id) { lockerCode locker { code items { id } } } }`,
      { id: snapsheetId },
      undefined,
      VISITOR,
    );
    expect(project.data.snapsheet.lockerCode).toBe(lockerCode);

    const second = await h.gql(
      `mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code items { id sizeLines { size quantity } } } }`,
      { input: { projectType: 'SNAPSHEET', projectId: snapsheetId, configurationShortId: shortId, sizeLines: [] } },
      undefined,
      VISITOR,
    );
    expect(second.data.addToLocker.code).toBe(lockerCode);
    expect(second.data.addToLocker.items).toHaveLength(2);
    const defaults = second.data.addToLocker.items[1].sizeLines;
    expect(defaults.find((l: { size: string }) => l.size === 'L').quantity).toBe(1);
    expect(defaults.filter((l: { quantity: number }) => l.quantity === 0).length).toBe(defaults.length - 1);

    const removed = await h.gql(`mutation($id: ID!) { removeLockerItem(id: $id) { items { id } } }`, {
      id: second.data.addToLocker.items[1].id,
    });
    expect(removed.data.removeLockerItem.items).toHaveLength(1);
  });

  it('queues a PDF export job', async () => {
    const r = await h.gql(
      `mutation($id: ID!) { exportProjectPdf(projectType: SNAPSHEET, projectId: $id) { id kind status progress } }`,
      { id: snapsheetId },
      token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.exportProjectPdf).toMatchObject({ kind: 'PDF', status: 'QUEUED', progress: 0 });
    const job = await h.gql(
      `query($id: ID!) { renderJob(id: $id) { id status } }`,
      { id: r.data.exportProjectPdf.id },
      token,
    );
    expect(job.data.renderJob.status).toBe('QUEUED');
  });
});
