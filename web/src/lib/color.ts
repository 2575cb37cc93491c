/**
 * Black or white text, whichever reads better on a `#rrggbb` background (relative luminance):
 * the showroom header (D3, P6) and team-colour surfaces. Anything that is not `#rrggbb` gets
 * white (the defaults behind it are dark).
 */
export function readableTextOn(hex: string): '#111827' | '#ffffff' {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) return '#ffffff';
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const lum = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return lum > 0.55 ? '#111827' : '#ffffff';
}
