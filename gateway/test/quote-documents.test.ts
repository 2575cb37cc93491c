/**
 * The printable quote and the project's open quotes, over HTTP with
 * the gateway's pg-boss worker and a stand-in render service that behaves like the print page:
 * asked for a PDF, it reads the quote with the URL's `#print-token=` as `X-Print-Token` and
 * answers one Letter page per item it read. Covers the dealer's quote settings (terms, days a
 * quote holds) and their errors, `validUntil` fixed at the request, the PDF job (its name, the
 * print page's path, what the grant reads, the grant ended after), who may export (another
 * dealer, a visitor: NOT_FOUND) and `openQuoteCount` / `projects(hasOpenQuote:)`.
 */
import { calendarDaysAfter } from '@tas/garments';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startHarness, type Harness } from './harness.js';
import { waitUntil } from './processes.js';
import { letterPdf, renderWorkerEnv, serveStandIn, type StandIn } from './render-service-stand-in.js';

const RENDER_TOKEN = 'quote-documents-test-token-0123456789';
const COLORS = ['19', '13', '25'];
const PRINT_QUOTE = `query($id: ID!) { quote(id: $id) { id teamName validUntil inHandDate terms totalCents
  dealer { name email phone } items { productName quantity lineTotalCents sizeLines { size quantity unitPriceCents } } } }`;
const TERMS = '50% deposit with the order.\nBalance due on delivery.';

interface PrintCall {
  url: string;
  /** The quote as the print page read it with its token (null: not readable). */
  read: Record<string, any> | null;
  /** The same read without a token. */
  readWithoutToken: unknown;
}

