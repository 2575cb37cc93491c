/**
 * The buyer's own item as the 3D player draws it: the item's render spec
 * (`Configuration.renderSpec`) with the typed player's name and number written over its
 * name and number decorations (`personaliseSpec` of @tas/rules, which the receipt's
 * pictures use too). Pure.
 */
import type { ContentType } from '../../gql/graphql';

export { personaliseSpec, type Personalisation } from '@tas/rules';

/** What {@link personalisedFields} needs of a decoration. */
interface TextDecoration {
  contentType: ContentType;
  text?: string | null;
}

/** Whether the spec prints a name / a number at all (the fields the item page asks for). */
export function personalisedFields(spec: { decorations: readonly TextDecoration[] }): {
  name: boolean;
  number: boolean;
} {
  return {
    name: spec.decorations.some((d) => d.contentType === 'PLAYER_NAME'),
    number: spec.decorations.some((d) => d.contentType === 'PLAYER_NUMBER'),
  };
}
