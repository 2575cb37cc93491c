/**
 * The graphics library (C3 content type Graphics): mascot, sport and emblem graphics shipped with
 * the product, drawn from the Game Icons set (npm `@iconify-json/game-icons`, CC BY 3.0, by Lorc,
 * Delapouite and contributors; attribution in `GRAPHICS_ATTRIBUTION`, shown where graphics are
 * chosen and in docs/how-to.md). Each graphic is one single-colour 512x512 SVG drawn in the
 * decoration's fill colour. Pure: no database; the icon data is read once, lazily.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';

/** What a graphic shows (GraphQL `GraphicCategory`). */
export type GraphicCategory = 'MASCOT' | 'SPORT' | 'EMBLEM';

/** A graphic of the library: `key` is stable (stored in configurations), `icon` the Game Icons name. */
export interface LibraryGraphic {
  key: string;
  name: string;
  category: GraphicCategory;
  icon: string;
}

/** The credit the licence (CC BY 3.0) asks for. */
export const GRAPHICS_ATTRIBUTION =
  'Graphics from Game-icons.net by Lorc, Delapouite and contributors, licensed under CC BY 3.0 (https://creativecommons.org/licenses/by/3.0/).';

const graphic = (category: GraphicCategory, key: string, name: string, icon = key): LibraryGraphic => ({
  key,
  name,
  category,
  icon,
});

/** The library, in the order it is offered: mascots, sports, emblems. */
export const GRAPHICS: readonly LibraryGraphic[] = [
  graphic('MASCOT', 'lion', 'Lion'),
  graphic('MASCOT', 'tiger-head', 'Tiger'),
  graphic('MASCOT', 'eagle-head', 'Eagle'),
  graphic('MASCOT', 'hawk-emblem', 'Hawk'),
  graphic('MASCOT', 'falcon-moon', 'Falcon'),
  graphic('MASCOT', 'wolf-head', 'Wolf'),
  graphic('MASCOT', 'bear-head', 'Bear'),
  graphic('MASCOT', 'bull', 'Bull'),
  graphic('MASCOT', 'buffalo-head', 'Buffalo'),
  graphic('MASCOT', 'ram', 'Ram'),
  graphic('MASCOT', 'stag-head', 'Stag'),
  graphic('MASCOT', 'horse-head', 'Mustang'),
  graphic('MASCOT', 'fox-head', 'Fox'),
  graphic('MASCOT', 'boar', 'Boar'),
  graphic('MASCOT', 'gorilla', 'Gorilla'),
  graphic('MASCOT', 'shark-jaws', 'Shark'),
  graphic('MASCOT', 'cobra', 'Cobra'),
  graphic('MASCOT', 'dragon-head', 'Dragon'),
  graphic('MASCOT', 'owl', 'Owl'),
  graphic('MASCOT', 'raven', 'Raven'),
  graphic('MASCOT', 'rooster', 'Rooster'),
  graphic('MASCOT', 'bee', 'Hornet'),
  graphic('MASCOT', 'spartan-helmet', 'Spartan'),
  graphic('MASCOT', 'viking-head', 'Viking'),
  graphic('MASCOT', 'pirate-skull', 'Pirate'),
  graphic('SPORT', 'basketball-ball', 'Basketball'),
  graphic('SPORT', 'american-football-ball', 'Football'),
  graphic('SPORT', 'american-football-helmet', 'Football helmet'),
  graphic('SPORT', 'baseball-bat', 'Baseball bat'),
  graphic('SPORT', 'baseball-glove', 'Baseball glove'),
  graphic('SPORT', 'soccer-ball', 'Soccer ball'),
  graphic('SPORT', 'volleyball-ball', 'Volleyball'),
  graphic('SPORT', 'tennis-ball', 'Tennis ball'),
  graphic('SPORT', 'hockey', 'Hockey'),
  graphic('EMBLEM', 'trophy', 'Trophy'),
  graphic('EMBLEM', 'laurels', 'Laurels'),
  graphic('EMBLEM', 'crown', 'Crown'),
  graphic('EMBLEM', 'flame', 'Flame'),
  graphic('EMBLEM', 'lightning-helix', 'Lightning'),
  graphic('EMBLEM', 'star-medal', 'Star medal'),
  graphic('EMBLEM', 'shield', 'Shield'),
];

const byKey = new Map(GRAPHICS.map((g) => [g.key, g]));

/** The library graphic `key`, or undefined. */
export function getGraphic(key: string): LibraryGraphic | undefined {
  return byKey.get(key);
}

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}
let iconSet: IconSet | null = null;
function icons(): IconSet {
  iconSet ??= createRequire(import.meta.url)('@iconify-json/game-icons/icons.json') as IconSet;
  return iconSet;
}

/** A `#rrggbb` colour, or null. */
const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The SVG document of graphic `key` drawn in `fill` (`#rrggbb`; anything else gives white),
 * 512x512 user units with its viewBox; null for an unknown key. The icon data is the set's own
 * paths (`currentColor`), so the document holds no script or external reference.
 */
export function graphicSvg(key: string, fill = '#ffffff'): string | null {
  const g = byKey.get(key);
  const set = icons();
  const icon = g ? set.icons[g.icon] : undefined;
  if (!icon) return null;
  const width = icon.width ?? set.width ?? 512;
  const height = icon.height ?? set.height ?? 512;
  const colour = HEX.test(fill) ? fill.toLowerCase() : '#ffffff';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" color="${colour}">` +
    `${icon.body}</svg>`
  );
}

const digests = new Map<string, string | null>();

/**
 * A digest of what graphic `key` draws (SHA-256 hex of its icon data, 16 characters), taken once
 * per key and process; null for an unknown key. The icons come from a pinned package, so the key
 * names the same picture until that package changes: a render hash takes this digest, so an
 * upgrade that redraws an icon redraws the products wearing it.
 */
export function graphicDigest(key: string): string | null {
  let digest = digests.get(key);
  if (digest === undefined) {
    const svg = graphicSvg(key, '#000000');
    digest = svg ? createHash('sha256').update(svg).digest('hex').slice(0, 16) : null;
    digests.set(key, digest);
  }
  return digest;
}
