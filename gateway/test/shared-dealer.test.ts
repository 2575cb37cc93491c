/**
 * The dealer on everything shared (issue 19 section 3), over HTTP: a visitor of a shared
 * snapsheet reads its dealer's name, phone and email (`Project.dealer`), the phone and email
 * only while the dealer shows them (`sharePhone`, `shareEmail`: My Settings); a null choice is
 * refused by field and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startHarness, type Harness } from './harness.js';

describe('the dealer on shared projects (issue 19 section 3)', () => {
  let h: Harness;
  let token: string;
  let snapsheetId: string;

  const visitorRead = async () => {
    const r = await h.gql(
      `query($c: String!, $id: ID!) { snapsheet(dealerCode: $c, id: $id) { dealer { name phone email } } }`,
      {
        c: 'SHD001',
        id: snapsheetId,
      },
    );
    expect(r.errors).toBeUndefined();
    return r.data.snapsheet.dealer;
  };
  const update = (input: Record<string, unknown>) =>
    h.gql(
      `mutation($input: DealerSettingsInput!) { updateDealerSettings(input: $input) { sharePhone shareEmail phone } }`,
      { input },
      token,
    );

  beforeAll(async () => {
    h = await startHarness();
    ({ token } = await h.signIn('SHD001'));
    expect((await update({ phone: '555-0142' })).errors).toBeUndefined();
    const created = await h.gql(
      `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
      { input: { teamName: 'Hawks', colorIds: ['19', '13', '25'] } },
      token,
    );
    snapsheetId = created.data.createSnapsheet.id;
  }, 120_000);

  afterAll(async () => {
    await h?.close();
  });

  it('shows the dealer’s name, phone and email by default', async () => {
    expect(await visitorRead()).toEqual({ name: 'SHD001 Sports', phone: '555-0142', email: 'shd001@example.com' });
    expect((await h.gql(`{ me { sharePhone shareEmail } }`, {}, token)).data.me).toEqual({
      sharePhone: true,
      shareEmail: true,
    });
  });

  it('hides what the dealer chose to hide, and refuses a null choice by field', async () => {
    const hidden = await update({ sharePhone: false });
    expect(hidden.data.updateDealerSettings).toEqual({ sharePhone: false, shareEmail: true, phone: '555-0142' });
    expect(await visitorRead()).toEqual({ name: 'SHD001 Sports', phone: null, email: 'shd001@example.com' });
    expect((await update({ shareEmail: false })).errors).toBeUndefined();
    expect(await visitorRead()).toEqual({ name: 'SHD001 Sports', phone: null, email: null });
    expect(errorOf(await update({ shareEmail: null, sharePhone: true }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'shareEmail',
    });
    expect((await h.gql(`{ me { sharePhone shareEmail } }`, {}, token)).data.me).toEqual({
      sharePhone: false,
      shareEmail: false,
    });
  });
});
