/**
 * The featured-colour swatches of a snapsheet (P5, original PUT featured-color): one swatch per
 * colour family of the 16 snapsheet colours, in the order of their first colour. Featuring a
 * family sends its first colour; the server gives every product the first variant of that
 * family (a product without one keeps its own).
 */

export interface FamilyColor {
  id: string;
  name: string;
  hex: string;
  family: string;
}

/** A colour family and the colour that stands for it (its first in the list). */
export interface ColorFamily<C extends FamilyColor = FamilyColor> {
  family: string;
  color: C;
  /** Every colour of the list in this family, in list order. */
  colors: C[];
}

/** The families of `colors`, in the order each family first appears. */
export function colorFamilies<C extends FamilyColor>(colors: readonly C[]): ColorFamily<C>[] {
  const out: ColorFamily<C>[] = [];
  for (const c of colors) {
    const family = out.find((f) => f.family === c.family);
    if (family) family.colors.push(c);
    else out.push({ family: c.family, color: c, colors: [c] });
  }
  return out;
}

/** The family featured now (by the featured colour's family), or null when none is. */
export function featuredFamily(featured: { family: string } | null | undefined): string | null {
  return featured?.family ?? null;
}

/** The accessible name of a family swatch: 'Red (Cardinal, Scarlet)', or the family alone. */
export function familyLabel(f: ColorFamily): string {
  const names = f.colors.map((c) => c.name).filter((n) => n !== f.family);
  return names.length ? `${f.family} (${names.join(', ')})` : f.family;
}
