/**
 * Create Playbook / Create Snapsheet (D8), without the dashboard layout: a step form
 * (react-hook-form + zod) with a step indicator and Back/Next validating each step's fields.
 * Steps: customer (pick or create with the customer dialog; a snapsheet also picks blank or a
 * template, `?snapsheet_template=` preselected), template and sports (playbook), team name,
 * three team colours (the customer's by default) and a logo, settings. Creates the project and
 * opens its page in create mode; 'Error creating snapsheet' / 'error init pb' on failure.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { CustomerRow_CustomerFragment } from '../../gql/graphql';
import { fieldErrors } from '../../lib/errors';
import { projectPaths } from '../../lib/urls';
import { RepField, repOptions } from '../project/RepField';
import { TeamColorsField } from '../project/TeamColorsField';
import { LogoChoiceGroup } from '../logos/LogoChoiceGroup';
import { CustomerDialog } from '../customers/CustomerDialog';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { TextField } from '../../ui/Field';
import { IconArrowLeft, IconCheck, IconChevronDown, IconPlus, IconX } from '../../ui/icons';
import { SelectField } from '../../ui/Select';
import { Skeleton } from '../../ui/Skeleton';
import { FormSwitch } from '../../ui/FormSwitch';
import {
  createProjectSchema,
  createSteps,
  customerTeamColors,
  defaultValues,
  moveSport,
  NONE,
  preferredLogoId,
  stepOfField,
  toggleSport,
  toPlaybookInput,
  toSnapsheetInput,
  type CreateProjectValues,
  type CreateType,
} from './create-project-form';
import '../../styles/create.css';
import { MAIN_ID } from '../../ui/focus';

const CreateProjectDataDocument = graphql(`
  query CreateProjectData($playbook: Boolean!) {
    me {
      id
      code
      reps {
        id
        name
      }
      logo {
        id
        url
        filename
      }
    }
    customers(status: ACTIVE, first: 100) {
      nodes {
        id
        name
        colors {
          id
        }
        rep {
          id
          name
        }
        logos {
          id
          url
          filename
          types
        }
      }
    }
    colors @include(if: $playbook) {
      id
      name
      hex
      palette
    }
    snapsheetColors @skip(if: $playbook) {
      id
      name
      hex
    }
    snapsheetTemplates @skip(if: $playbook) {
      id
      title
      products {
        id
      }
    }
    fsgSports: sports(template: FSG) @include(if: $playbook) {
      id
      name
    }
    uaSports: sports(template: UA) @include(if: $playbook) {
      id
      name
    }
  }
`);

const CreateSnapsheetDocument = graphql(`
  mutation CreateSnapsheet($input: CreateSnapsheetInput!) {
    createSnapsheet(input: $input) {
      id
      dealerCode
    }
  }
`);

const CreatePlaybookDocument = graphql(`
  mutation CreatePlaybook($input: CreatePlaybookInput!) {
    createPlaybook(input: $input) {
      id
      dealerCode
    }
  }
`);

/** Failure toasts of the original section 8: snapsheet creation, and playbook init. */
const ERROR_TOAST: Record<CreateType, string> = {
  SNAPSHEET: 'Error creating snapsheet',
  PLAYBOOK: 'error init pb',
};

