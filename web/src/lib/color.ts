import { BLACK, blackOrWhiteOn, isHexColor } from '@tas/garments';

/**
 * Black or white text, whichever reads better on a `#rrggbb` background (@tas/garments
 * `blackOrWhiteOn`: at least 4.5:1, issue 19 section 2): the showroom header (D3, P6), link
 * cards and team-colour surfaces. Anything that is not `#rrggbb` gets white (the defaults behind
 * it are dark).
 */
export function readableTextOn(hex: string): '#111827' | '#ffffff' {
  if (!isHexColor(hex)) return '#ffffff';
  return blackOrWhiteOn(hex) === BLACK ? '#111827' : '#ffffff';
}
