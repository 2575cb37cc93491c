/**
 * The catalogue's contact sheets (`npm run screenshots -- --only catalogue`): for every sport of
 * the FSG catalogue, every style of it seen from the front and the back, in one team's look
 * (navy, gold and white, with the decorations a new project's team look puts on the style:
 * `lookPlacements` of @tas/garments, so jerseys carry the team name, the player's name and
 * numbers, spiritwear the team name and the sub-mascot line, bottoms the team name on the left
 * hip), on one sheet: `<dir>/<sport>.jpg`. The pictures are the gateway's own
 * snapshots (the render service draws them), so a sheet shows what a customer sees. A youth
 * style's pictures are drawn at its body scale beside the adult ones, so it reads smaller.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getGarment, lookKindOf, lookPlacements } from '@tas/garments';

/** The team's look: colour ids (navy 19, gold 13, white 25: the default team colours). */
const TEAM_COLOR_IDS = ['19', '13', '25'];
/** What each part of the team's look reads (the sheets have no logo to upload). */
const TEAM_TEXT = {
  teamName: 'EAGLES',
  subMascot: 'ATHLETICS',
  frontNumber: '23',
  playerName: 'MARTINEZ',
  backNumber: '23',
};
/** A snapshot's size on the sheet, px (the snapshot is 470x588). */
const TILE = { width: 188, height: 235 };
/** Styles per row. */
const COLUMNS = 5;

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/**
 * Draws the sheets. `gql(query, variables)` asks the gateway; `publicUrl` is its address;
 * `browser` a Playwright browser to lay the sheets out in. Throws when a snapshot fails.
 */
export async function catalogueSheets({ browser, gql, publicUrl, dir, log }) {
  mkdirSync(dir, { recursive: true });
  const { sports } = await gql(`{ sports(template: FSG) { id name } }`);
  const pictures = new Map();
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  try {
    for (const sport of sports) {
      const { products } = await gql(
        `query($sport: ID!) { products(filter: { sport: $sport }, first: 100) {
          nodes { styleId name category garment { id bodyScale } } } }`,
        { sport: sport.id },
      );
      if (products.nodes.length === 0) continue;
      const cells = [];
      for (const style of products.nodes) {
        let shots = pictures.get(style.styleId);
        if (!shots) {
          shots = await styleSnapshots(gql, publicUrl, style);
          pictures.set(style.styleId, shots);
        }
        cells.push({ style, shots });
      }
      const file = join(dir, `${sport.id.replace(/^fsg-/, '')}.jpg`);
      // Dozens of PNGs inline: slow to lay out on a busy machine.
      await page.setContent(sheetHtml(sport.name, cells), { timeout: 300_000 });
      await page.waitForFunction(() => [...document.images].every((i) => i.complete), null, { timeout: 300_000 });
      const sheet = page.locator('main');
      writeFileSync(file, await sheet.screenshot({ type: 'jpeg', quality: 80, timeout: 300_000 }));
      log(`${file}  ${cells.length} styles`);
    }
  } finally {
    await page.close();
  }
}

/** Saves the style in the team's look and answers its FRONT and BACK snapshots as PNG data URLs. */
async function styleSnapshots(gql, publicUrl, style) {
  const kind = lookKindOf({ category: style.category, garment_id: style.garment.id });
  const decorations = lookPlacements(kind, getGarment(style.garment.id).locations, new Set(Object.keys(TEAM_TEXT))).map(
    ({ role, contentType, location }) => ({ location, contentType, text: TEAM_TEXT[role] }),
  );
  const { saveConfiguration } = await gql(
    `mutation($input: ConfigurationInput!) { saveConfiguration(input: $input) { shortId } }`,
    { input: { styleId: style.styleId, colorIds: TEAM_COLOR_IDS, decorations } },
  );
  const shots = [];
  for (const view of ['FRONT', 'BACK']) {
    let snapshot = null;
    for (let attempt = 0; attempt < 600; attempt++) {
      const data = await gql(
        `query($id: ID!, $view: View!) { configuration(shortId: $id) { snapshot(view: $view) { status url } } }`,
        {
          id: saveConfiguration.shortId,
          view,
        },
      );
      snapshot = data.configuration.snapshot;
      if (snapshot.status !== 'PENDING') break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    if (snapshot?.status !== 'READY') throw new Error(`${style.styleId} ${view}: snapshot ${snapshot?.status}`);
    const res = await fetch(`${publicUrl}${snapshot.url}`);
    if (!res.ok) throw new Error(`${style.styleId} ${view}: ${res.status} for ${snapshot.url}`);
    shots.push(`data:image/png;base64,${Buffer.from(await res.arrayBuffer()).toString('base64')}`);
  }
  return shots;
}

/** The sheet of one sport: a grid of styles, each its front and back over its id, name and cut. */
function sheetHtml(sportName, cells) {
  const cell = ({ style, shots }) => {
    const scale = style.garment.bodyScale ?? 1;
    const img = (src, view) =>
      `<img src="${src}" alt="${escapeHtml(`${style.styleId} ${view}`)}" width="${Math.round(TILE.width * scale)}" height="${Math.round(TILE.height * scale)}">`;
    return `<figure><div class="pair">${img(shots[0], 'front')}${img(shots[1], 'back')}</div>
      <figcaption><b>${escapeHtml(style.styleId)}</b> ${escapeHtml(style.name)}<br><small>${escapeHtml(style.garment.id)}${
        scale !== 1 ? ` · body ×${scale}` : ''
      }</small></figcaption></figure>`;
  };
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body { margin: 0; background: #fff; font: 13px/1.3 system-ui, sans-serif; color: #1f2937; }
    main { display: inline-block; padding: 16px 20px; }
    h1 { font-size: 20px; margin: 0 0 10px; }
    .grid { display: grid; grid-template-columns: repeat(${COLUMNS}, ${2 * TILE.width + 8}px); gap: 14px 18px; }
    figure { margin: 0; }
    .pair { display: flex; align-items: flex-end; justify-content: center; height: ${TILE.height}px; background: #eef1f5; border-radius: 6px; }
    figcaption { margin-top: 4px; width: ${2 * TILE.width + 8}px; }
    small { color: #6b7280; }
  </style></head><body><main><h1>${escapeHtml(sportName)} — every style, front and back</h1>
  <div class="grid">${cells.map(cell).join('')}</div></main></body></html>`;
}
