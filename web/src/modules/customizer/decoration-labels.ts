/**
 * Words of the decoration editor (C3): short content type names of the decoration list, view
 * and reversible side names, and a readable name of a decoration location.
 */
import type { ContentType, ReversibleView, View } from '../../gql/graphql';

/**
 * Short names of content types in the decoration list. They avoid the quick fields' labels
 * ('Player number', 'Logo'), so each of those labels still names one control.
 */
export const LIST_LABEL: Record<ContentType, string> = {
  PLAYER_NUMBER: 'Number',
  PLAYER_NAME: 'Name',
  CUSTOM_TEXT: 'Text',
  UPLOADS: 'Upload',
  GRAPHICS: 'Graphic',
};

export const VIEW_LABEL: Record<View, string> = { FRONT: 'Front', BACK: 'Back', LEFT: 'Left', RIGHT: 'Right' };
export const SIDE_LABEL: Record<ReversibleView, string> = { OUTSIDE: 'Outside', INSIDE: 'Inside' };

export function locationLabel(name: string): string {
  return name
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^\w/, (c) => c.toUpperCase());
}
