/**
 * The demo dealer is seeded only where asked (security review), on PGlite and, with
 * DATABASE_URL, on PostgreSQL: without SEED_DEMO no dealer DEMO01 exists; with SEED_DEMO=on its
 * passcode is random (handed back once for the server to print) or DEMO_PASSCODE, never a
 * constant; docker-compose does not turn the demo on.
 */
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { randomPasscode } from '../src/modules/dealers/passcode.js';
import { errorOf, startHarness, type Harness } from './harness.js';

const ACCESS = `mutation($pass: String!) {
  passcodeAccess(dealerCode: "DEMO01", projectType: SHOWROOM, projectId: "", passcode: $pass) { apiToken } }`;

const harnesses: Harness[] = [];
async function harness(env: Record<string, string> = {}): Promise<Harness> {
  const h = await startHarness({ env });
  harnesses.push(h);
  return h;
}
afterAll(async () => {
  await Promise.all(harnesses.map((h) => h.close()));
});

const demoDealer = (h: Harness) =>
  h.built.database.db.selectFrom('dealers').select('code').where('code', '=', 'DEMO01').executeTakeFirst();

describe('demo seeding', () => {
  it('is off by default: no dealer DEMO01 and no passcode opens its showroom', async () => {
    expect(loadConfig({}).SEED_DEMO).toBe('off');
    const h = await harness();
    expect(h.built.demoPasscode).toBeUndefined();
    expect(await demoDealer(h)).toBeUndefined();
    expect(errorOf(await h.gql(ACCESS, { pass: 'any-passcode-1' })).code).toBe('UNAUTHENTICATED');
  }, 120_000);

  it('SEED_DEMO=on seeds DEMO01 with a random 12-character passcode, handed back once', async () => {
    const h = await harness({ SEED_DEMO: 'on' });
    const passcode = h.built.demoPasscode!;
    expect(passcode).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(await demoDealer(h)).toEqual({ code: 'DEMO01' });
    const r = await h.gql(ACCESS, { pass: passcode });
    expect(r.errors).toBeUndefined();
    expect(r.data.passcodeAccess.apiToken).toMatch(/^\S{20,}$/);
    // The old constant opens nothing.
    expect(errorOf(await h.gql(ACCESS, { pass: 'demo1234' })).code).toBe('UNAUTHENTICATED');
  }, 120_000);

  it('SEED_DEMO=on with DEMO_PASSCODE uses that passcode and hands none back', async () => {
    const h = await harness({ SEED_DEMO: 'on', DEMO_PASSCODE: 'chosen-demo-pass' });
    expect(h.built.demoPasscode).toBeUndefined();
    expect((await h.gql(ACCESS, { pass: 'chosen-demo-pass' })).errors).toBeUndefined();
  }, 120_000);

  it('refuses a DEMO_PASSCODE under 8 characters and a SEED_DEMO other than on/off', () => {
    expect(() => loadConfig({ DEMO_PASSCODE: 'short' })).toThrow(/DEMO_PASSCODE: must be at least 8 characters/);
    expect(() => loadConfig({ SEED_DEMO: 'yes' })).toThrow(/SEED_DEMO/);
  });

  it('random passcodes differ and docker-compose does not seed the demo', () => {
    const many = new Set(Array.from({ length: 1000 }, randomPasscode));
    expect(many.size).toBe(1000);
    const compose = readFileSync(new URL('../../docker-compose.yml', import.meta.url), 'utf8');
    expect(compose).not.toMatch(/SEED_DEMO:\s*['"]?on/);
    expect(compose).not.toMatch(/DEMO_PASSCODE/);
  });
});
