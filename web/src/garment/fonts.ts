/**
 * The bundled athletic fonts (section 9, C3): their decoration keys, CSS families and licences.
 * Importing this module pulls in the @fontsource CSS, so Vite serves the font files locally
 * (render determinism, R1: no font ever comes from the network).
 */
import '@fontsource/graduate/400.css';
import '@fontsource/bebas-neue/400.css';
import '@fontsource/anton/400.css';
import '@fontsource/oswald/700.css';
import '@fontsource/alfa-slab-one/400.css';
import '@fontsource/black-ops-one/400.css';
import { DEFAULT_LETTERING } from '@tas/garments';

export interface GarmentFont {
  /** Key stored on decorations, e.g. `full block`. */
  key: string;
  /** CSS font-family name. */
  family: string;
  license: string;
}

/** Every bundled font; `full block` (Graduate) is the default (C3). */
export const GARMENT_FONTS: readonly GarmentFont[] = [
  { key: 'full block', family: 'Graduate', license: 'OFL-1.1' },
  { key: 'bebas neue', family: 'Bebas Neue', license: 'OFL-1.1' },
  { key: 'anton', family: 'Anton', license: 'OFL-1.1' },
  { key: 'oswald', family: 'Oswald', license: 'OFL-1.1' },
  { key: 'alfa slab one', family: 'Alfa Slab One', license: 'OFL-1.1' },
  { key: 'black ops one', family: 'Black Ops One', license: 'OFL-1.1' },
];

/** The default lettering's font key (C3). */
export const DEFAULT_FONT_KEY: string = DEFAULT_LETTERING.font;

/** CSS family of a font key, falling back to the default font for unknown keys. */
export function fontFamilyForKey(key: string): string {
  const k = key.trim().toLowerCase();
  return (GARMENT_FONTS.find((f) => f.key === k) ?? GARMENT_FONTS[0]!).family;
}

/**
 * A CSS font-family list for canvas text: a bare family name gets quoted and a generic
 * fallback; a value that is already a list is used as it is.
 */
export function cssFontFamily(family: string): string {
  const f = family.trim();
  if (!f) return `"${GARMENT_FONTS[0]!.family}", sans-serif`;
  if (f.includes(',') || f.startsWith('"') || f.startsWith("'")) return f;
  return `"${f}", sans-serif`;
}

/** Loads every bundled font face (the snapshot page waits on this before it says it is ready). */
export async function loadAllFonts(): Promise<void> {
  if (typeof document === 'undefined' || !document.fonts) return;
  await Promise.all(
    GARMENT_FONTS.map((f) =>
      document.fonts.load(`64px ${cssFontFamily(f.family)}`, 'AZ az 0123456789').catch(() => []),
    ),
  );
}
