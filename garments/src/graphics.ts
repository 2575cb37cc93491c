/**
 * Where a graphic of the library (C3 content type Graphics) is drawn from: the gateway serves
 * each graphic as a single-colour SVG at `/graphics/<key>.svg?fill=<rrggbb>`. The gateway puts
 * this path in a configuration's RenderSpec and the web in the customiser's, so a snapshot and
 * the 3D player load the same picture (same URL, same cache entry).
 */

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The gateway path of graphic `key` drawn in `fill` (`#rrggbb`; anything else draws white),
 * e.g. `graphicPath('lion', '#FFB81C')` → `/graphics/lion.svg?fill=ffb81c`.
 */
export function graphicPath(key: string, fill = '#ffffff'): string {
  const colour = HEX.test(fill) ? fill.slice(1).toLowerCase() : 'ffffff';
  return `/graphics/${encodeURIComponent(key)}.svg?fill=${colour}`;
}
