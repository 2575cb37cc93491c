/**
 * Entry and session (A1-A6, D1): entry link field mapping, forged and expired links,
 * case-insensitive dealer codes, remote alive-check validation against a local stub, logout,
 * passcode access with its rate limit, company information and the Get Started counts.
 */
import { createServer, type Server } from 'node:http';
import type { Kysely } from 'kysely';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENTRY_SECRET, errorOf, startHarness, type Harness } from './harness.js';
import { signEntryToken } from '../src/modules/dealers/entry-token.js';
import { PasscodeGuard } from '../src/modules/dealers/passcode.js';
import { newProjectPublicId } from '../src/modules/projects/public-id.js';
import * as m0032 from '../migrations/0032_passcode_rule.js';

const ENTER = `mutation($input: DashboardEntryInput!) {
  enterDashboard(input: $input) { apiToken dealer { id code name email priceGroup } }
}`;
const PASSCODE = `mutation($c: String!, $p: ID!, $pc: String!) {
  passcodeAccess(dealerCode: $c, projectType: SNAPSHEET, projectId: $p, passcode: $pc) {
    apiToken projectId dealer { id code }
  }
}`;
const COMPANY = `mutation($input: CompanyInfoInput!) { updateCompanyInfo(input: $input) { id name email phone } }`;
const STATS = `{ dashboardStats { playbooks snapsheets customers } }`;

function signed(fields: Record<string, string | number>) {
  return { ...fields, token: signEntryToken(ENTRY_SECRET, fields) };
}

async function insertProject(h: Harness, dealerId: string, type: 'PLAYBOOK' | 'SNAPSHEET', archived = false) {
  const row = await h.built.database.db
    .insertInto('projects')
    .values({
      dealer_id: Number(dealerId),
      public_id: newProjectPublicId(),
      type,
      title: `${type} project`,
      team_name: 'Eagles',
      customer_id: null,
      color_ids: [19, 13, 25],
      gender: null,
      status: type === 'SNAPSHEET' ? 'OPEN' : 'DRAFT',
      template: null,
      template_id: null,
      default_logo_id: null,
      locker_code: null,
      settings: '{}',
      deleted_at: archived ? new Date() : null,
    })
    .returning('public_id')
    .executeTakeFirstOrThrow();
  return row.public_id;
}