describe('the printable quote and open quotes', () => {
  let h: Harness;
  let stand: StandIn & { prints: PrintCall[]; views: string[] };
  let dealer: string;
  let other: string;
  let snapsheetId: string;
  let quoteId: string;
  let lockerCode: string;

  const quoteRequest = (code: string) =>
    h.gql(`mutation($code: String!, $c: QuoteContactInput!) { requestQuote(lockerCode: $code, contact: $c) { id } }`, {
      code,
      c: { name: 'Pat Coach', email: 'pat@school.example', inHandDate: calendarDaysAfter(new Date(), 90) },
    });
  const openQuotes = async (hasOpenQuote?: boolean) => {
    const r = await h.gql(
      `query($q: Boolean) { projects(type: SNAPSHEET, hasOpenQuote: $q) { totalCount nodes { id openQuoteCount } } }`,
      { q: hasOpenQuote ?? null },
      dealer,
    );
    expect(r.errors).toBeUndefined();
    return r.data.projects as { totalCount: number; nodes: { id: string; openQuoteCount: number }[] };
  };

  beforeAll(async () => {
    let gatewayUrl = '';
    const prints: PrintCall[] = [];
    const views: string[] = [];
    const read = async (url: URL, token: string | null) => {
      const id = url.pathname.split('/').pop();
      const res = await fetch(`${gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { 'x-print-token': token } : {}) },
        body: JSON.stringify({ query: PRINT_QUOTE, variables: { id } }),
      });
      return ((await res.json()) as { data?: { quote: Record<string, any> | null } }).data?.quote ?? null;
    };
    const served = await serveStandIn(RENDER_TOKEN, {
      snapshots(call) {
        views.push(...call.views);
      },
      async pdf(call) {
        const url = new URL(call.url);
        const token = new URLSearchParams(url.hash.slice(1)).get('print-token');
        const quote = await read(url, token);
        prints.push({ url: call.url, read: quote, readWithoutToken: await read(url, null) });
        return letterPdf(quote?.items.length ?? 0);
      },
    });
    stand = Object.assign(served, { prints, views });
    h = await startHarness({ env: renderWorkerEnv(stand, RENDER_TOKEN) });
    gatewayUrl = h.url;
    ({ token: dealer } = await h.signIn('QDC001'));
    ({ token: other } = await h.signIn('QDC002'));
    const created = await h.gql(
      `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
      { input: { title: 'Spring Uniforms', teamName: 'Hawks', colorIds: COLORS } },
      dealer,
    );
    snapsheetId = created.data.createSnapsheet.id;
    const products = await h.gql(`{ products(first: 100) { nodes { styleId garment { id } } } }`);
    const jersey = products.data.products.nodes.find(
      (p: { garment: { id: string } }) => p.garment.id === 'jersey-crew',
    );
    const saved = await h.gql(
      `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
      {
        input: { styleId: jersey.styleId, colorIds: COLORS, decorations: [] },
      },
    );
    const added = await h.gql(`mutation($input: AddToLockerInput!) { addToLocker(input: $input) { code } }`, {
      input: {
        projectType: 'SNAPSHEET',
        projectId: snapsheetId,
        configurationShortId: saved.data.saveConfiguration.shortId,
        sizeLines: [
          { size: 'L', quantity: 2, playerName: 'Avery' },
          { size: 'M', quantity: 1 },
        ],
      },
    });
    expect(added.errors).toBeUndefined();
    lockerCode = added.data.addToLocker.code;
  }, 120_000);

  afterAll(async () => {
    await h?.close();
    await new Promise((resolve) => stand?.server.close(resolve));
  });

  it('keeps the dealer’s quote terms and days, refusing bad values by field and losing nothing', async () => {
    const settings = `{ me { quoteTerms quoteValidDays } }`;
    expect((await h.gql(settings, {}, dealer)).data.me).toEqual({ quoteTerms: null, quoteValidDays: 30 });
    const update = (input: Record<string, unknown>) =>
      h.gql(
        `mutation($input: DealerSettingsInput!) { updateDealerSettings(input: $input) { quoteTerms quoteValidDays } }`,
        { input },
        dealer,
      );
    const ok = await update({ quoteTerms: `  ${TERMS}  `, quoteValidDays: 10 });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.updateDealerSettings).toEqual({ quoteTerms: TERMS, quoteValidDays: 10 });
    expect(errorOf(await update({ quoteValidDays: 0 }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'quoteValidDays',
    });
    expect(errorOf(await update({ quoteValidDays: 366 }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'quoteValidDays',
    });
    expect(errorOf(await update({ quoteTerms: 'x'.repeat(3001), quoteValidDays: 20 }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'quoteTerms',
    });
    expect((await h.gql(settings, {}, dealer)).data.me).toEqual({ quoteTerms: TERMS, quoteValidDays: 10 });
    // Another dealer's settings are their own.
    expect((await h.gql(settings, {}, other)).data.me).toEqual({ quoteTerms: null, quoteValidDays: 30 });
  });

  it('shows the open quote on the project and filters the dealer’s list by it', async () => {
    const before = await openQuotes();
    expect(before.nodes).toEqual([{ id: snapsheetId, openQuoteCount: 0 }]);
    expect((await openQuotes(true)).totalCount).toBe(0);

    const requested = await quoteRequest(lockerCode);
    expect(requested.errors).toBeUndefined();
    quoteId = requested.data.requestQuote.id;

    expect(await openQuotes()).toEqual({ totalCount: 1, nodes: [{ id: snapsheetId, openQuoteCount: 1 }] });
    expect(await openQuotes(true)).toEqual({ totalCount: 1, nodes: [{ id: snapsheetId, openQuoteCount: 1 }] });
    expect((await openQuotes(false)).totalCount).toBe(0);
    // Visitors of the shared link do not see the dealer's business.
    const shared = await h.gql(
      `query($ref: ProjectRefInput!) { project(ref: $ref) { ... on Snapsheet { openQuoteCount } } }`,
      { ref: { type: 'SNAPSHEET', dealerCode: 'QDC001', id: snapsheetId } },
    );
    expect(shared.errors).toBeUndefined();
    expect(shared.data.project).toEqual({ openQuoteCount: null });
  });

  it('fixes the date a quote holds its prices when it is requested', async () => {
    const r = await h.gql(
      `query($id: ID!) { quote(id: $id) { validUntil terms teamName dealer { name } } }`,
      { id: quoteId },
      dealer,
    );
    expect(r.errors).toBeUndefined();
    // Requested today with the dealer's 10 days.
    expect(r.data.quote).toMatchObject({
      validUntil: calendarDaysAfter(new Date(), 10),
      terms: TERMS,
      teamName: 'Hawks',
    });
  });

  it("prints the dealer's logo on the quote when one is set", async () => {
    const read = async () =>
      (await h.gql(`query($id: ID!) { quote(id: $id) { dealer { logo { id url } } } }`, { id: quoteId }, dealer)).data
        .quote.dealer.logo;
    expect(await read()).toBeNull();
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==';
    const uploaded = await h.gql(
      `mutation($input: UploadLogoInput!) { uploadLogo(input: $input) { id url } }`,
      { input: { filename: 'dealer.png', content: png } },
      dealer,
    );
    const logo = uploaded.data.uploadLogo as { id: string; url: string };
    const set = `mutation($id: ID) { setDealerLogo(logoId: $id) { id } }`;
    expect((await h.gql(set, { id: logo.id }, dealer)).errors).toBeUndefined();
    expect(await read()).toEqual({ id: logo.id, url: logo.url });
    expect((await h.gql(set, { id: null }, dealer)).errors).toBeUndefined();
  });

  it('refuses the PDF to another dealer and a visitor with NOT_FOUND', async () => {
    const exportAs = (token?: string) =>
      h.gql(`mutation($id: ID!) { exportQuotePdf(id: $id) { id } }`, { id: quoteId }, token);
    expect(errorOf(await exportAs(other))).toMatchObject({ code: 'NOT_FOUND' });
    expect(errorOf(await exportAs())).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(errorOf(await h.gql(`mutation { exportQuotePdf(id: "999999") { id } }`, {}, dealer))).toMatchObject({
      code: 'NOT_FOUND',
    });
    // Nobody else reads the quote either (its print page's query without a grant).
    expect(errorOf(await h.gql(PRINT_QUOTE, { id: quoteId }))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(errorOf(await h.gql(PRINT_QUOTE, { id: quoteId }, other))).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('prints the quote from its print page with a grant of its project, named after the team', async () => {
    const exported = await h.gql(
      `mutation($id: ID!) { exportQuotePdf(id: $id) { id status filename } }`,
      { id: quoteId },
      dealer,
    );
    expect(exported.errors).toBeUndefined();
    expect(exported.data.exportQuotePdf).toMatchObject({ status: 'QUEUED', filename: `Hawks quote ${quoteId}.pdf` });
    const jobId = exported.data.exportQuotePdf.id;
    const job = await waitUntil(
      'the quote PDF job ends',
      async () => {
        const r = await h.gql(
          `query($id: ID!) { renderJob(id: $id) { status url filename progress } }`,
          { id: jobId },
          dealer,
        );
        const j = r.data?.renderJob;
        return j && (j.status === 'DONE' || j.status === 'FAILED') ? j : undefined;
      },
      60_000,
    );
    expect(job).toMatchObject({ status: 'DONE', progress: 1, filename: `Hawks quote ${quoteId}.pdf` });

    // The item's front was drawn first (the quote shows the front only), then printed once.
    expect(stand.views).toEqual(['FRONT']);
    expect(stand.prints).toHaveLength(1);
    const [print] = stand.prints;
    expect(new URL(print!.url).pathname).toBe(`/print/quotes/${quoteId}`);
    expect(print!.read).toEqual({
      id: quoteId,
      teamName: 'Hawks',
      validUntil: calendarDaysAfter(new Date(), 10),
      inHandDate: calendarDaysAfter(new Date(), 90),
      terms: TERMS,
      // The seed's price of the jersey for this dealer: $84.00 a garment, 3 garments.
      totalCents: 25_200,
      dealer: { name: expect.any(String), email: expect.any(String), phone: null },
      items: [
        {
          productName: expect.any(String),
          quantity: 3,
          lineTotalCents: 25_200,
          sizeLines: [
            { size: 'M', quantity: 1, unitPriceCents: 8_400 },
            { size: 'L', quantity: 2, unitPriceCents: 8_400 },
          ],
        },
      ],
    });
    expect(print!.readWithoutToken).toBeNull();
    // The download: one Letter page per item, the grant ended with the job.
    const pdf = await PDFDocument.load(new Uint8Array(await (await fetch(`${h.url}${job.url}`)).arrayBuffer()));
    expect(pdf.getPageCount()).toBe(1);
    expect(await h.built.database.db.selectFrom('print_grants').selectAll().execute()).toEqual([]);
  }, 90_000);

  it('lets a print grant of another project read no quote', async () => {
    const otherSnapsheet = await h.gql(
      `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
      { input: { teamName: 'Owls', colorIds: COLORS } },
      dealer,
    );
    const row = await h.built.database.db
      .selectFrom('projects')
      .select('id')
      .where('public_id', '=', otherSnapsheet.data.createSnapsheet.id)
      .executeTakeFirstOrThrow();
    const grant = await h.built.services.printGrants.issue(row.id, null);
    const r = await h.gql(PRINT_QUOTE, { id: quoteId }, undefined, { 'x-print-token': grant.token });
    expect(errorOf(r)).toMatchObject({ code: 'NOT_FOUND' });
    await h.built.services.printGrants.revoke(grant.token);
  });

  it('clears the open quote from the project once the dealer closes it', async () => {
    const closed = await h.gql(`mutation($id: ID!) { closeQuote(id: $id) { status } }`, { id: quoteId }, dealer);
    expect(closed.errors).toBeUndefined();
    expect(await openQuotes(false)).toMatchObject({ totalCount: 2 });
    expect((await openQuotes(true)).totalCount).toBe(0);
    expect((await openQuotes()).nodes.map((n) => n.openQuoteCount)).toEqual([0, 0]);
  });
});
