/**
 * The dealer's snapsheet toolbar (P1 modes, P5): Preview/Edit (preview shows the snapsheet as
 * its customer sees it, without tools; create mode adds the note that it was made), the featured colour (one swatch per colour family of the
 * snapsheet colours; Radix ToggleGroup, arrow keys move, Enter/Space features), the gender, the
 * collection and the Settings dialog. Each change answers the whole snapsheet (the page
 * updates). On a locked snapsheet (section 4) the tools give way to the LockedNote explanation;
 * Settings stays, read-only, for the dealer's Unlock of a quote. Section 8 toasts: 'Error trying
 * to update featured color', 'Error trying to update the snapsheet selected gender', 'Error
 * adding collection'.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { ToggleGroup } from 'radix-ui';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { Gender, SnapsheetToolbar_SnapsheetFragment } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { IconCheck, IconSettings } from '../../ui/icons';
import { NONE_VALUE, Select } from '../../ui/Select';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import { LockedNote } from '../locker/LockedNote';
import { EDIT_ERRORS } from '../project/form-errors';
import { CreatedNote, ModeToggle, type ProjectMode } from '../project/ProjectMode';
import { colorFamilies, familyLabel, featuredFamily } from './featured-colors';
import { canUnlock, lockMessage, snapsheetLock } from './settings-form';
import { SnapsheetSettingsDialog } from './SnapsheetSettingsDialog';
import './snapsheet.css';

export const SnapsheetToolbar_snapsheet = graphql(`
  fragment SnapsheetToolbar_snapsheet on Snapsheet {
    id
    status
    locked
    isStaticTemplate
    gender
    featuredColor {
      id
      family
    }
    collection {
      id
      name
    }
  }
`);

const SnapsheetToolbarOptionsDocument = graphql(`
  query SnapsheetToolbarOptions {
    snapsheetColors {
      id
      name
      hex
      family
    }
    snapsheetCollections {
      id
      name
    }
  }
`);

const SetFeaturedColorDocument = graphql(`
  mutation SetSnapsheetFeaturedColor($snapsheetId: ID!, $colorId: ID!) {
    setSnapsheetFeaturedColor(snapsheetId: $snapsheetId, colorId: $colorId) {
      ...SnapsheetEdit_snapsheet
    }
  }
`);

const SetGenderDocument = graphql(`
  mutation SetSnapsheetGender($snapsheetId: ID!, $gender: Gender!) {
    setSnapsheetGender(snapsheetId: $snapsheetId, gender: $gender) {
      ...SnapsheetEdit_snapsheet
    }
  }
`);

const SetCollectionDocument = graphql(`
  mutation SetSnapsheetCollection($snapsheetId: ID!, $collectionId: ID) {
    setSnapsheetCollection(snapsheetId: $snapsheetId, collectionId: $collectionId) {
      ...SnapsheetEdit_snapsheet
    }
  }
`);

const GENDERS: { value: Gender; label: string }[] = [
  { value: 'MEN', label: 'Men' },
  { value: 'WOMEN', label: 'Women' },
  { value: 'YOUTH', label: 'Youth' },
  { value: 'UNISEX', label: 'Unisex' },
];

export function SnapsheetToolbar({
  snapsheet,
  dealerCode,
  dashboard,
  mode,
  onModeChange,
  customerName,
}: {
  snapsheet: SnapsheetToolbar_SnapsheetFragment;
  dealerCode: string;
  /** A dashboard session (not a passcode one): only it may unlock (section 4). */
  dashboard: boolean;
  mode: ProjectMode;
  onModeChange: (mode: ProjectMode) => void;
  /** The customer the snapsheet was made for, named by create mode's note. */
  customerName?: string | null | undefined;
}) {
  const settingsRef = useRef<HTMLButtonElement>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const lock = snapsheetLock(snapsheet);
  const unlockable = canUnlock(snapsheet.status, dashboard);

  const settings = (
    <Button
      ref={settingsRef}
      className="ss-toolbar__settings"
      variant="secondary"
      size="sm"
      icon={<IconSettings size={14} />}
      onClick={() => setSettingsOpen(true)}
    >
      <span className="ss-toolbar__settings-label">Settings</span>
    </Button>
  );

  return (
    <div className="ss-toolbar" role="region" aria-label="Snapsheet tools">
      <div className="ss-toolbar__inner">
        <ModeToggle mode={mode} onModeChange={onModeChange} />
        {mode === 'preview' ? (
          <p className="ss-toolbar__preview">Your customer sees the snapsheet like this: choose Edit to change it.</p>
        ) : lock ? (
          <div className="ss-toolbar__locked">
            <LockedNote reason={lock === 'QUOTE' ? 'QUOTE' : 'CLOSED'} testId="snapsheet-locked">
              <p>{lockMessage(lock, unlockable)}</p>
            </LockedNote>
            {lock === 'QUOTE' ? settings : null}
          </div>
        ) : (
          <>
            <Tools snapsheet={snapsheet} />
            <div className="ss-toolbar__end">{settings}</div>
          </>
        )}
      </div>
      {mode === 'create' ? <CreatedNote customerName={customerName} /> : null}
      <SnapsheetSettingsDialog
        open={settingsOpen}
        onOpenChange={setSettingsOpen}
        snapsheetId={snapsheet.id}
        dealerCode={dealerCode}
        dashboard={dashboard}
        returnFocus={settingsRef}
      />
    </div>
  );
}