describe('entry and session', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => {
    await h?.close();
  });

  it('maps every entry field onto the dealer (A1)', async () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    const fields = {
      code: 'MAP001',
      exp,
      tid: 'TW-9',
      aid: 'AL-7',
      company: 'Map Sports',
      email: 'map@example.com',
      terms: 'NET30',
      pricegroup: 'standard',
      carriedt: 'UPS',
      carriednum: '1Z999',
      webuserid: 'wu-42',
      rep_token: 'rep-abc',
    };
    const { rep_token, ...rest } = fields;
    const r = await h.gql(ENTER, {
      input: { ...rest, repToken: rep_token, token: signEntryToken(ENTRY_SECRET, fields) },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.enterDashboard.dealer).toMatchObject({
      code: 'MAP001',
      name: 'Map Sports',
      email: 'map@example.com',
    });
    expect(r.data.enterDashboard.apiToken).toMatch(/^tas_/);
    const row = await h.built.database.db
      .selectFrom('dealers')
      .selectAll()
      .where('code', '=', 'MAP001')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      fsg_code: 'MAP001',
      teamwork_id: 'TW-9',
      alleson_id: 'AL-7',
      name: 'Map Sports',
      email: 'map@example.com',
      terms: 'NET30',
      price_group_id: 'standard',
      carriedt: 'UPS',
      carrier_num: '1Z999',
      web_user_id: 'wu-42',
    });
    const me = await h.gql(`{ me { code name } }`, {}, r.data.enterDashboard.apiToken);
    expect(me.data.me).toEqual({ code: 'MAP001', name: 'Map Sports' });
  });

  it('rejects a forged, an expired and an unsigned link with UNAUTHENTICATED', async () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    const good = signed({ code: 'FRG001', company: 'Forge', exp });
    const forged = await h.gql(ENTER, { input: { ...good, company: 'Someone Else' } });
    expect(errorOf(forged).code).toBe('UNAUTHENTICATED');
    expect(forged.data).toBeNull();
    const expired = await h.gql(ENTER, { input: signed({ code: 'FRG001', exp: Math.floor(Date.now() / 1000) - 1 }) });
    expect(errorOf(expired).code).toBe('UNAUTHENTICATED');
    expect(expired.errors![0]!.message).toMatch(/expired/);
    const unsigned = await h.gql(ENTER, { input: { code: 'FRG001', exp, token: '' } });
    expect(errorOf(unsigned).code).toBe('UNAUTHENTICATED');
    const badCode = await h.gql(ENTER, { input: signed({ code: 'x', exp }) });
    expect(errorOf(badCode)).toEqual({ code: 'BAD_USER_INPUT', field: 'code' });
    const none = await h.built.database.db.selectFrom('dealers').select('id').where('code', '=', 'FRG001').execute();
    expect(none).toEqual([]);
  });

  it('refuses a genuine link whose exp lies more than 24 hours ahead (UNAUTHENTICATED, no dealer)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const far = await h.gql(ENTER, { input: signed({ code: 'FAR001', company: 'Far Co', exp: now + 86_400 + 120 }) });
    expect(errorOf(far).code).toBe('UNAUTHENTICATED');
    expect(far.errors![0]!.message).toBe('Invalid sign-in link');
    expect(far.data).toBeNull();
    expect(await h.built.services.dealers.repo.byCode('FAR001')).toBeUndefined();
    const day = await h.gql(ENTER, { input: signed({ code: 'FAR001', company: 'Far Co', exp: now + 86_400 - 60 }) });
    expect(day.errors).toBeUndefined();
    expect(day.data.enterDashboard.dealer.code).toBe('FAR001');
  });

  it('treats dealer codes case-insensitively: one dealer for ABC777 and abc777', async () => {
    const a = await h.signIn('CAS777');
    const b = await h.signIn('cas777');
    expect(b.dealerId).toBe(a.dealerId);
  });

  it('logout revokes the token at once (A3)', async () => {
    const { token } = await h.signIn('OUT001');
    expect((await h.gql(`{ me { code } }`, {}, token)).data.me.code).toBe('OUT001');
    const out = await h.gql(`mutation { logout }`, {}, token);
    expect(out.data.logout).toBe(true);
    expect((await h.gql(`{ me { code } }`, {}, token)).data.me).toBeNull();
    expect(errorOf(await h.gql(STATS, {}, token)).code).toBe('UNAUTHENTICATED');
    expect((await h.gql(`mutation { logout }`, {}, token)).data.logout).toBe(false);
  });

  describe('passcode access (A4)', () => {
    let dealerId: string;
    let projectId: string;
    let otherProjectId: string;
    let archivedProjectId: string;
    beforeAll(async () => {
      dealerId = (await h.signIn('PAS001')).dealerId;
      await h.setPasscode({ id: dealerId }, 'secret-42');
      projectId = await insertProject(h, dealerId, 'SNAPSHEET');
      archivedProjectId = await insertProject(h, dealerId, 'SNAPSHEET', true);
      otherProjectId = await insertProject(h, (await h.signIn('PAS002')).dealerId, 'SNAPSHEET');
    });

    it('gives a session for that project only, dealer code in any case', async () => {
      const r = await h.gql(PASSCODE, { c: 'pas001', p: projectId, pc: 'secret-42' });
      expect(r.errors).toBeUndefined();
      expect(r.data.passcodeAccess.dealer).toEqual({ id: dealerId, code: 'PAS001' });
      expect(r.data.passcodeAccess.projectId).toBe(projectId);
      const token = r.data.passcodeAccess.apiToken;
      // Dealer mode for the project: it may change it ...
      const add = await h.gql(
        `mutation($id: ID!) { addSnapsheetProduct(snapsheetId: $id, input: { styleId: "CG2100" }) { id products { id } } }`,
        { id: projectId },
        token,
      );
      expect(add.errors).toBeUndefined();
      expect(add.data.addSnapsheetProduct.products).toHaveLength(1);
      // ... but nothing else of the dealer: no dashboard, settings, tokens or other projects.
      expect((await h.gql(`{ me { id } }`, {}, token)).data.me).toBeNull();
      expect(errorOf(await h.gql(STATS, {}, token)).code).toBe('UNAUTHENTICATED');
      expect(errorOf(await h.gql(`{ customers { totalCount } }`, {}, token)).code).toBe('UNAUTHENTICATED');
      expect(errorOf(await h.gql(`mutation { createApiToken(name: "x") { token } }`, {}, token)).code).toBe(
        'UNAUTHENTICATED',
      );
      const second = await insertProject(h, dealerId, 'SNAPSHEET');
      const other = await h.gql(
        `mutation($id: ID!) { addSnapsheetProduct(snapsheetId: $id, input: { styleId: "CG2100" }) { id } }`,
        { id: second },
        token,
      );
      expect(errorOf(other).code).toBe('NOT_FOUND');
    });

    it('reads no dealer margin or price group in a passcode answer', async () => {
      for (const field of ['dealerMargin', 'priceGroup']) {
        const doc = `mutation($c: String!, $p: ID!, $pc: String!) {
          passcodeAccess(dealerCode: $c, projectType: SNAPSHEET, projectId: $p, passcode: $pc) { apiToken dealer { id ${field} } } }`;
        const r = await h.gql(doc, { c: 'PAS001', p: projectId, pc: 'secret-42' });
        // dealerMargin is non-null (the answer goes null), priceGroup nullable (the field does).
        expect(r.data?.passcodeAccess?.dealer?.[field] ?? null).toBeNull();
        expect(errorOf(r)).toEqual({ code: 'FORBIDDEN', field: undefined });
        expect(r.errors![0]!).toMatchObject({ path: ['passcodeAccess', 'dealer', field] });
      }
      // The dealer itself reads both, in its sign-in answer and in `me`.
      const owner = await h.signIn('PAS001');
      expect((await h.gql(`{ me { dealerMargin priceGroup } }`, {}, owner.token)).data.me).toEqual({
        dealerMargin: 2,
        priceGroup: 'standard',
      });
    });

    it('ends the session when the passcode changes', async () => {
      const r = await h.gql(PASSCODE, { c: 'PAS001', p: projectId, pc: 'secret-42' });
      const token = r.data.passcodeAccess.apiToken;
      const read = `mutation($id: ID!) { publishProject(projectType: SNAPSHEET, projectId: $id) { id status } }`;
      expect((await h.gql(read, { id: projectId }, token)).errors).toBeUndefined();
      const owner = await h.signIn('PAS001');
      const changed = await h.gql(`mutation { setDealerPasscode(passcode: "secret-43") }`, {}, owner.token);
      expect(changed.errors).toBeUndefined();
      expect(errorOf(await h.gql(read, { id: projectId }, token)).code).toBe('NOT_FOUND');
      // The old passcode no longer opens a session; the new one does.
      expect(errorOf(await h.gql(PASSCODE, { c: 'PAS001', p: projectId, pc: 'secret-42' })).code).toBe(
        'UNAUTHENTICATED',
      );
      expect((await h.gql(PASSCODE, { c: 'PAS001', p: projectId, pc: 'secret-43' })).errors).toBeUndefined();
      await h.gql(`mutation { setDealerPasscode(passcode: "secret-42") }`, {}, owner.token);
    });

    it('answers UNAUTHENTICATED for a wrong passcode or an unknown dealer', async () => {
      expect(errorOf(await h.gql(PASSCODE, { c: 'PAS001', p: projectId, pc: 'wrong-passcode' })).code).toBe(
        'UNAUTHENTICATED',
      );
      expect(errorOf(await h.gql(PASSCODE, { c: 'NOPE99', p: projectId, pc: 'secret-42' })).code).toBe(
        'UNAUTHENTICATED',
      );
      // A dealer without a passcode never matches.
      expect(errorOf(await h.gql(PASSCODE, { c: 'PAS002', p: otherProjectId, pc: 'any-passcode-1' })).code).toBe(
        'UNAUTHENTICATED',
      );
    });

    it("answers another dealer's, an archived or a malformed project as a wrong passcode, after the same scrypt compare", async () => {
      const stored: (string | null)[] = [];
      const begin = PasscodeGuard.prototype.begin;
      const spy = vi.spyOn(PasscodeGuard.prototype, 'begin').mockImplementation(async function (
        this: PasscodeGuard,
        ...args
      ) {
        const attempt = await begin.apply(this, args);
        return {
          verify: (passcode: string, hash: string | null) => {
            stored.push(hash);
            return attempt.verify(passcode, hash);
          },
        };
      });
      try {
        const wrong = await h.gql(PASSCODE, { c: 'PAS001', p: projectId, pc: 'wrong-passcode' });
        expect(wrong).toEqual({
          data: null,
          errors: [
            expect.objectContaining({
              message: 'Invalid passcode or project',
              extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }),
            }),
          ],
        });
        for (const p of [otherProjectId, archivedProjectId, 'abc', '99999999999', '1']) {
          const r = await h.gql(PASSCODE, { c: 'PAS001', p, pc: 'secret-42' });
          // The right passcode with an unknown project: the very answer of a wrong passcode.
          expect({
            ...r,
            errors: r.errors?.map((e: any) => ({ ...e, locations: undefined, path: undefined })),
          }).toEqual({
            ...wrong,
            errors: wrong.errors?.map((e: any) => ({ ...e, locations: undefined, path: undefined })),
          });
        }
        // One compare per try, each against a hash: the dealer's for its project, a dummy otherwise.
        expect(stored).toHaveLength(6);
        expect(stored.every((x) => typeof x === 'string' && x.startsWith('scrypt$'))).toBe(true);
        expect(new Set(stored.slice(1)).size).toBe(1);
        expect(stored[1]).not.toBe(stored[0]);
      } finally {
        spy.mockRestore();
      }
    });

    it('answers RATE_LIMITED on the 11th wrong passcode within a minute', async () => {
      // A fresh dealer so the earlier wrong tries do not count.
      const id = (await h.signIn('PAS003')).dealerId;
      await h.setPasscode({ id }, 'right-passcode');
      const p = await insertProject(h, id, 'SNAPSHEET');
      for (let i = 0; i < 10; i++) {
        expect(errorOf(await h.gql(PASSCODE, { c: 'PAS003', p, pc: `wrong-guess-${i}` })).code).toBe('UNAUTHENTICATED');
      }
      expect(errorOf(await h.gql(PASSCODE, { c: 'PAS003', p, pc: 'wrong-guess-10' })).code).toBe('RATE_LIMITED');
      // Even the right passcode waits for the window to pass.
      expect(errorOf(await h.gql(PASSCODE, { c: 'pas003', p, pc: 'right-passcode' })).code).toBe('RATE_LIMITED');
      // Other dealers are not affected.
      expect((await h.gql(PASSCODE, { c: 'PAS001', p: projectId, pc: 'secret-42' })).errors).toBeUndefined();
    });
  });

  describe('passcodes set before the rule of 8 characters (migration 0032)', () => {
    const SHORT =
      'This passcode no longer opens projects: passcodes have 8 to 64 characters now. Ask the dealer for the new one';
    const ME = `{ me { hasPasscode passcodeChangeRequired } }`;
    /** A dealer whose passcode `passcode` was stored before the rule, as migration 0032 left it. */
    const olderPasscode = async (code: string, passcode: string) => {
      const { token, dealerId } = await h.signIn(code);
      await h.setPasscode({ id: dealerId }, passcode);
      await h.built.database.db
        .updateTable('dealers')
        .set({ passcode_change_required: true })
        .where('id', '=', Number(dealerId))
        .execute();
      return { token, projectId: await insertProject(h, dealerId, 'SNAPSHEET') };
    };

    it('a short passcode opens nothing (a clear BAD_USER_INPUT, no try counted or hashed) until the dealer, asked at sign-in, sets a new one', async () => {
      const { token, projectId: p } = await olderPasscode('OLD001', 'lion');
      const begin = vi.spyOn(PasscodeGuard.prototype, 'begin');
      try {
        // The right passcode of the old rule, a wrong one and an empty one answer alike.
        for (const pc of ['lion', 'tiger', '', 'x'.repeat(65)]) {
          const r = await h.gql(PASSCODE, { c: 'OLD001', p, pc });
          expect(r.data).toBeNull();
          expect(errorOf(r)).toEqual({ code: 'BAD_USER_INPUT', field: 'passcode' });
          expect(r.errors![0]!.message).toBe(SHORT);
        }
        expect(begin).not.toHaveBeenCalled();
      } finally {
        begin.mockRestore();
      }
      // Nothing was counted: twelve more short tries, then a wrong long one is still a wrong one.
      for (let i = 0; i < 12; i++)
        expect(errorOf(await h.gql(PASSCODE, { c: 'OLD001', p, pc: 'lion' })).code).toBe('BAD_USER_INPUT');
      expect(errorOf(await h.gql(PASSCODE, { c: 'OLD001', p, pc: 'lion-lion' })).code).toBe('UNAUTHENTICATED');
      // The dealer's next dashboard sign-in asks for a new passcode; setting one ends the request.
      const signedIn = await h.signIn('OLD001');
      expect((await h.gql(ME, {}, signedIn.token)).data.me).toEqual({
        hasPasscode: true,
        passcodeChangeRequired: true,
      });
      expect((await h.gql(`mutation { setDealerPasscode(passcode: "lion-2026") }`, {}, token)).errors).toBeUndefined();
      expect((await h.gql(ME, {}, signedIn.token)).data.me).toEqual({
        hasPasscode: true,
        passcodeChangeRequired: false,
      });
      expect((await h.gql(PASSCODE, { c: 'OLD001', p, pc: 'lion-2026' })).errors).toBeUndefined();
    });

    it('a passcode of 8 or more set before the rule opens its project, and then is not asked to change', async () => {
      const { token, projectId: p } = await olderPasscode('OLD002', 'long-enough-1');
      expect((await h.gql(ME, {}, token)).data.me).toEqual({ hasPasscode: true, passcodeChangeRequired: true });
      const r = await h.gql(PASSCODE, { c: 'OLD002', p, pc: 'long-enough-1' });
      expect(r.errors).toBeUndefined();
      expect((await h.gql(ME, {}, token)).data.me).toEqual({ hasPasscode: true, passcodeChangeRequired: false });
      // The request is the dealer's own: a passcode session does not read it.
      const session = r.data.passcodeAccess.apiToken;
      const asSession = await h.gql(
        `mutation($c: String!, $p: ID!, $pc: String!) { passcodeAccess(dealerCode: $c, projectType: SNAPSHEET, projectId: $p, passcode: $pc) { dealer { passcodeChangeRequired } } }`,
        { c: 'OLD002', p, pc: 'long-enough-1' },
        session,
      );
      expect(errorOf(asSession).code).toBe('FORBIDDEN');
      // A dealer without a passcode is never asked.
      const fresh = await h.signIn('OLD003');
      expect((await h.gql(ME, {}, fresh.token)).data.me).toEqual({ hasPasscode: false, passcodeChangeRequired: false });
    });
  });

  describe('company information (D1)', () => {
    it('saves name, email and phone and answers the dealer', async () => {
      const { token, dealerId } = await h.signIn('CMP001');
      const r = await h.gql(
        COMPANY,
        { input: { name: '  Company One ', email: 'one@example.com', phone: '+1 (555) 010-2000' } },
        token,
      );
      expect(r.errors).toBeUndefined();
      expect(r.data.updateCompanyInfo).toEqual({
        id: dealerId,
        name: 'Company One',
        email: 'one@example.com',
        phone: '+1 (555) 010-2000',
      });
    });

    it('rejects bad input with the field and needs a session', async () => {
      const { token } = await h.signIn('CMP002');
      const cases: [Record<string, unknown>, string][] = [
        [{ name: '   ', email: 'a@example.com' }, 'name'],
        [{ name: 'x'.repeat(121), email: 'a@example.com' }, 'name'],
        [{ name: 'Acme', email: 'not-an-email' }, 'email'],
        [{ name: 'Acme', email: 'a@example.com', phone: 'call me <script>' }, 'phone'],
        [{ name: 'Acme' }, 'email'],
      ];
      for (const [input, field] of cases) {
        expect(errorOf(await h.gql(COMPANY, { input }, token))).toEqual({ code: 'BAD_USER_INPUT', field });
      }
      expect(errorOf(await h.gql(COMPANY, { input: { name: 'Acme', email: 'a@example.com' } })).code).toBe(
        'UNAUTHENTICATED',
      );
    });
  });

  describe('dashboardStats (D1)', () => {
    it('counts the caller’s not-archived playbooks, snapsheets and customers only', async () => {
      const me = await h.signIn('STA001');
      const other = await h.signIn('STA002');
      expect((await h.gql(STATS, {}, me.token)).data.dashboardStats).toEqual({
        playbooks: 0,
        snapsheets: 0,
        customers: 0,
      });
      await insertProject(h, me.dealerId, 'PLAYBOOK');
      await insertProject(h, me.dealerId, 'SNAPSHEET');
      await insertProject(h, me.dealerId, 'SNAPSHEET');
      await insertProject(h, me.dealerId, 'SNAPSHEET', true);
      await insertProject(h, other.dealerId, 'PLAYBOOK');
      const save = `mutation($input: CustomerInput!) { saveCustomer(input: $input) { id } }`;
      const input = { type: 'SCHOOL', colorIds: ['19', '13', '25'] };
      const c1 = await h.gql(save, { input }, me.token);
      expect(c1.errors).toBeUndefined();
      await h.gql(save, { input }, me.token);
      await h.gql(save, { input }, other.token);
      await h.built.database.db
        .updateTable('customers')
        .set({ status: 'ARCHIVED' })
        .where('id', '=', Number(c1.data.saveCustomer.id))
        .execute();
      expect((await h.gql(STATS, {}, me.token)).data.dashboardStats).toEqual({
        playbooks: 1,
        snapsheets: 2,
        customers: 1,
      });
      expect(errorOf(await h.gql(STATS)).code).toBe('UNAUTHENTICATED');
    });
  });
});

