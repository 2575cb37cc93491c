/**
 * The checks of what a showroom's dealer picks (P6): colours, fonts among the bundled ones, the
 * look of the customisation box and the catalogs of its template. Each answers the checked value
 * or BAD_USER_INPUT naming the field.
 */
import { BadUserInputError } from '../../lib/errors.js';
import type { Db } from '../../db/index.js';
import { parseId } from '../../lib/row-id.js';
import { knownColorIds } from '../catalog/index.js';
import type { ShowroomLookValue, TemplateCatalog } from './showroom-catalogs.js';
import * as repo from './showrooms.repository.js';

/** GraphQL `ShowroomLookInput`. */
export interface ShowroomLookInput {
  decorationFillColorId: string;
  decorationOutlineColorId: string;
  font: string;
}

export function showroomChecks(db: Db) {
  /** Known colour id or BAD_USER_INPUT on `field`. */
  async function checkColor(id: string, field: string): Promise<number> {
    const n = parseId(id);
    if (!n || !(await knownColorIds(db, [n])).has(n)) throw new BadUserInputError(field, 'Unknown colour');
    return n;
  }

  /** The bundled font keys (canonical spelling) by lower-case key. */
  async function fontKeys(): Promise<Map<string, string>> {
    const keys = await repo.fontKeysInOrder(db);
    return new Map(keys.map((key) => [key.toLowerCase(), key]));
  }

  /**
   * The look of `input` checked: known colours and a font among `fonts` (the showroom's).
   * BAD_USER_INPUT `{prefix}.decorationFillColorId`, `{prefix}.decorationOutlineColorId`,
   * `{prefix}.font`.
   */
  async function checkLook(
    input: ShowroomLookInput,
    fonts: readonly string[],
    prefix: string,
  ): Promise<ShowroomLookValue> {
    const fillColorId = await checkColor(input.decorationFillColorId, `${prefix}.decorationFillColorId`);
    const outlineColorId = await checkColor(input.decorationOutlineColorId, `${prefix}.decorationOutlineColorId`);
    const key = (await fontKeys()).get(input.font.trim().toLowerCase());
    if (!key) throw new BadUserInputError(`${prefix}.font`, 'Unknown font');
    if (!fonts.includes(key))
      throw new BadUserInputError(`${prefix}.font`, 'Choose one of the fonts the showroom offers');
    return { fillColorId, outlineColorId, font: key };
  }

  /**
   * Sport ids of `catalogIds` checked against the template's catalogs (in the order given).
   * BAD_USER_INPUT `catalogIds.N` (not a catalog of the template), `catalogIds` (twice).
   */
  function checkCatalogs(
    catalogIds: readonly string[],
    catalogs: readonly TemplateCatalog[],
    template: string,
  ): string[] {
    const ids = catalogIds.map((id, i) => {
      if (!catalogs.some((c) => c.sport.id === id))
        throw new BadUserInputError(`catalogIds.${i}`, `Not a catalog of the ${template} showroom`);
      return id;
    });
    if (new Set(ids).size !== ids.length) throw new BadUserInputError('catalogIds', 'Each catalog can be chosen once');
    return ids;
  }

  return { fontKeys, checkLook, checkCatalogs };
}

export type ShowroomChecks = ReturnType<typeof showroomChecks>;
