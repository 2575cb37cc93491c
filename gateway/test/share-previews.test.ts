/**
 * Link previews (issue 19 section 4), over HTTP: a shared project's page is served with its own
 * `<head>` (title with team, project and dealer; description; Open Graph and Twitter tags, all
 * escaped), on every route of the project; a draft, an unknown id or a malformed address answers
 * 404 with the app's generic page; the app's other routes keep the generic head with 200.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.js';

const COLORS = ['19', '13', '25'];

/** The content of `<meta property|name="key">` in `html`, or null. */
function metaOf(html: string, key: string): string | null {
  const m = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return m ? m[1]! : null;
}

describe('link previews of shared pages (issue 19 section 4)', () => {
  let h: Harness;
  let snapsheetId: string;
  let draftId: string;
  let publishedId: string;

  const get = async (path: string) => {
    const res = await fetch(`${h.url}${path}`);
    return { status: res.status, type: res.headers.get('content-type'), html: await res.text() };
  };

  beforeAll(async () => {
    h = await startHarness();
    const { token } = await h.signIn('SHR001');
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
});