describe('wrong passcodes limit the address that sent them, not the dealer (TRUST_PROXY_HOPS=1)', () => {
  let h: Harness;
  let projectId: string;
  let otherProjectId: string;
  beforeAll(async () => {
    // One proxy hop trusted: X-Forwarded-For names the client. 2 failures per address on a
    // project, 3 over all (main's per-dealer ceiling was 5 x 2 = 10).
    h = await startHarness({
      env: {
        TRUST_PROXY_HOPS: '1',
        PASSCODE_MAX_FAILURES_PER_PROJECT: '2',
        PASSCODE_MAX_FAILURES_PER_ADDRESS: '3',
        PASSCODE_HASH_MAX_WAIT_MS: '10000',
      },
    });
    const { dealerId } = await h.signIn('LCK001');
    await h.setPasscode({ id: dealerId }, 'right-passcode-1');
    projectId = await insertProject(h, dealerId, 'SNAPSHEET');
    otherProjectId = await insertProject(h, dealerId, 'SNAPSHEET');
  }, 120_000);
  afterAll(async () => h?.close());

  const tryFrom = async (address: string, p: string, pc: string) =>
    errorOf(await h.gql(PASSCODE, { c: 'LCK001', p, pc }, undefined, { 'x-forwarded-for': address })).code ?? 'OK';

  it("lets a customer's right passcode in after 12 failures from four other addresses on the dealer's projects", async () => {
    for (let a = 1; a <= 4; a++) {
      const address = `198.51.100.${a}`;
      expect(await tryFrom(address, projectId, 'wrong-guess-1')).toBe('UNAUTHENTICATED');
      expect(await tryFrom(address, projectId, 'wrong-guess-2')).toBe('UNAUTHENTICATED');
      // The address's 2 on this project are used; its third try goes elsewhere.
      expect(await tryFrom(address, projectId, 'wrong-guess-3')).toBe('RATE_LIMITED');
      expect(await tryFrom(address, otherProjectId, 'wrong-guess-4')).toBe('UNAUTHENTICATED');
      // Its 3 are used: refused everywhere, the right passcode too.
      expect(await tryFrom(address, otherProjectId, 'right-passcode-1')).toBe('RATE_LIMITED');
    }
    // The project saw 8 failures and the dealer 12: another address still gets in.
    expect(await tryFrom('203.0.113.7', projectId, 'right-passcode-1')).toBe('OK');
    expect(await tryFrom('203.0.113.8', otherProjectId, 'right-passcode-1')).toBe('OK');
  });
});