export function CreateProjectForm({ type }: { type: CreateType }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const templateParam = type === 'SNAPSHEET' ? params.get('snapsheet_template') : null;
  const steps = createSteps(type);
  const [step, setStep] = useState(0);
  const [customerDialog, setCustomerDialog] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isPlaybook = type === 'PLAYBOOK';
  const noun = isPlaybook ? 'playbook' : 'snapsheet';

  const { data, loading, error, refetch } = useQuery(CreateProjectDataDocument, {
    variables: { playbook: isPlaybook },
  });
  const [createSnapsheet, { loading: creatingSnapsheet }] = useMutation(CreateSnapsheetDocument);
  const [createPlaybook, { loading: creatingPlaybook }] = useMutation(CreatePlaybookDocument);
  const creating = creatingSnapsheet || creatingPlaybook;

  const form = useForm<CreateProjectValues>({
    resolver: zodResolver(createProjectSchema(type)),
    defaultValues: defaultValues(templateParam),
    // A field shown invalid (Next, or the server) is checked again as it changes, so the
    // message goes away as soon as the choice is fixed.
    mode: 'onChange',
  });
  const { control, register, handleSubmit, trigger, getValues, setValue, setError, formState } = form;
  const [customerId, template] = useWatch({ control, name: ['customerId', 'template'] });

  const teamColors = (isPlaybook ? data?.colors : data?.snapsheetColors) ?? [];
  const customers = data?.customers.nodes ?? [];
  const customer = customers.find((c) => c.id === customerId);
  const allSports = (template === 'UA' ? data?.uaSports : data?.fsgSports) ?? [];
  const sportName = new Map([...(data?.fsgSports ?? []), ...(data?.uaSports ?? [])].map((s) => [s.id, s.name]));
  const logos = [
    ...(customer?.logos ?? []).map((l) => ({ ...l, source: customer?.name ?? 'Customer' })),
    ...(data?.me?.logo ? [{ ...data.me.logo, source: 'Your logo' }] : []),
  ].filter((l, i, all) => all.findIndex((x) => x.id === l.id) === i);

  // Focus the step's title when the step changes, so keyboard and screen-reader users follow.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const pickCustomer = (
    id: string,
    picked?: {
      name: string;
      colors: readonly { id: string }[];
      rep?: { id: string } | null;
      logos?: readonly { id: string; types: readonly string[] }[];
    },
  ) => {
    setValue('customerId', id);
    const c = picked ?? customers.find((x) => x.id === id);
    if (!c) return;
    // The team name is left for the dealer: a customer's name is the organisation's
    // ('Riverbend Hawks Baseball'), not what the garments print, and customers keep no team name.
    const colors = customerTeamColors(
      c.colors.map((x) => x.id),
      new Set(teamColors.map((x) => x.id)),
    );
    if (colors) setValue('colorIds', colors);
    // The customer's rep is the project's unless the dealer picks another (D4).
    setValue('repId', c.rep?.id ?? NONE);
    // The customer's primary logo (issue 19); without one, your own logo stays chosen and a logo
    // of another customer no longer applies.
    const preferred = preferredLogoId(c.logos ?? []);
    if (preferred !== NONE) setValue('logoId', preferred);
    else if (getValues('logoId') !== data?.me?.logo?.id) setValue('logoId', NONE);
  };

  const onCustomerCreated = async (created: CustomerRow_CustomerFragment) => {
    const fresh = await refetch();
    const withLogos = fresh.data?.customers.nodes.find((x) => x.id === created.id);
    pickCustomer(created.id, withLogos ?? created);
  };

  const next = async () => {
    const ok = await trigger(steps[step]?.fields ?? []);
    if (ok) setStep((s) => Math.min(s + 1, steps.length - 1));
  };

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        if (isPlaybook) {
          const r = await createPlaybook({ variables: { input: toPlaybookInput(values) } });
          const created = r.data?.createPlaybook;
          if (!created) throw new Error('No playbook returned');
          navigate(projectPaths('PLAYBOOK', created.dealerCode, created.id).home, { state: { mode: 'create' } });
        } else {
          const r = await createSnapsheet({ variables: { input: toSnapsheetInput(values) } });
          const created = r.data?.createSnapsheet;
          if (!created) throw new Error('No snapsheet returned');
          navigate(projectPaths('SNAPSHEET', created.dealerCode, created.id).home, { state: { mode: 'create' } });
        }
      } catch (e) {
        let first = -1;
        for (const [field, message] of Object.entries(fieldErrors(e))) {
          const index = stepOfField(steps, field);
          if (index < 0) continue;
          const name = (steps[index]!.fields as string[]).includes(field)
            ? field
            : field === 'templateId'
              ? 'snapsheetTemplateId'
              : field.split('.')[0]!;
          setError(name as keyof CreateProjectValues, { type: 'server', message });
          if (first < 0 || index < first) first = index;
        }
        if (first >= 0) setStep(first);
        toast.error(ERROR_TOAST[type]);
      }
    },
    (errors) => {
      // Jump to the first step with an invalid field.
      const index = steps.findIndex((s) => s.fields.some((f) => f in errors));
      if (index >= 0) setStep(index);
    },
  );

  const current = steps[step]!;
  const isLast = step === steps.length - 1;
  const customerOptions = [
    { value: NONE, label: 'No customer' },
    ...customers.map((c) => ({ value: c.id, label: c.name })),
  ];
  const templates = data?.snapsheetTemplates ?? [];
  const waiting = loading && !data;

  return (
    <div className="create">
      <header className="create__top">
        <Link to={`/dashboard/projects/${noun}`} className="btn btn--ghost btn--sm">
          <IconArrowLeft size={16} />
          {isPlaybook ? 'My Playbooks' : 'My Snapsheets'}
        </Link>
      </header>
      <main id={MAIN_ID} className="create__main">
        <h1>{isPlaybook ? 'Create Playbook' : 'Create Snapsheet'}</h1>
        <p className="muted" style={{ marginTop: 4 }}>
          {isPlaybook
            ? 'A printable catalogue of products by sport, in your customer’s team colours.'
            : 'Three products a page in your customer’s team colours.'}
        </p>
        <ol className="stepper" aria-label="Steps">
          {steps.map((s, i) => (
            <li key={s.id}>
              <button
                type="button"
                className="stepper__step"
                aria-current={i === step ? 'step' : undefined}
                data-done={i < step || undefined}
                disabled={i > step}
                onClick={() => setStep(i)}
              >
                <span className="stepper__num">{i < step ? <IconCheck size={12} /> : i + 1}</span>
                <span className="stepper__label">{s.title}</span>
              </button>
            </li>
          ))}
        </ol>
        <p className="create__progress muted" aria-live="polite">
          Step {step + 1} of {steps.length}: {current.title}
        </p>
        {error && !data ? (
          <ErrorState title="Could not load your customers" onRetry={() => void refetch()} />
        ) : (
          <form
            className="create__card"
            onSubmit={(e) => {
              // Enter in a field of an earlier step moves on instead of creating.
              if (!isLast) {
                e.preventDefault();
                void next();
                return;
              }
              void onSubmit(e);
            }}
            noValidate
          >
            <h2 className="create__step-title" ref={headingRef} tabIndex={-1}>
              {current.title}
            </h2>

            {current.id === 'customer' ? (
              <div className="stack">
                {waiting ? (
                  <Skeleton height={60} />
                ) : (
                  <div className="create__customer">
                    <Controller
                      control={control}
                      name="customerId"
                      render={({ field, fieldState }) => (
                        <SelectField
                          label="Customer"
                          hint="Their name and colours fill in the next steps."
                          value={field.value}
                          onValueChange={(v) => pickCustomer(v)}
                          options={customerOptions}
                          error={fieldState.error?.message}
                        />
                      )}
                    />
                    <Button icon={<IconPlus size={16} />} onClick={() => setCustomerDialog(true)}>
                      New customer
                    </Button>
                  </div>
                )}
                {!isPlaybook ? (
                  <Controller
                    control={control}
                    name="snapsheetTemplateId"
                    render={({ field, fieldState }) => (
                      <fieldset className="choice-group">
                        <legend className="field__label">Start from</legend>
                        <div className="choice-grid">
                          <ChoiceCard
                            name="snapsheet-template"
                            value={NONE}
                            checked={field.value === NONE}
                            onChange={field.onChange}
                            title="Blank snapsheet"
                            text="Add products yourself."
                          />
                          {waiting ? <Skeleton height={72} /> : null}
                          {templates.map((t) => (
                            <ChoiceCard
                              key={t.id}
                              name="snapsheet-template"
                              value={t.id}
                              checked={field.value === t.id}
                              onChange={field.onChange}
                              title={t.title}
                              text={`Template · ${t.products.length} product${t.products.length === 1 ? '' : 's'}`}
                            />
                          ))}
                          {field.value !== NONE && !waiting && !templates.some((t) => t.id === field.value) ? (
                            <ChoiceCard
                              name="snapsheet-template"
                              value={field.value}
                              checked
                              onChange={field.onChange}
                              title={`Snapsheet #${field.value}`}
                              text="Copies its products."
                            />
                          ) : null}
                        </div>
                        {fieldState.error?.message ? (
                          <p className="field__error" role="alert">
                            {fieldState.error.message}
                          </p>
                        ) : null}
                      </fieldset>
                    )}
                  />
                ) : null}
              </div>
            ) : null}

            {current.id === 'template' ? (
              <div className="stack">
                <Controller
                  control={control}
                  name="template"
                  render={({ field }) => (
                    <fieldset className="choice-group">
                      <legend className="field__label">Template</legend>
                      <div className="choice-grid choice-grid--2">
                        {(
                          [
                            ['FSG', 'FSG', 'Football, basketball, fastpitch, coaches and more.'],
                            ['UA', 'UA', 'Under Armour sports: football to softball and track.'],
                          ] as const
                        ).map(([value, title, text]) => (
                          <ChoiceCard
                            key={value}
                            name="playbook-template"
                            value={value}
                            checked={field.value === value}
                            onChange={(v) => {
                              if (v === field.value) return;
                              field.onChange(v);
                              setValue('sports', []);
                            }}
                            title={title}
                            text={text}
                          />
                        ))}
                      </div>
                    </fieldset>
                  )}
                />
                <Controller
                  control={control}
                  name="sports"
                  render={({ field, fieldState }) => (
                    <div className="sports-picker">
                      <fieldset className="choice-group">
                        <legend className="field__label">Sports</legend>
                        <p className="field__hint" style={{ marginTop: 0 }}>
                          Each sport is a section of the playbook with its catalog products.
                        </p>
                        {waiting ? (
                          <Skeleton height={120} />
                        ) : (
                          <div className="sport-chips">
                            {allSports.map((s) => {
                              const on = field.value.includes(s.id);
                              return (
                                <label key={s.id} className="sport-chip" data-checked={on || undefined}>
                                  <input
                                    type="checkbox"
                                    checked={on}
                                    onChange={() => field.onChange(toggleSport(field.value, s.id))}
                                  />
                                  {on ? <IconCheck size={14} /> : null}
                                  {s.name}
                                </label>
                              );
                            })}
                          </div>
                        )}
                      </fieldset>
                      {field.value.length ? (
                        <div>
                          <p className="field__label">Order in the playbook</p>
                          <ol className="sport-order" aria-label="Chosen sports in order">
                            {field.value.map((id, i) => {
                              const name = sportName.get(id) ?? id;
                              return (
                                <li key={id}>
                                  <span className="sport-order__num">{i + 1}</span>
                                  <span className="sport-order__name">{name}</span>
                                  <button
                                    type="button"
                                    className="icon-btn"
                                    aria-label={`Move ${name} up`}
                                    disabled={i === 0}
                                    onClick={() => field.onChange(moveSport(field.value, i, -1))}
                                  >
                                    <IconChevronDown size={16} style={{ transform: 'rotate(180deg)' }} />
                                  </button>
                                  <button
                                    type="button"
                                    className="icon-btn"
                                    aria-label={`Move ${name} down`}
                                    disabled={i === field.value.length - 1}
                                    onClick={() => field.onChange(moveSport(field.value, i, 1))}
                                  >
                                    <IconChevronDown size={16} />
                                  </button>
                                  <button
                                    type="button"
                                    className="icon-btn"
                                    aria-label={`Remove ${name}`}
                                    onClick={() => field.onChange(toggleSport(field.value, id))}
                                  >
                                    <IconX size={16} />
                                  </button>
                                </li>
                              );
                            })}
                          </ol>
                        </div>
                      ) : null}
                      {fieldState.error?.message ? (
                        <p className="field__error" role="alert">
                          {fieldState.error.message}
                        </p>
                      ) : null}
                    </div>
                  )}
                />
              </div>
            ) : null}

            {current.id === 'team' ? (
              <div className="stack">
                <TextField
                  label="Team name"
                  autoFocus
                  autoComplete="off"
                  error={formState.errors.teamName?.message}
                  {...register('teamName')}
                />
                <TextField
                  label="Title"
                  hint={`Shown above the team name; optional (defaults to the team name).`}
                  autoComplete="off"
                  error={formState.errors.title?.message}
                  {...register('title')}
                />
              </div>
            ) : null}

            {current.id === 'colors' ? (
              <div className="stack">
                {waiting ? (
                  <Skeleton height={140} />
                ) : (
                  <TeamColorsField control={control} name="colorIds" id="team-colors" colors={teamColors} />
                )}
                <Controller
                  control={control}
                  name="logoId"
                  render={({ field, fieldState }) => (
                    <LogoChoiceGroup
                      name="logo"
                      value={field.value}
                      onChange={field.onChange}
                      logos={logos}
                      none={NONE}
                      empty={
                        customer
                          ? `${customer.name} has no logos yet; add them on the Customers page.`
                          : 'Pick a customer to use one of their logos.'
                      }
                      error={fieldState.error?.message}
                    />
                  )}
                />
              </div>
            ) : null}

            {current.id === 'settings' ? (
              <div className="stack">
                <RepField
                  control={control}
                  name="repId"
                  options={repOptions(data?.me?.reps ?? [], [customer?.rep], NONE)}
                />
                <FormSwitch
                  control={control}
                  name="showPrices"
                  label="Show prices"
                  hint="Customer prices appear under each product and in the PDF."
                />
                {isPlaybook ? (
                  <FormSwitch
                    control={control}
                    name="showCoverAndIndex"
                    label="Show cover and index"
                    hint="The playbook opens with a cover page and an index of its sports."
                  />
                ) : null}
                <Summary values={getValues()} customerName={customer?.name ?? null} sportName={sportName} />
              </div>
            ) : null}

            <div className="create__actions">
              {step > 0 ? (
                <Button variant="ghost" onClick={() => setStep((s) => s - 1)}>
                  Back
                </Button>
              ) : (
                <span />
              )}
              {/* Distinct keys: React must not turn the clicked Next button into the Create button.
                  Next submits too, so Enter in a field moves on (a form of several text fields
                  without a submit button ignores Enter); the form's onSubmit calls next(). */}
              {isLast ? (
                <Button key="create" variant="primary" type="submit" loading={creating}>
                  {isPlaybook ? 'Create playbook' : 'Create snapsheet'}
                </Button>
              ) : (
                <Button key="next" variant="primary" type="submit">
                  Next
                </Button>
              )}
            </div>
          </form>
        )}
      </main>
      <CustomerDialog
        open={customerDialog}
        onOpenChange={setCustomerDialog}
        customer={null}
        onSaved={(c) => void onCustomerCreated(c)}
      />
    </div>
  );
}

/** A radio choice shown as a card (template, snapsheet start). */
function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  title,
  text,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: (value: string) => void;
  title: string;
  text: string;
}) {
  return (
    <label className="choice-card" data-checked={checked || undefined}>
      <input type="radio" name={name} value={value} checked={checked} onChange={() => onChange(value)} />
      <span className="choice-card__title">{title}</span>
      <span className="choice-card__text">{text}</span>
    </label>
  );
}

/** What will be created, on the last step. */
function Summary({
  values,
  customerName,
  sportName,
}: {
  values: CreateProjectValues;
  customerName: string | null;
  sportName: Map<string, string>;
}) {
  return (
    <dl className="create__summary">
      <dt>Team</dt>
      <dd>{values.teamName.trim() || '—'}</dd>
      <dt>Customer</dt>
      <dd>{customerName ?? 'No customer'}</dd>
      {values.sports.length ? (
        <>
          <dt>Sports</dt>
          <dd>{values.sports.map((s) => sportName.get(s) ?? s).join(', ')}</dd>
        </>
      ) : null}
    </dl>
  );
}
