/**
 * Link previews, over HTTP: a shared project's page is served with its own
 * `<head>` (title with team, project and dealer; description; Open Graph and Twitter tags, all
 * escaped), on every route of the project; a draft, an unknown id or a malformed address answers
 * 404 with the app's generic page; the app's other routes keep the generic head with 200. The link
 * card (`og:image`): pictured by a stand-in render service over HTTP from the card page, 1200 x 630,
 * once per version of the project (stored; drawn again after a change), 404 for what nobody may
 * open from a link, 503 while it cannot be drawn.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';
import { projectRowId } from './project-rows.js';
import { serveStandIn, type PageImageCall, type StandIn } from './render-service-stand-in.js';

const RENDER_TOKEN = 'share-previews-test-token-0123456789';

const COLORS = ['19', '13', '25'];

/** The content of `<meta property|name="key">` in `html`, or null. */
function metaOf(html: string, key: string): string | null {
  const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return m ? m[1]! : null;
}

describe('link previews of shared pages', () => {
  let h: Harness;
  let snapsheetId: string;
  let draftId: string;
  let publishedId: string;
  let token: string;
  let stand: StandIn;
  const cardCalls: PageImageCall[] = [];
  /** The print grant each card call's page had (its caller while the call ran), and its token. */
  const cardGrants: { token: string | null; caller: unknown }[] = [];
  /**
   * The stand's answer to the next card calls: a status makes them fail; 'not-a-card' answers a
   * PNG that is not a card (a snapshot's size).
   */
  let failCards: number | 'not-a-card' | null = null;

  const get = async (path: string) => {
    const res = await fetch(`${h.url}${path}`);
    return { status: res.status, type: res.headers.get('content-type'), html: await res.text() };
  };

  beforeAll(async () => {
    stand = await serveStandIn(RENDER_TOKEN, {
      async pageImage(call) {
        const token = /#print-token=(tpg_[A-Za-z0-9_-]{43})$/.exec(call.url)?.[1] ?? null;
        cardGrants.push({ token, caller: token ? await h.built.services.printGrants.callerOf(token) : null });
        cardCalls.push({ ...call, url: call.url.replace(/#print-token=.*$/, '') });
        if (typeof failCards === 'number') return { status: failCards, message: 'busy' };
        const size = failCards === 'not-a-card' ? { width: 470, height: 588 } : call;
        return sharp({ create: { width: size.width, height: size.height, channels: 3, background: '#7a1f2b' } })
          .png()
          .toBuffer();
      },
    });
    h = await startHarness({
      env: { RENDER_WORKER: 'off', RENDER_SERVICE_URL: stand.url, RENDER_SERVICE_TOKEN: RENDER_TOKEN },
    });
    ({ token } = await h.signIn('SHR001'));
    const snapsheet = await h.gql(
      `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
      { input: { title: 'Spring <Uniforms>', teamName: 'Hawks & Co', colorIds: COLORS } },
      token,
    );
    snapsheetId = snapsheet.data.createSnapsheet.id;
    const createPlaybook = async (teamName: string) => {
      const r = await h.gql(
        `mutation($input: CreatePlaybookInput!) { createPlaybook(input: $input) { id } }`,
        {
          input: {
            title: `${teamName} Catalog`,
            template: 'FSG',
            sports: ['fsg-football'],
            teamName,
            colorIds: COLORS,
          },
        },
        token,
      );
      return r.data.createPlaybook.id as string;
    };
    draftId = await createPlaybook('Draft Owls');
    publishedId = await createPlaybook('Riverside Rams');
    const published = await h.gql(
      `mutation($id: ID!) { publishProject(projectType: PLAYBOOK, projectId: $id) { status } }`,
      { id: publishedId },
      token,
    );
    expect(published.data.publishProject.status).toBe('PUBLISHED');
  }, 120_000);

  afterAll(async () => {
    await h?.close();
    await new Promise((resolve) => stand?.server.close(resolve));
  });

  it('gives a shared snapsheet its own head, escaped, on every route of it', async () => {
    for (const path of [
      `/snapsheets/SHR001/${snapsheetId}/`,
      `/snapsheets/shr001/${snapsheetId}/locker?x=1`,
      `/snapsheets/SHR001/${snapsheetId}/product/CG2100`,
    ]) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.type).toContain('text/html');
      expect(page.html).toContain('<title>Hawks &amp; Co · Spring &lt;Uniforms&gt; · SHR001 Sports</title>');
      expect(metaOf(page.html, 'og:title')).toBe('Hawks &amp; Co · Spring &lt;Uniforms&gt; · SHR001 Sports');
      expect(metaOf(page.html, 'description')).toBe(
        'The snapsheet of Hawks &amp; Co from SHR001 Sports: customise the uniforms in 3D, collect every size in a locker and ask for a quote.',
      );
      expect(metaOf(page.html, 'og:url')).toBe(`${h.url}/snapsheets/SHR001/${snapsheetId}/`);
      expect(metaOf(page.html, 'og:type')).toBe('website');
      expect(metaOf(page.html, 'twitter:title')).toBe(metaOf(page.html, 'og:title'));
      // The app still boots from the page.
      expect(page.html).toContain('<div id="root"></div>');
      expect(page.html.match(/<title>/g)).toHaveLength(1);
    }
  });

  it('gives a published playbook its head under /catalogs and its former /playbooks address', async () => {
    for (const segment of ['catalogs', 'playbooks']) {
      const page = await get(`/${segment}/SHR001/${publishedId}/`);
      expect(page.status).toBe(200);
      expect(metaOf(page.html, 'og:title')).toBe('Riverside Rams · Riverside Rams Catalog · SHR001 Sports');
      expect(metaOf(page.html, 'og:url')).toBe(`${h.url}/catalogs/SHR001/${publishedId}/`);
    }
  });

  it('answers 404 with the generic page for a draft, an unknown id, another dealer and a short address', async () => {
    for (const path of [
      `/catalogs/SHR001/${draftId}/`,
      `/catalogs/SHR001/AAAAAAAAAAAAAAAA/`,
      `/snapsheets/OTHER1/${snapsheetId}/`,
      `/snapsheets/SHR001/not-an-id/`,
      '/snapsheets/SHR001',
      '/showrooms/SHR001/',
    ]) {
      const page = await get(path);
      expect(page.status, path).toBe(404);
      expect(page.html).toContain('<title>Team Apparel Studio</title>');
      expect(metaOf(page.html, 'og:title'), path).toBeNull();
    }
  });

  it('keeps the generic head with 200 on the app’s other routes', async () => {
    for (const path of ['/dashboard/', '/snapsheets/create', '/no-such-page']) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(metaOf(page.html, 'og:title'), path).toBeNull();
    }
  });

  it('previews with a 1200x630 card drawn once per version of the project, and again after a change', async () => {
    const imageOf = async (path: string) => {
      const page = await get(path);
      expect(metaOf(page.html, 'twitter:card')).toBe('summary_large_image');
      expect(metaOf(page.html, 'og:image:width')).toBe('1200');
      expect(metaOf(page.html, 'og:image:height')).toBe('630');
      return metaOf(page.html, 'og:image')!.replaceAll('&amp;', '&');
    };
    const image = await imageOf(`/catalogs/shr001/${publishedId}/?page=3`);
    expect(image).toMatch(
      new RegExp(`^${h.url}/share-cards/catalogs/SHR001/${publishedId}\\.png\\?v=[0-9a-z]+-[0-9a-z]+$`),
    );
    const before = cardCalls.length;
    const first = await fetch(image);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await first.arrayBuffer());
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    // Pictured from the card page, which reads the playbook with a print grant of its own (so
    // the snapshots it asks for count on the grant), ended once the card is drawn.
    expect(cardCalls.slice(before)).toEqual([
      { url: `${h.url}/print/cards/catalogs/SHR001/${publishedId}`, width: 1200, height: 630 },
    ]);
    const grant = cardGrants.at(-1)!;
    expect(grant.caller).toEqual({
      kind: 'PRINT',
      projectId: await projectRowId(h.built.database.db, publishedId),
      grantId: expect.any(Number),
    });
    expect(await h.built.services.printGrants.callerOf(grant.token!)).toBeNull();
    // Stored: asked again (by two crawlers at once), nothing is drawn again.
    const again = await Promise.all([fetch(image), fetch(image)]);
    for (const res of again) expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    expect(cardCalls).toHaveLength(before + 1);
    const rows = await h.built.database.db.selectFrom('share_cards').selectAll().execute();
    expect(rows).toHaveLength(1);

    // A change makes a new version: a new address, drawn once more, the row replaced.
    const renamed = await h.gql(
      `mutation($id: ID!) { updatePlaybook(playbookId: $id, input: { title: "Riverside Rams Winter" }) { title } }`,
      { id: publishedId },
      token,
    );
    expect(renamed.errors).toBeUndefined();
    const next = await imageOf(`/catalogs/SHR001/${publishedId}/`);
    expect(next).not.toBe(image);
    expect((await fetch(next)).status).toBe(200);
    expect(cardCalls).toHaveLength(before + 2);
    const replaced = await h.built.database.db.selectFrom('share_cards').selectAll().execute();
    expect(replaced).toHaveLength(1);
    expect(replaced[0]!.version).toBe(new URL(next).searchParams.get('v'));

    // The snapsheet's card, and the showroom's address form (no id) for a shared one only.
    const card = await fetch(await imageOf(`/snapsheets/SHR001/${snapsheetId}/`));
    expect(card.status).toBe(200);
    expect(cardCalls.at(-1)!.url).toBe(`${h.url}/print/cards/snapsheets/SHR001/${snapsheetId}`);
  });

  it('answers 404 for cards nobody may open from a link, and 503 while a card cannot be drawn', async () => {
    const calls = cardCalls.length;
    for (const path of [
      `/share-cards/catalogs/SHR001/${draftId}.png`,
      `/share-cards/catalogs/SHR001/AAAAAAAAAAAAAAAA.png`,
      `/share-cards/snapsheets/OTHER1/${snapsheetId}.png`,
      `/share-cards/showrooms/SHR001.png`,
      `/share-cards/catalogs/SHR001/${publishedId}`,
      `/share-cards/nothing.png`,
    ]) {
      const res = await fetch(`${h.url}${path}`);
      expect(res.status, path).toBe(404);
    }
    expect(cardCalls).toHaveLength(calls);

    const renamed = await h.gql(
      `mutation($id: ID!) { updatePlaybook(playbookId: $id, input: { title: "Riverside Rams Spring" }) { title } }`,
      { id: publishedId },
      token,
    );
    expect(renamed.errors).toBeUndefined();
    failCards = 503;
    const failed = await fetch(`${h.url}/share-cards/catalogs/SHR001/${publishedId}.png`);
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('30');
    expect(await failed.json()).toEqual({ error: 'The card could not be drawn yet' });
    failCards = null;
    // The next ask draws it.
    expect((await fetch(`${h.url}/share-cards/catalogs/SHR001/${publishedId}.png`)).status).toBe(200);
  });

  it('stores no card that failed to draw (an error, or an answer that is not a card); the next ask draws it', async () => {
    const created = await h.gql(
      `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
      { input: { title: 'Fall', teamName: 'Falcons', colorIds: COLORS } },
      token,
    );
    const id = created.data.createSnapsheet.id as string;
    const rowId = await projectRowId(h.built.database.db, id);
    const stored = () =>
      h.built.database.db.selectFrom('share_cards').select('version').where('project_id', '=', rowId).execute();
    const path = `${h.url}/share-cards/snapsheets/SHR001/${id}.png`;
    for (const failure of ['not-a-card', 503] as const) {
      failCards = failure;
      const calls = cardCalls.length;
      const res = await fetch(path);
      expect(res.status, String(failure)).toBe(503);
      expect(await res.json()).toEqual({ error: 'The card could not be drawn yet' });
      expect(cardCalls).toHaveLength(calls + 1);
      expect(await stored()).toEqual([]);
    }
    failCards = null;
    const calls = cardCalls.length;
    const drawn = await fetch(path);
    expect(drawn.status).toBe(200);
    expect(await sharp(Buffer.from(await drawn.arrayBuffer())).metadata()).toMatchObject({ width: 1200, height: 630 });
    expect(await stored()).toHaveLength(1);
    // Stored now: not drawn again.
    expect((await fetch(path)).status).toBe(200);
    expect(cardCalls).toHaveLength(calls + 1);
  });
});

describe('link cards have a limit of their own per address', () => {
  let h: Harness;
  let stand: StandIn;
  let token: string;
  let draws = 0;

  beforeAll(async () => {
    stand = await serveStandIn(RENDER_TOKEN, {
      async pageImage(call) {
        draws += 1;
        return sharp({ create: { width: call.width, height: call.height, channels: 3, background: '#1f2b7a' } })
          .png()
          .toBuffer();
      },
    });
    h = await startHarness({
      env: {
        RENDER_WORKER: 'off',
        RENDER_SERVICE_URL: stand.url,
        RENDER_SERVICE_TOKEN: RENDER_TOKEN,
        SHARE_CARD_RATE_LIMIT: '2',
        SHARE_CARD_RATE_WINDOW_SECONDS: '3600',
        TRUST_PROXY_HOPS: '1',
      },
    });
    ({ token } = await h.signIn('SHR002'));
  }, 120_000);

  afterAll(async () => {
    await h?.close();
    await new Promise((resolve) => stand?.server.close(resolve));
  });

  it('draws SHARE_CARD_RATE_LIMIT cards for an address, then answers 429; a stored card and another address still get theirs', async () => {
    const ids: string[] = [];
    for (const team of ['Owls', 'Bears', 'Lions']) {
      const r = await h.gql(
        `mutation($input: CreateSnapsheetInput!) { createSnapsheet(input: $input) { id } }`,
        { input: { title: 'Spring', teamName: team, colorIds: COLORS } },
        token,
      );
      ids.push(r.data.createSnapsheet.id);
    }
    const card = (id: string, from: string) =>
      fetch(`${h.url}/share-cards/snapsheets/SHR002/${id}.png`, { headers: { 'x-forwarded-for': from } });
    expect((await card(ids[0]!, '203.0.113.7')).status).toBe(200);
    expect((await card(ids[1]!, '203.0.113.7')).status).toBe(200);
    const limited = await card(ids[2]!, '203.0.113.7');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).error).toMatch(/^Too many link cards drawn, try again in \d+ s$/);
    expect(draws).toBe(2);
    // A stored card costs nothing; another address has its own drawings.
    expect((await card(ids[0]!, '203.0.113.7')).status).toBe(200);
    expect((await card(ids[2]!, '198.51.100.9')).status).toBe(200);
    expect(draws).toBe(3);
  });
});