describe('migration 0032: passcodes stored before the rule of 8 characters', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => h?.close());

  it('asks every dealer with a stored passcode for a new one and ends their passcode sessions', async () => {
    const withPasscode = await h.signIn('MIG001');
    const without = await h.signIn('MIG002');
    await h.setPasscode({ id: withPasscode.dealerId }, 'any-passcode-1');
    const p = await insertProject(h, withPasscode.dealerId, 'SNAPSHEET');
    const opened = await h.gql(PASSCODE, { c: 'MIG001', p, pc: 'any-passcode-1' });
    expect(opened.errors).toBeUndefined();
    const session = opened.data.passcodeAccess.apiToken as string;
    const edit = `mutation($id: ID!) { publishProject(projectType: SNAPSHEET, projectId: $id) { id } }`;
    expect((await h.gql(edit, { id: p }, session)).errors).toBeUndefined();
    // The database as it was before 0032, then 0032 applied to it.
    const db = h.built.database.db as unknown as Kysely<unknown>;
    await m0032.down(db);
    await m0032.up(db);
    const ME = `{ me { passcodeChangeRequired } }`;
    expect((await h.gql(ME, {}, withPasscode.token)).data.me).toEqual({ passcodeChangeRequired: true });
    expect((await h.gql(ME, {}, without.token)).data.me).toEqual({ passcodeChangeRequired: false });
    expect(errorOf(await h.gql(edit, { id: p }, session)).code).toBe('NOT_FOUND');
    // The dashboard sessions stay; a passcode of 8 or more opens a new passcode session.
    expect((await h.gql(PASSCODE, { c: 'MIG001', p, pc: 'any-passcode-1' })).errors).toBeUndefined();
  });
});

