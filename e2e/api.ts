import { randomBytes } from 'node:crypto';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { signEntryToken } from '../gateway/dist/src/modules/dealers/entry-token.js';

/** The entry secret e2e/serve.mjs gives the gateway: entry tokens and links are signed with it. */
export const ENTRY_SECRET = 'e2e-entry-secret-0123456789abcdef';

/**
 * The seeded demo dealer DEMO01's passcode: random per run (the Playwright config sets
 * E2E_DEMO_PASSCODE, e2e/serve.mjs seeds the dealer with it), never a constant.
 */
export function demoPasscode(): string {
  const passcode = process.env.E2E_DEMO_PASSCODE;
  if (!passcode) throw new Error('E2E_DEMO_PASSCODE is not set (e2e/playwright.config.ts sets it)');
  return passcode;
}

/** The basketball jersey most specs put on their snapsheet (style id; its product name). */
export const JERSEY = { styleId: 'CG2100', name: 'Pro Crew Basketball Jersey' } as const;

/** A dealer as the parent site names it in an entry token (A1). */
export interface EntryDealer {
  code: string;
  company?: string;
  email?: string;
}

/** What `createSnapsheet` takes: the snapsheet's title (optional), team name and colour ids. */
export interface SnapsheetFields {
  title?: string;
  teamName: string;
  colorIds: string[];
}

/** POSTs a GraphQL operation through `request` (as a dealer with `token`); throws on errors. */
export async function gql(request: APIRequestContext, query: string, variables: object = {}, token?: string) {
  const res = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** The API token of the session `page` holds (`tas.session` in its localStorage); '' without one. */
export async function sessionToken(page: Page): Promise<string> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('tas.session') ?? '{}') as { apiToken?: string }).apiToken ?? '',
  );
}

/** POSTs a GraphQL operation as the session `page` holds (a dealer signed in there); throws on errors. */
export async function gqlAsPage(page: Page, query: string, variables: object = {}) {
  return gql(page.request, query, variables, await sessionToken(page));
}

/** A fresh visitor key (L1): the browser keeps one under `tas.visitorKey`, the API reads `X-Visitor-Key`. */
export function newVisitorKey(): string {
  return `e2e-visitor-${randomBytes(12).toString('hex')}`;
}

/** Makes `context` the browser of the visitor with `key`, so its pages find that visitor's locker. */
export async function actAsVisitor(context: BrowserContext, key: string): Promise<void> {
  await context.addInitScript((k) => localStorage.setItem('tas.visitorKey', k), key);
}

/** POSTs a GraphQL operation through `request` as the visitor with `visitorKey`; throws on errors. */
export async function gqlAsVisitor(
  request: APIRequestContext,
  visitorKey: string,
  query: string,
  variables: object = {},
) {
  const res = await request.post('/graphql', { data: { query, variables }, headers: { 'x-visitor-key': visitorKey } });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

let entries = 0;

/**
 * Enters the dashboard of `dealer` through the API (`enterDashboard`, A1) with an entry token
 * signed by ENTRY_SECRET that expires in `ttlSeconds`; returns the session's API token. Throws
 * on a GraphQL error.
 */
export async function enterDashboard(request: APIRequestContext, dealer: EntryDealer, ttlSeconds = 600) {
  // A link opens one session: each call signs a fresh one (another exp, so another token).
  const fields = { ...dealer, exp: Math.floor(Date.now() / 1000) + ttlSeconds + (entries++ % 3600) };
  const session = await gql(
    request,
    'mutation($input: DashboardEntryInput!) { enterDashboard(input: $input) { apiToken } }',
    { input: { ...fields, token: signEntryToken(ENTRY_SECRET, fields) } },
  );
  return session.enterDashboard.apiToken as string;
}

/**
 * Creates a snapsheet (`fields`) of the dealer whose session is `token` and adds the product
 * `styleId` (the basketball jersey CG2100 unless given); returns the snapsheet's id.
 */
export async function createSnapsheetWith(
  request: APIRequestContext,
  token: string,
  fields: SnapsheetFields,
  styleId: string = JERSEY.styleId,
): Promise<string> {
  const created = await gql(
    request,
    'mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }',
    { input: fields },
    token,
  );
  const snapsheetId = created.createSnapsheet.id as string;
  await gql(
    request,
    'mutation($id: ID!, $input: SnapsheetProductInput!) { addSnapsheetProduct(snapsheetId: $id, input: $input) { id } }',
    { id: snapsheetId, input: { styleId } },
    token,
  );
  return snapsheetId;
}

/**
 * The usual start of a spec: enters the dashboard of `dealer` through the API and creates a
 * snapsheet (`fields`) with the product `styleId` (CG2100 unless given) on it. Returns the
 * dealer's API token and the snapsheet's id.
 */
export async function setUpDealerSnapsheet(
  request: APIRequestContext,
  dealer: EntryDealer,
  fields: SnapsheetFields,
  options: { styleId?: string; ttlSeconds?: number } = {},
): Promise<{ token: string; snapsheetId: string }> {
  const token = await enterDashboard(request, dealer, options.ttlSeconds);
  const snapsheetId = await createSnapsheetWith(request, token, fields, options.styleId);
  return { token, snapsheetId };
}
