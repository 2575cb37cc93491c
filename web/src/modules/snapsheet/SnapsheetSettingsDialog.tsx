/**
 * Snapsheet settings (P5, original PUT api/snapsheets/{id}): title, team name, the three team
 * colours (the snapsheet colours), the default logo (the snapsheet's logos and, for a dashboard
 * session, the dealer's library), show prices and status, through `updateSnapsheetSettings`
 * with only what changed. New team colours, team name or logo redraw the products. A locked
 * snapsheet (section 4) shows the fields read-only, and on a quote the dealer's Unlock (status
 * OPEN; a passcode session may not). Toasts 'Information updated.'; a failure goes beside its
 * field (BAD_USER_INPUT) or toasts 'Error updating snapsheet settings' (section 8).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useState, type RefObject } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorState } from '../../ui/ErrorState';
import { IconUnlock } from '../../ui/icons';
import { SelectField } from '../../ui/Select';
import { Skeleton } from '../../ui/Skeleton';
import { FormSwitch } from '../../ui/FormSwitch';
import { type PickerColor } from '../customers/ColorPicker';
import { LockedNote } from '../locker/LockedNote';
import type { LogoChoice } from '../logos/LogoChoiceGroup';
import { ProjectLookFields } from '../project/ProjectLookFields';
import { RepField, repOptions } from '../project/RepField';
import { EDIT_ERRORS, formFieldErrors } from '../project/form-errors';
import {
  canUnlock,
  LOCKING_STATUSES,
  lockMessage,
  NO_LOGO,
  NO_REP,
  SETTINGS_FIELDS,
  settingsSchema,
  settingsValues,
  SNAPSHEET_STATUSES,
  snapsheetLock,
  STATUS_LABELS,
  toSettingsInput,
  type SettingsValues,
} from './settings-form';

const SnapsheetSettingsDocument = graphql(`
  query SnapsheetSettings($dealerCode: String!, $id: ID!, $library: Boolean!) {
    snapsheet(dealerCode: $dealerCode, id: $id) {
      id
      title
      teamName
      status
      showPrices
      locked
      isStaticTemplate
      colors {
        id
        name
        hex
        palette
      }
      rep {
        id
        name
      }
    }
    me @include(if: $library) {
      id
      reps {
        id
        name
      }
    }
    snapsheetColors {
      id
      name
      hex
      palette
    }
    projectLogos(projectType: SNAPSHEET, projectId: $id) {
      projectId
      defaultLogo {
        id
        url
        filename
      }
      logos {
        id
        url
        filename
      }
    }
    logos(kind: IMAGE) @include(if: $library) {
      id
      url
      filename
    }
  }
`);

const UpdateSnapsheetSettingsDocument = graphql(`
  mutation UpdateSnapsheetSettings($snapsheetId: ID!, $input: SnapsheetSettingsInput!) {
    updateSnapsheetSettings(snapsheetId: $snapsheetId, input: $input) {
      ...SnapsheetEdit_snapsheet
    }
  }
`);

export function SnapsheetSettingsDialog({
  open,
  onOpenChange,
  snapsheetId,
  dealerCode,
  dashboard,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  snapsheetId: string;
  dealerCode: string;
  /** A dashboard session: the dealer's logo library, and Unlock (section 4). */
  dashboard: boolean;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const { data, loading, error, refetch } = useQuery(SnapsheetSettingsDocument, {
    variables: { dealerCode, id: snapsheetId, library: dashboard },
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const [update, { loading: saving }] = useMutation(UpdateSnapsheetSettingsDocument);
  const [unlocking, setUnlocking] = useState(false);
  const snapsheet = data?.snapsheet;
  const defaultLogoId = data?.projectLogos.defaultLogo?.id ?? null;
  const current = useMemo(
    () => (snapsheet ? { ...snapsheet, logoId: defaultLogoId } : null),
    [snapsheet, defaultLogoId],
  );
  const form = useForm<SettingsValues>({ resolver: zodResolver(settingsSchema) });
  const { control, handleSubmit, reset, setError } = form;

  // Fill the form once per opening, from the snapsheet as loaded then.
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    if (!open) {
      setFilled(false);
      return;
    }
    if (current && !filled) {
      reset(settingsValues(current));
      setFilled(true);
    }
  }, [open, current, filled, reset]);

  const lock = snapsheet ? snapsheetLock(snapsheet) : null;
  const unlockable = snapsheet ? canUnlock(snapsheet.status, dashboard) : false;

  const colors: PickerColor[] = [...(data?.snapsheetColors ?? [])];
  for (const c of snapsheet?.colors ?? []) if (!colors.some((x) => x.id === c.id)) colors.push(c);

  const logos: LogoChoice[] = [
    ...(data?.projectLogos.defaultLogo ? [{ ...data.projectLogos.defaultLogo, source: 'Default logo' }] : []),
    ...(data?.projectLogos.logos ?? []).map((l) => ({ ...l, source: 'This snapsheet' })),
    ...(data?.logos ?? []).map((l) => ({ ...l, source: 'Your logos' })),
  ].filter((l, i, all) => all.findIndex((x) => x.id === l.id) === i);

  const onSubmit = handleSubmit(async (values) => {
    if (!current) return;
    const input = toSettingsInput(current, values);
    if (Object.keys(input).length === 0) {
      onOpenChange(false);
      return;
    }
    try {
      await update({ variables: { snapsheetId, input } });
      toast.success('Information updated.');
      onOpenChange(false);
    } catch (e) {
      const { fields, rest } = formFieldErrors(e, SETTINGS_FIELDS);
      for (const [field, message] of fields) setError(field, { type: 'server', message });
      if (rest) toast.error(EDIT_ERRORS.snapsheetSettings);
    }
  });

  const unlock = async () => {
    setUnlocking(true);
    try {
      await update({ variables: { snapsheetId, input: { status: 'OPEN' } } });
      toast.success('Snapsheet unlocked');
      onOpenChange(false);
    } catch {
      toast.error(EDIT_ERRORS.snapsheetSettings);
    } finally {
      setUnlocking(false);
    }
  };

  const ready = Boolean(current && filled);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Snapsheet settings"
      description="Changing the team colours, team name or logo redraws every product of the snapsheet."
      size="lg"
      returnFocus={returnFocus}
      footer={
        lock ? (
          <>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Close
            </Button>
            {lock === 'QUOTE' && unlockable ? (
              <Button
                variant="primary"
                icon={<IconUnlock size={16} />}
                loading={unlocking}
                onClick={() => void unlock()}
              >
                Unlock
              </Button>
            ) : null}
          </>
        ) : (
          <>
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button variant="primary" type="submit" form="snapsheet-settings" loading={saving} disabled={!ready}>
              Save changes
            </Button>
          </>
        )
      }
    >
      {error && !data ? (
        <ErrorState title="Could not load the snapsheet" onRetry={() => void refetch()} />
      ) : !ready || !data ? (
        <div className="stack" aria-busy={loading || undefined} aria-label="Loading the snapsheet">
          <Skeleton height={40} />
          <Skeleton height={40} />
          <Skeleton height={140} />
        </div>
      ) : (
        <form id="snapsheet-settings" onSubmit={(e) => void onSubmit(e)} noValidate>
          {lock ? (
            <LockedNote reason={lock === 'QUOTE' ? 'QUOTE' : 'CLOSED'} testId="snapsheet-settings-locked">
              <p>{lockMessage(lock, unlockable)}</p>
            </LockedNote>
          ) : null}
          <fieldset className="form-grid ss-settings" disabled={Boolean(lock)}>
            <ProjectLookFields
              control={control}
              idPrefix="snapsheet"
              colors={colors}
              logo={{
                name: 'logoId',
                legend: 'Logo',
                choices: logos,
                none: data.projectLogos.defaultLogo ? undefined : NO_LOGO,
                empty: 'No logos yet: add them in the Logos panel of this snapsheet or your logo library.',
              }}
            />
            {dashboard ? (
              <RepField
                control={control}
                name="repId"
                options={repOptions(data.me?.reps ?? [], [data.snapsheet?.rep], NO_REP)}
              />
            ) : null}
            <FormSwitch
              control={control}
              name="showPrices"
              label="Show prices"
              hint="Customer prices under each product and in the PDF."
              disabled={Boolean(lock)}
            />
            <Controller
              control={control}
              name="status"
              render={({ field, fieldState }) => (
                <SelectField
                  label="Status"
                  value={field.value}
                  onValueChange={field.onChange}
                  options={SNAPSHEET_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
                  hint={
                    LOCKING_STATUSES.includes(field.value)
                      ? 'Quote and Closed lock the snapsheet: its products and settings can no longer change.'
                      : undefined
                  }
                  disabled={Boolean(lock)}
                  error={fieldState.error?.message}
                />
              )}
            />
          </fieldset>
        </form>
      )}
    </Dialog>
  );
}
