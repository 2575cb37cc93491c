/**
 * Bulk edit of a playbook (P3, original `PUT catalog/{id}` and `edit-bulk`; P4 school) with
 * `updatePlaybook`: title, team name, the three team colours, the default logo (the playbook's
 * logos and, for a dashboard session, the dealer's library; or none), show prices, show cover
 * and index, and the school: one of the schools list (searched), a new school (name, mascot,
 * city, two-letter state) or none (a team-travel catalogue). Changing colours, team name or
 * logo redraws the products. Toasts 'Information updated.'; a failure goes beside its field
 * (BAD_USER_INPUT) or toasts 'An error has occurred' (section 8).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState, type RefObject } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import { isDashboardSession } from '../../lib/session';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useSession } from '../../lib/use-session';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorState } from '../../ui/ErrorState';
import { TextField, TextInput } from '../../ui/Field';
import { IconSearch } from '../../ui/icons';
import { SelectField } from '../../ui/Select';
import { Skeleton } from '../../ui/Skeleton';
import { FormSwitch } from '../../ui/FormSwitch';
import type { LogoChoice } from '../logos/LogoChoiceGroup';
import { ProjectLookFields } from '../project/ProjectLookFields';
import { RepField, repOptions } from '../project/RepField';
import {
  BULK_EDIT_FIELDS,
  bulkEditSchema,
  bulkEditValues,
  NONE,
  toPlaybookInput,
  type BulkEditValues,
  type SchoolMode,
} from './bulk-edit-form';
import { refetchAfterEdit } from './edit-options';
import { EDIT_ERRORS, formFieldErrors } from '../project/form-errors';

const PlaybookBulkEditDocument = graphql(`
  query PlaybookBulkEdit($dealerCode: String!, $id: ID!, $projectId: ID!) {
    playbook(dealerCode: $dealerCode, id: $id) {
      id
      title
      teamName
      showPrices
      showCoverAndIndex
      schoolCode
      rep {
        id
        name
      }
      newSchool {
        name
        mascot
        city
        state
      }
      colors {
        id
      }
      defaultLogo {
        id
        url
        filename
      }
    }
    colors {
      id
      name
      hex
      palette
    }
    projectLogos(projectType: PLAYBOOK, projectId: $projectId) {
      projectId
      logos {
        id
        url
        filename
      }
    }
  }
`);

const PlaybookBulkEditLibraryDocument = graphql(`
  query PlaybookBulkEditLibrary {
    logos(kind: IMAGE) {
      id
      url
      filename
    }
    me {
      id
      reps {
        id
        name
      }
    }
  }
`);

const PlaybookSchoolsDocument = graphql(`
  query PlaybookSchools($search: String) {
    schools(search: $search, first: 20) {
      code
      name
      mascot
      city
      state
    }
  }
`);

const UpdatePlaybookDocument = graphql(`
  mutation UpdatePlaybook($playbookId: ID!, $input: PlaybookInput!) {
    updatePlaybook(playbookId: $playbookId, input: $input) {
      id
      title
      teamName
      showPrices
      showCoverAndIndex
      schoolCode
      newSchool {
        name
        mascot
        city
        state
      }
      colors {
        id
        name
        hex
      }
      defaultLogo {
        id
        url
        filename
      }
    }
  }
`);

const SCHOOL_MODES: { value: SchoolMode; label: string }[] = [
  { value: 'NONE', label: 'No school (team travel)' },
  { value: 'LIST', label: 'A school of the list' },
  { value: 'NEW', label: 'A new school' },
];

export function BulkEditDialog({
  open,
  onOpenChange,
  playbookId,
  dealerCode,
  projectId,
  refetchOwn,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  playbookId: string;
  dealerCode: string;
  projectId: string;
  refetchOwn: string;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const session = useSession();
  const { data, loading, error, refetch } = useQuery(PlaybookBulkEditDocument, {
    variables: { dealerCode, id: playbookId, projectId },
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  // The dealer's logo library is a dashboard session's (a passcode session has none, A4).
  const library = useQuery(PlaybookBulkEditLibraryDocument, { skip: !open || !isDashboardSession(session) });
  const [update, { loading: saving }] = useMutation(UpdatePlaybookDocument, refetchAfterEdit(refetchOwn));
  const playbook = data?.playbook;
  const form = useForm<BulkEditValues>({
    resolver: zodResolver(bulkEditSchema),
    defaultValues: playbook ? bulkEditValues(playbook) : undefined,
  });
  const { control, register, handleSubmit, reset, setError, formState } = form;
  const [schoolMode, schoolCode] = useWatch({ control, name: ['schoolMode', 'schoolCode'] });
  const [schoolSearch, setSchoolSearch] = useState('');
  const debouncedSearch = useDebouncedValue(schoolSearch.trim(), 250);
  const schools = useQuery(PlaybookSchoolsDocument, {
    variables: { search: debouncedSearch || null },
    skip: !open || schoolMode !== 'LIST',
  });
  const schoolList = (schools.data ?? schools.previousData)?.schools ?? [];

  // Fill the form once per opening, from the playbook as loaded then.
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    if (!open) {
      setFilled(false);
      return;
    }
    if (playbook && !filled) {
      reset(bulkEditValues(playbook));
      setSchoolSearch(playbook.schoolCode ?? '');
      setFilled(true);
    }
  }, [open, playbook, filled, reset]);

  const logos: LogoChoice[] = [
    ...(playbook?.defaultLogo ? [{ ...playbook.defaultLogo, source: 'Default logo' }] : []),
    ...(data?.projectLogos.logos ?? []).map((l) => ({ ...l, source: 'This playbook' })),
    ...(library.data?.logos ?? []).map((l) => ({ ...l, source: 'Your logos' })),
  ].filter((l, i, all) => all.findIndex((x) => x.id === l.id) === i);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update({ variables: { playbookId, input: toPlaybookInput(values, isDashboardSession(session)) } });
      toast.success('Information updated.');
      onOpenChange(false);
    } catch (e) {
      const { fields, rest } = formFieldErrors(e, BULK_EDIT_FIELDS);
      for (const [field, message] of fields) setError(field, { type: 'server', message });
      if (rest) toast.error(EDIT_ERRORS.other);
    }
  });

  const ready = Boolean(playbook && data && filled);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Bulk edit"
      description="Changing the team colours, team name or logo redraws every product of the playbook."
      size="lg"
      returnFocus={returnFocus}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form="playbook-bulk-edit" loading={saving} disabled={!ready}>
            Save changes
          </Button>
        </>
      }
    >
      {error && !data ? (
        <ErrorState title="Could not load the playbook" onRetry={() => void refetch()} />
      ) : !ready || !data ? (
        <div className="stack" aria-busy={loading || undefined} aria-label="Loading the playbook">
          <Skeleton height={40} />
          <Skeleton height={40} />
          <Skeleton height={140} />
        </div>
      ) : (
        <form id="playbook-bulk-edit" className="form-grid" onSubmit={(e) => void onSubmit(e)} noValidate>
          <ProjectLookFields
            control={control}
            idPrefix="bulk"
            colors={data.colors}
            logo={{
              name: 'defaultLogoId',
              legend: 'Default logo',
              choices: logos,
              none: NONE,
              empty: 'No logos yet: add them to the playbook or your logo library.',
            }}
          />
          {isDashboardSession(session) ? (
            <RepField
              control={control}
              name="repId"
              options={repOptions(library.data?.me?.reps ?? [], [playbook?.rep], NONE)}
            />
          ) : null}
          <FormSwitch
            control={control}
            name="showPrices"
            label="Show prices"
            hint="Customer prices under each product and in the PDF."
          />
          <FormSwitch
            control={control}
            name="showCoverAndIndex"
            label="Show cover and index"
            hint="The Cover and Index pages open the playbook."
          />
          <div className="span-2 stack">
            <Controller
              control={control}
              name="schoolMode"
              render={({ field }) => (
                <SelectField
                  label="School"
                  value={field.value}
                  onValueChange={field.onChange}
                  options={SCHOOL_MODES}
                  hint="Publishing sends a new school to the schools list, or a playbook without a school to team travel."
                />
              )}
            />
            {schoolMode === 'LIST' ? (
              <fieldset className="logo-choice-group">
                <legend className="field__label">School of the list</legend>
                <div className="input-with-icon" style={{ marginBottom: 8 }}>
                  <IconSearch />
                  <TextInput
                    type="search"
                    aria-label="Search schools by name, city or code"
                    placeholder="Search by name, city or code"
                    value={schoolSearch}
                    onChange={(e) => setSchoolSearch(e.target.value)}
                  />
                </div>
                {schools.loading && !schoolList.length ? (
                  <Skeleton height={80} />
                ) : schoolList.length === 0 ? (
                  <p className="field__hint">No school matches; enter it as a new school.</p>
                ) : (
                  <ul className="pb-schools" aria-busy={schools.loading || undefined}>
                    {schoolList.map((s) => (
                      <li key={s.code}>
                        <label className="pb-school" data-checked={schoolCode === s.code || undefined}>
                          <input
                            type="radio"
                            name="bulk-school"
                            value={s.code}
                            checked={schoolCode === s.code}
                            onChange={() => form.setValue('schoolCode', s.code, { shouldValidate: true })}
                          />
                          <span>
                            {s.name}
                            {s.mascot ? ` ${s.mascot}` : ''}
                          </span>
                          <span className="muted" style={{ fontSize: 12 }}>
                            {[s.city, s.state].filter(Boolean).join(', ')} · <span className="mono">{s.code}</span>
                          </span>
                        </label>
                      </li>
                    ))}
                  </ul>
                )}
                {formState.errors.schoolCode?.message ? (
                  <p className="field__error" role="alert">
                    {formState.errors.schoolCode.message}
                  </p>
                ) : null}
              </fieldset>
            ) : null}
            {schoolMode === 'NEW' ? (
              <div className="form-grid">
                <TextField
                  label="School name"
                  autoComplete="off"
                  error={formState.errors.newSchool?.name?.message}
                  {...register('newSchool.name')}
                />
                <TextField
                  label="Mascot"
                  autoComplete="off"
                  error={formState.errors.newSchool?.mascot?.message}
                  {...register('newSchool.mascot')}
                />
                <TextField
                  label="City"
                  autoComplete="address-level2"
                  error={formState.errors.newSchool?.city?.message}
                  {...register('newSchool.city')}
                />
                <TextField
                  label="State"
                  hint="Two-letter code, e.g. TX"
                  maxLength={2}
                  autoComplete="address-level1"
                  style={{ textTransform: 'uppercase' }}
                  error={formState.errors.newSchool?.state?.message}
                  {...register('newSchool.state')}
                />
              </div>
            ) : null}
          </div>
        </form>
      )}
    </Dialog>
  );
}
