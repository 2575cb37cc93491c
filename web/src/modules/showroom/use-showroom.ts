/**
 * The showroom's state on its pages (P6): the catalogs chosen and the customisation box, from the
 * browser's stored choice (showroom-choice.ts) with the showroom's own selection and saved look
 * as the starting values.
 */
import { useCallback, useMemo } from 'react';
import { useShowroomChoice, type ShowroomChoice } from './showroom-choice';
import {
  choiceOfLook,
  lookKey,
  resolveLook,
  sameLook,
  type ResolvedLook,
  type ShowroomLookChoice,
} from './showroom-look';

/** What the hook needs of the showroom (see the ShowroomLookBox_showroom fragment). */
export interface ShowroomForChoice {
  catalogs: readonly { id: string; selected: boolean; productCount: number }[];
  colors: readonly { id: string; name: string; hex: string }[];
  look: {
    decorationFill: { id: string; name: string; hex: string };
    decorationOutline: { id: string; name: string; hex: string };
    font: string;
  };
  fonts: readonly { key: string; family: string }[];
}

export interface ShowroomState {
  /** The stored choice, null before the visitor started at home in this browser session. */
  choice: ShowroomChoice | null;
  /** The catalogs chosen: the stored ones, else the showroom's selected ones. */
  catalogIds: string[];
  /** The box: the stored look when it is still valid, else the showroom's saved look. */
  look: ShowroomLookChoice | null;
  /** The box resolved for drawing, null while the showroom loads. */
  resolved: ResolvedLook | null;
  /** The box equals the showroom's saved look (its snapshots show it). */
  isSavedLook: boolean;
  setCatalogIds: (ids: string[]) => void;
  /** Sets the box; null follows the showroom's saved look again. */
  setLook: (look: ShowroomLookChoice | null) => void;
}

/**
 * The choice of one showroom. `colors` is every colour the box may offer (its palette); the
 * showroom's team colours and saved look colours are known too.
 */
export function useShowroom(
  dealerCode: string,
  showroom: ShowroomForChoice | null | undefined,
  colors: readonly { id: string; hex: string }[],
): ShowroomState {
  const { choice, update } = useShowroomChoice(dealerCode);
  const known = useMemo(() => {
    if (!showroom) return colors;
    return [...colors, ...showroom.colors, showroom.look.decorationFill, showroom.look.decorationOutline];
  }, [colors, showroom]);
  const saved = showroom ? choiceOfLook(showroom.look) : null;
  const fonts = useMemo(() => showroom?.fonts ?? [], [showroom?.fonts]);
  const stored = choice?.look && resolveLook(choice.look, known, fonts) ? choice.look : null;
  const look = stored ?? saved;
  const currentKey = look ? lookKey(look) : null;
  // One object per look, so cards redraw only when the look changes.
  const resolved = useMemo(
    () => (look ? resolveLook(look, known, fonts) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `look` is named by its key
    [currentKey, known, fonts],
  );
  const isSavedLook = !look || !saved || sameLook(look, saved);
  const defaults = useMemo(() => showroom?.catalogs.filter((c) => c.selected).map((c) => c.id) ?? [], [showroom]);
  const catalogIds = choice?.catalogIds ?? defaults;

  const setCatalogIds = useCallback(
    (ids: string[]) => update((current) => ({ catalogIds: ids, look: current?.look ?? null })),
    [update],
  );
  const savedKey = saved ? lookKey(saved) : null;
  const setLook = useCallback(
    (next: ShowroomLookChoice | null) =>
      update((current) => ({
        catalogIds: current?.catalogIds ?? defaults,
        // The saved look is stored as null, so a later saved look is followed again.
        look: next && lookKey(next) !== savedKey ? next : null,
      })),
    [update, defaults, savedKey],
  );
  return { choice, catalogIds, look, resolved, isSavedLook, setCatalogIds, setLook };
}