describe('an entry link opens one session', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  }, 120_000);
  afterAll(async () => h?.close());

  it('refuses a second use of the same link, even at once; a fresh link opens another session', async () => {
    const exp = Math.floor(Date.now() / 1000) + 600;
    const link = signed({ code: 'ONE001', company: 'Once Co', exp });
    const first = await h.gql(ENTER, { input: link });
    expect(first.errors).toBeUndefined();
    const again = await h.gql(ENTER, { input: link });
    expect(again.data).toBeNull();
    expect(again.errors?.map((e) => [e.extensions?.code, e.message])).toEqual([
      ['UNAUTHENTICATED', 'This sign-in link has been used already: open a new one'],
    ]);
    // Two uses racing: one session.
    const other = signed({ code: 'ONE001', company: 'Once Co', exp: exp + 1 });
    const both = await Promise.all([h.gql(ENTER, { input: other }), h.gql(ENTER, { input: other })]);
    expect(both.map((r) => (r.errors ? r.errors[0]!.extensions!.code : 'ok')).sort()).toEqual([
      'UNAUTHENTICATED',
      'ok',
    ]);
    // A used link is kept until it expires, no longer.
    const rows = await h.built.database.db.selectFrom('used_entry_tokens').select('expires_at').execute();
    expect(rows.map((r) => new Date(r.expires_at).getTime() / 1000).sort()).toEqual([exp, exp + 1]);
    // The first session works.
    expect((await h.gql(`{ me { code } }`, {}, first.data.enterDashboard.apiToken)).data.me).toEqual({
      code: 'ONE001',
    });
  });
});

