/**
 * Create Playbook / Create Snapsheet (D8), without the dashboard layout: a step form
 * (react-hook-form + zod) with a step indicator and Back/Next validating each step's fields.
 * Steps: customer (pick or create with the customer dialog; a snapsheet also picks blank or a
 * template, `?snapsheet_template=` preselected), template and sports (playbook), team name,
 * three team colours (the customer's by default) and a logo, settings. Creates the project and
 * opens its page in create mode; 'Error creating snapsheet' / 'error init pb' on failure.
 * What differs by kind is `CREATE_KINDS` and `createSteps`; each step is a component of its own.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { CustomerRow_CustomerFragment } from '../../gql/graphql';
import { fieldErrors } from '../../lib/errors';
import { projectPaths } from '../../lib/urls';
import { CustomerDialog } from '../customers/CustomerDialog';
import { Button } from '../../ui/Button';
import { ErrorState } from '../../ui/ErrorState';
import { IconArrowLeft, IconCheck } from '../../ui/icons';
import { MAIN_ID } from '../../ui/focus';
import { CREATE_KINDS } from './create-kinds';
import { CreateProjectDataDocument, useCreateProject } from './create-project-data';
import {
  createProjectSchema,
  createSteps,
  customerTeamColors,
  defaultValues,
  NONE,
  preferredLogoId,
  stepOfField,
  type CreateProjectValues,
  type CreateType,
} from './create-project-form';
import { CustomerStep } from './CustomerStep';
import { ColorsStep, SettingsStep, TeamStep } from './DetailsSteps';
import { SportsStep } from './SportsStep';
import '../../styles/create.css';

export function CreateProjectForm({ type }: { type: CreateType }) {
  const kind = CREATE_KINDS[type];
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const startParam = kind.choosesStart ? params.get('snapsheet_template') : null;
  const steps = createSteps(type);
  const [step, setStep] = useState(0);
  const [customerDialog, setCustomerDialog] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const { data, loading, error, refetch } = useQuery(CreateProjectDataDocument, {
    variables: { playbook: kind.readsPlaybookData },
  });
  const { create, creating } = useCreateProject(type);

  const form = useForm<CreateProjectValues>({
    resolver: zodResolver(createProjectSchema(type)),
    defaultValues: defaultValues(startParam),
    // A field shown invalid (Next, or the server) is checked again as it changes, so the
    // message goes away as soon as the choice is fixed.
    mode: 'onChange',
  });
  const { control, handleSubmit, trigger, getValues, setValue, setError } = form;
  const [customerId, template] = useWatch({ control, name: ['customerId', 'template'] });

  // The query asks for the kind's own colours only (`colors` or `snapsheetColors`).
  const teamColors = data?.colors ?? data?.snapsheetColors ?? [];
  const customers = data?.customers.nodes ?? [];
  const customer = customers.find((c) => c.id === customerId);
  const templateSports = (template === 'UA' ? data?.uaSports : data?.fsgSports) ?? [];
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
    // The customer's primary logo; without one, your own logo stays chosen and a logo of
    // another customer no longer applies.
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
        const created = await create(values);
        navigate(projectPaths(type, created.dealerCode, created.id).home, { state: { mode: 'create' } });
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
        toast.error(kind.errorToast);
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
  const waiting = loading && !data;

  return (
    <div className="create">
      <header className="create__top">
        <Link to={kind.listPath} className="btn btn--ghost btn--sm">
          <IconArrowLeft size={16} />
          {kind.listLabel}
        </Link>
      </header>
      <main id={MAIN_ID} className="create__main">
        <h1>{kind.heading}</h1>
        <p className="muted" style={{ marginTop: 4 }}>
          {kind.blurb}
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
          <FormProvider {...form}>
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
                <CustomerStep
                  customers={customers}
                  templates={data?.snapsheetTemplates}
                  choosesStart={kind.choosesStart}
                  waiting={waiting}
                  onPick={(id) => pickCustomer(id)}
                  onNewCustomer={() => setCustomerDialog(true)}
                />
              ) : null}
              {current.id === 'template' ? (
                <SportsStep sports={templateSports} sportName={sportName} waiting={waiting} />
              ) : null}
              {current.id === 'team' ? <TeamStep /> : null}
              {current.id === 'colors' ? (
                <ColorsStep colors={teamColors} logos={logos} customer={customer} waiting={waiting} />
              ) : null}
              {current.id === 'settings' ? (
                <SettingsStep
                  reps={data?.me?.reps ?? []}
                  customer={customer}
                  hasCoverAndIndex={kind.hasCoverAndIndex}
                  sportName={sportName}
                />
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
                    {kind.submitLabel}
                  </Button>
                ) : (
                  <Button key="next" variant="primary" type="submit">
                    Next
                  </Button>
                )}
              </div>
            </form>
          </FormProvider>
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
