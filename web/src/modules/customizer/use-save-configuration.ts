/**
 * Saving the customiser's configuration (C4, E): the short id on screen and what was saved last,
 * restoring another short id put in the address, the 'Applying Changes...' and 'Saved' signs,
 * and the fields a save refused.
 */
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState, type Dispatch } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { ProductCustomizer_ConfigurationFragment } from '../../gql/graphql';
import { errorMessage, fieldErrors } from '../../lib/errors';
import { SaveConfigurationDocument, SavedConfigurationDocument } from './customizer-documents';
import { configurationKey, stateFromConfiguration, toConfigurationInput } from './saved-configuration';
import type { CustomizerAction, CustomizerState } from './state';

const NO_ERRORS: Record<string, string> = {};

/** How long the save indicator stays (section 9: 3 s). */
const SAVE_INDICATOR_MS = 3000;
/** 'Applying Changes...' appears only when a save takes longer than this (E). */
const APPLYING_DELAY_MS = 100;

export function useSaveConfiguration({
  styleId,
  state,
  dispatch,
  savedConfiguration,
  shortId,
}: {
  styleId: string;
  state: CustomizerState;
  dispatch: Dispatch<CustomizerAction>;
  /** The configuration of the short id in the address, when it was found. */
  savedConfiguration: ProductCustomizer_ConfigurationFragment | null;
  /** The short id in the address. */
  shortId: string | null;
}) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The short id whose state is on screen; a different one in the address (back/forward, a
  // pasted link) is restored, our own saves are not.
  const shownShortId = useRef<string | null>(savedConfiguration?.shortId ?? null);
  const [savedKey, setSavedKey] = useState<string | null>(() =>
    savedConfiguration ? configurationKey(styleId, stateFromConfiguration(savedConfiguration)) : null,
  );
  const missingWarned = useRef(false);

  useEffect(() => {
    if (savedConfiguration && savedConfiguration.shortId !== shownShortId.current) {
      shownShortId.current = savedConfiguration.shortId;
      const restored = stateFromConfiguration(savedConfiguration);
      dispatch({ type: 'replace', state: restored });
      setSavedKey(configurationKey(styleId, restored));
    }
  }, [savedConfiguration, styleId, dispatch]);

  useEffect(() => {
    if (shortId && !savedConfiguration && shortId !== shownShortId.current && !missingWarned.current) {
      missingWarned.current = true;
      toast.error('The saved configuration was not found');
    }
  }, [shortId, savedConfiguration]);

  const [saveConfiguration] = useMutation(SaveConfigurationDocument);
  const [saving, setSaving] = useState(false);
  const [applying, setApplying] = useState(false);
  const [savedIndicator, setSavedIndicator] = useState(false);
  // The fields a save refused, for the state that was refused: an edit clears them.
  const [saveErrors, setSaveErrors] = useState<{ key: string; fields: Record<string, string> } | null>(null);
  const client = useApolloClient();

  useEffect(() => {
    if (!saving) {
      setApplying(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setApplying(true), APPLYING_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [saving]);

  // Each save shows the indicator for 3 s from that save (E); a save again restarts it.
  const [savedAt, setSavedAt] = useState(0);
  useEffect(() => {
    if (!savedIndicator) return undefined;
    const timer = window.setTimeout(() => setSavedIndicator(false), SAVE_INDICATOR_MS);
    return () => window.clearTimeout(timer);
  }, [savedIndicator, savedAt]);

  const currentKey = configurationKey(styleId, state);
  const dirty = currentKey !== savedKey;
  const shownErrors = useMemo(
    () => (saveErrors && saveErrors.key === currentKey ? saveErrors.fields : NO_ERRORS),
    [saveErrors, currentKey],
  );

  /**
   * Saves what is on screen and returns its short id, or null on failure (C4, E). Nothing
   * changed since the last save (or the restored `?short_id=`): the same short id, no new
   * configuration. The saved configuration is written to the cache under its short id before the
   * address changes, so the page stays mounted: view, orbit and scroll are kept. The save
   * indicator shows for 3 s. A refusal puts each field's message on its field.
   */
  const save = async (): Promise<string | null> => {
    if (!dirty && shownShortId.current) {
      setSaveErrors(null);
      setSavedIndicator(true);
      setSavedAt((n) => n + 1);
      return shownShortId.current;
    }
    setSaving(true);
    try {
      const result = await saveConfiguration({ variables: { input: toConfigurationInput(styleId, state) } });
      const saved = result.data?.saveConfiguration;
      if (!saved) throw new Error('No configuration returned');
      client.writeQuery({
        query: SavedConfigurationDocument,
        variables: { shortId: saved.shortId },
        data: { configuration: saved },
      });
      shownShortId.current = saved.shortId;
      setSavedKey(currentKey);
      setSaveErrors(null);
      setSavedIndicator(true);
      setSavedAt((n) => n + 1);
      // Awaited: a navigation right after (Add to locker) must not race this one.
      const next = new URLSearchParams(params);
      next.set('short_id', saved.shortId);
      await navigate({ search: `?${next.toString()}` }, { replace: true, preventScrollReset: true });
      return saved.shortId;
    } catch (e) {
      setSaveErrors({ key: currentKey, fields: fieldErrors(e) });
      toast.error(errorMessage(e, 'Error trying to save the product'));
      return null;
    } finally {
      setSaving(false);
    }
  };

  return { save, saving, setSaving, applying, savedIndicator, dirty, shownErrors, shownShortId };
}