describe('remote entry validation (DEALER_ENTRY_VALIDATION=remote)', () => {
  let stub: Server;
  let stubUrl: string;
  const seen: Record<string, string>[] = [];
  let h: Harness;
  beforeAll(async () => {
    stub = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const form = Object.fromEntries(new URLSearchParams(body));
        seen.push({ ...form, contentType: req.headers['content-type'] ?? '' });
        // A link opens one session: tests tell their tokens apart by a '#n' suffix.
        form.token = form.token?.split('#')[0] ?? '';
        if (form.token === 'alive-json')
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"alive":true}');
        else if (form.token === 'alive-account')
          res.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              alive: true,
              company: 'Vouched Co',
              pricegroup: 'gold',
              tid: 'TW-1',
              email: ['x'],
              aid: '',
            }),
          );
        else if (form.token === 'alive-text') res.writeHead(200).end('alive\n');
        else if (form.token === 'boom') res.writeHead(503).end('down');
        else res.writeHead(200, { 'content-type': 'application/json' }).end('{"alive":false}');
      });
    });
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
    stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/ajax/alive`;
    h = await startHarness({ env: { DEALER_ENTRY_VALIDATION: 'remote', DEALER_ENTRY_CHECK_URL: stubUrl } });
  }, 120_000);
  afterAll(async () => {
    await h?.close();
    await new Promise((resolve) => stub?.close(resolve));
  });

  it('opens a session when the alive-check says alive (JSON or text)', async () => {
    const r = await h.gql(ENTER, {
      input: { code: 'REM001', token: 'alive-json#1', exp: 0, company: 'Remote Co', email: 'r@example.com' },
    });
    expect(r.errors).toBeUndefined();
    // The alive-check vouched for the token and the account id only: the new dealer gets defaults.
    expect(r.data.enterDashboard.dealer).toEqual({
      id: expect.any(String),
      code: 'REM001',
      name: null,
      email: null,
      priceGroup: 'standard',
    });
    expect(seen.at(-1)).toEqual({
      F: 'alive',
      token: 'alive-json#1',
      acid: 'REM001',
      contentType: 'application/x-www-form-urlencoded',
    });
    const t = await h.gql(ENTER, { input: { code: 'REM001', token: 'alive-text#1', exp: 0 } });
    expect(t.data.enterDashboard.dealer.id).toBe(r.data.enterDashboard.dealer.id);
    // A token the parent site vouched for opens one session too.
    const again = await h.gql(ENTER, { input: { code: 'REM001', token: 'alive-text#1', exp: 0 } });
    expect(errorOf(again).code).toBe('UNAUTHENTICATED');
  });

  it('ignores account fields the alive-check did not vouch for: an existing dealer keeps its own', async () => {
    const db = h.built.database.db;
    await db
      .insertInto('dealers')
      .values({
        code: 'REM010',
        fsg_code: 'REM010',
        name: 'Kept Co',
        email: 'kept@example.com',
        price_group_id: 'silver',
        teamwork_id: 'TW-KEPT',
        terms: 'NET30',
      })
      .execute();
    const r = await h.gql(ENTER, {
      input: {
        code: 'REM010',
        token: 'alive-json#2',
        exp: 0,
        company: 'Hijack Co',
        email: 'evil@example.com',
        pricegroup: 'platinum',
        tid: 'TW-EVIL',
        terms: 'COD',
        webuserid: 'wu-evil',
      },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.enterDashboard.dealer).toMatchObject({
      code: 'REM010',
      name: 'Kept Co',
      email: 'kept@example.com',
      priceGroup: 'silver',
    });
    const row = await db.selectFrom('dealers').selectAll().where('code', '=', 'REM010').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ teamwork_id: 'TW-KEPT', terms: 'NET30', web_user_id: null, price_group_id: 'silver' });
    // A new dealer entering with a rich link gets defaults, not the link's price group.
    const fresh = await h.gql(ENTER, {
      input: { code: 'REM011', token: 'alive-text#2', exp: 0, company: 'Rich Co', pricegroup: 'platinum' },
    });
    expect(fresh.data.enterDashboard.dealer).toMatchObject({ name: null, priceGroup: 'standard' });
  });

  it('takes the account fields a JSON alive answer carries', async () => {
    const r = await h.gql(ENTER, {
      input: {
        code: 'REM020',
        token: 'alive-account#1',
        exp: 0,
        company: 'Link Co',
        pricegroup: 'platinum',
        aid: 'AL-1',
      },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.enterDashboard.dealer).toMatchObject({
      code: 'REM020',
      name: 'Vouched Co',
      email: null,
      priceGroup: 'gold',
    });
    const row = await h.built.database.db
      .selectFrom('dealers')
      .selectAll()
      .where('code', '=', 'REM020')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ teamwork_id: 'TW-1', alleson_id: null });
  });

  it('answers UNAUTHENTICATED when the alive-check rejects the token, and creates no dealer', async () => {
    const r = await h.gql(ENTER, { input: { code: 'REM002', token: 'dead', exp: 0 } });
    expect(errorOf(r).code).toBe('UNAUTHENTICATED');
    // A genuine HMAC link is no use in remote mode either.
    const exp = Math.floor(Date.now() / 1000) + 600;
    expect(errorOf(await h.gql(ENTER, { input: signed({ code: 'REM002', exp }) })).code).toBe('UNAUTHENTICATED');
    const rows = await h.built.database.db.selectFrom('dealers').select('id').where('code', '=', 'REM002').execute();
    expect(rows).toEqual([]);
  });

  it('answers a clear error and no session when the alive-check is down or unreachable', async () => {
    const down = await h.gql(ENTER, { input: { code: 'REM003', token: 'boom', exp: 0 } });
    expect(errorOf(down).code).toBe('INTERNAL');
    expect(down.errors![0]!.message).toBe('Account check unavailable');
    expect(down.data).toBeNull();
    const unreachable = await startHarness({
      env: { DEALER_ENTRY_VALIDATION: 'remote', DEALER_ENTRY_CHECK_URL: 'http://127.0.0.1:9/alive' },
    });
    try {
      const r = await unreachable.gql(ENTER, { input: { code: 'REM004', token: 'alive-json', exp: 0 } });
      expect(errorOf(r).code).toBe('INTERNAL');
      expect(r.errors![0]!.message).toBe('Account check unavailable');
      expect(
        await unreachable.built.database.db.selectFrom('dealers').select('id').where('code', '=', 'REM004').execute(),
      ).toEqual([]);
    } finally {
      await unreachable.close();
    }
  }, 120_000);

  it('refuses to start in remote mode without DEALER_ENTRY_CHECK_URL', async () => {
    const { loadConfig } = await import('../src/config.js');
    expect(() => loadConfig({ DEALER_ENTRY_VALIDATION: 'remote' })).toThrow(/DEALER_ENTRY_CHECK_URL/);
  });
});