/** The featured colour, gender and collection of an unlocked snapsheet. */
function Tools({ snapsheet }: { snapsheet: SnapsheetToolbar_SnapsheetFragment }) {
  const { data, error, refetch } = useQuery(SnapsheetToolbarOptionsDocument);
  const [feature, featuring] = useMutation(SetFeaturedColorDocument);
  const [setGender, gendering] = useMutation(SetGenderDocument);
  const [setCollection, filing] = useMutation(SetCollectionDocument);
  const families = colorFamilies(data?.snapsheetColors ?? []);
  const featured = featuredFamily(snapsheet.featuredColor);
  const snapsheetId = snapsheet.id;

  const onFeature = async (family: string) => {
    const color = families.find((f) => f.family === family)?.color;
    // ToggleGroup answers '' when the featured swatch is pressed again: nothing to un-feature.
    if (!color || family === featured) return;
    try {
      await feature({ variables: { snapsheetId, colorId: color.id } });
    } catch {
      toast.error(EDIT_ERRORS.featuredColor);
    }
  };

  const onGender = async (gender: string) => {
    try {
      await setGender({ variables: { snapsheetId, gender: gender as Gender } });
    } catch {
      toast.error(EDIT_ERRORS.gender);
    }
  };

  const onCollection = async (value: string) => {
    try {
      await setCollection({ variables: { snapsheetId, collectionId: value === NONE_VALUE ? null : value } });
    } catch {
      toast.error(EDIT_ERRORS.collection);
    }
  };

  const collections = data?.snapsheetCollections ?? [];

  return (
    <>
      <div className="ss-tool ss-tool--colors">
        <span className="ss-tool__label" id="ss-featured-label">
          Featured colour {featuring.loading ? <Spinner size={12} /> : null}
        </span>
        {error && !data ? (
          <Button variant="ghost" size="sm" onClick={() => void refetch()}>
            Could not load the colours. Retry
          </Button>
        ) : !data ? (
          <Skeleton width={260} height={28} />
        ) : (
          <ToggleGroup.Root
            type="single"
            className="ss-swatches"
            aria-labelledby="ss-featured-label"
            value={featured ?? ''}
            onValueChange={(v) => void onFeature(v)}
            disabled={featuring.loading}
          >
            {families.map((f) => (
              <ToggleGroup.Item
                key={f.family}
                value={f.family}
                className="ss-swatch"
                aria-label={familyLabel(f)}
                title={familyLabel(f)}
                style={{ background: f.color.hex }}
              >
                {f.family === featured ? <IconCheck size={14} className="ss-swatch__check" /> : null}
              </ToggleGroup.Item>
            ))}
          </ToggleGroup.Root>
        )}
      </div>
      <div className="ss-tool">
        <span className="ss-tool__label" id="ss-gender-label">
          Gender {gendering.loading ? <Spinner size={12} /> : null}
        </span>
        <Select
          aria-label="Gender"
          value={snapsheet.gender ?? null}
          onValueChange={(v) => void onGender(v)}
          options={GENDERS}
          placeholder="Choose"
          disabled={gendering.loading}
          className="ss-tool__select"
        />
      </div>
      <div className="ss-tool">
        <span className="ss-tool__label">Collection {filing.loading ? <Spinner size={12} /> : null}</span>
        <Select
          aria-label="Collection"
          value={snapsheet.collection?.id ?? NONE_VALUE}
          onValueChange={(v) => void onCollection(v)}
          options={[
            { value: NONE_VALUE, label: 'No collection' },
            ...collections.map((c) => ({ value: c.id, label: c.name })),
          ]}
          disabled={filing.loading || !data}
          className="ss-tool__select"
        />
      </div>
    </>
  );
}
