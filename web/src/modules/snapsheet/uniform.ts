/**
 * The snapsheet uniform product modal (original section 2 Modals; P5): shown when a uniform
 * (a style of category UNIFORM; jerseys count as uniforms, section 1) is added to a snapsheet
 * that had none. It confirms the uniform's variant and design and offers the matching pieces of
 * the same sport (the other uniform styles of that sport), the complementary ones of the same
 * brand and gender ticked (shorts or pants for a jersey, a jersey for shorts or pants). Pieces
 * are added in the uniform's colour family and design where they have them. Pure rules here;
 * the dialog is SnapsheetUniformDialog.
 */

export type Category = 'UNIFORM' | 'SPIRITWEAR' | 'COACHES' | string;

/** True when adding a style of `addedCategory` to products of `categories` opens the modal. */
export function offersUniformModal(categories: readonly Category[], addedCategory: Category): boolean {
  return addedCategory === 'UNIFORM' && !categories.includes('UNIFORM');
}

/**
 * The sport a style's name names (`Pro Crew Basketball Jersey` -> basketball), as a whole
 * word, case-insensitively; the longest sport name wins, then the first listed. Null when none.
 * The catalog API offers the products of a sport (`ProductFilter.sport`), not a style's sports,
 * so the dialog starts from this guess, checks it against that list and lets the dealer change it.
 */
export function sportOfName<S extends { id: string; name: string }>(name: string, sports: readonly S[]): S | null {
  const words = ` ${name.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `;
  let best: S | null = null;
  for (const s of sports) {
    const sport = s.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
    if (sport && words.includes(` ${sport} `) && (!best || sport.length > best.name.length)) best = s;
  }
  return best;
}

/** Which part of a uniform a garment template is: a top (jerseys) or a bottom (shorts, pants). */
export function garmentPart(garmentId: string): 'top' | 'bottom' {
  return /short|pant/.test(garmentId) ? 'bottom' : 'top';
}

export interface PieceStyle {
  styleId: string;
  brand: string;
  genders: readonly string[];
  garment: { id: string };
}

function gendersOverlap(a: readonly string[], b: readonly string[]): boolean {
  return a.includes('UNISEX') || b.includes('UNISEX') || a.some((g) => b.includes(g));
}

/**
 * The pieces to offer with `uniform` out of the uniform styles of its sport (`candidates`, in
 * catalog order; the uniform itself is left out). `suggested` marks the first complementary piece
 * (the other part: shorts or pants for a jersey) of the same brand whose genders overlap the
 * uniform's. Order: the suggestion, then the same brand's pieces for the same genders, the same
 * brand's others, then other brands; catalog order within each.
 */
export function matchingPieces<P extends PieceStyle>(
  uniform: PieceStyle,
  candidates: readonly P[],
): { piece: P; suggested: boolean }[] {
  const others = candidates.filter((c) => c.styleId !== uniform.styleId);
  const part = garmentPart(uniform.garment.id);
  const sameBrand = (c: P) => c.brand === uniform.brand;
  const sameGenders = (c: P) => gendersOverlap(uniform.genders, c.genders);
  const suggestedId = others.find((c) => sameBrand(c) && sameGenders(c) && garmentPart(c.garment.id) !== part)?.styleId;
  const rank = (c: P) => (c.styleId === suggestedId ? 0 : sameBrand(c) && sameGenders(c) ? 1 : sameBrand(c) ? 2 : 3);
  // Array.prototype.sort is stable: catalog order within a rank.
  return [...others]
    .sort((a, b) => rank(a) - rank(b))
    .map((piece) => ({ piece, suggested: piece.styleId === suggestedId }));
}

export interface PieceOptions {
  variants: readonly { id: string; color: { family: string } }[];
  designs: readonly { id: string; code: string }[];
}

/**
 * A piece's variant and design to match the uniform: its first variant of the uniform's colour
 * family, and its design of the same layout code; null (the style's default) when it has none.
 */
export function matchingOptions(
  uniform: { colorFamily: string | null; designCode: string | null },
  piece: PieceOptions,
): { variantId: string | null; designId: string | null } {
  const variant = uniform.colorFamily ? piece.variants.find((v) => v.color.family === uniform.colorFamily) : undefined;
  const design = uniform.designCode ? piece.designs.find((d) => d.code === uniform.designCode) : undefined;
  return { variantId: variant?.id ?? null, designId: design?.id ?? null };
}
