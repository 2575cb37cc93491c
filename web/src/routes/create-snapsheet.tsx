/**
 * Create Snapsheet (D8), without the dashboard layout: a step form (customer, team, colours,
 * settings) -> `createSnapsheet` -> the new snapsheet's page. `?snapsheet_template=` becomes
 * the template id.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { graphql } from '../gql';
import { fieldErrors } from '../lib/errors';
import { snapsheetPaths } from '../lib/urls';
import { ColorPicker } from '../modules/customers/ColorPicker';
import { Button } from '../ui/Button';
import { ErrorState } from '../ui/ErrorState';
import { TextField } from '../ui/Field';
import { IconArrowLeft, IconCheck } from '../ui/icons';
import { NONE_VALUE, SelectField } from '../ui/Select';
import { Skeleton } from '../ui/Skeleton';
import { Switch } from '../ui/Switch';
import '../styles/create.css';

const CreateSnapsheetDataDocument = graphql(`
  query CreateSnapsheetData {
    customers(status: ACTIVE, first: 100) {
      nodes {
        id
        name
        colors {
          id
        }
      }
    }
    snapsheetColors {
      id
      name
      hex
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

const schema = z.object({
  customerId: z.string(),
  teamName: z.string().trim().min(1, 'Enter the team name').max(80, 'Use at most 80 characters'),
  title: z.string().max(120, 'Use at most 120 characters'),
  colorIds: z.array(z.string()).length(3, 'Choose three team colours'),
  showPrices: z.boolean(),
});
type Values = z.infer<typeof schema>;

const STEPS: readonly { title: string; fields: FieldPath<Values>[] }[] = [
  { title: 'Customer', fields: ['customerId'] },
  { title: 'Team', fields: ['teamName', 'title'] },
  { title: 'Colours', fields: ['colorIds'] },
  { title: 'Settings', fields: ['showPrices'] },
];

const DEFAULT_TEAM_COLOR_IDS = ['19', '13', '25'];

export function Component() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const templateId = params.get('snapsheet_template');
  const [step, setStep] = useState(0);
  const { data, loading, error, refetch } = useQuery(CreateSnapsheetDataDocument);
  const [createSnapsheet, { loading: creating }] = useMutation(CreateSnapsheetDocument);

  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      customerId: NONE_VALUE,
      teamName: '',
      title: '',
      colorIds: DEFAULT_TEAM_COLOR_IDS,
      showPrices: true,
    },
  });
  const { control, register, handleSubmit, trigger, getValues, setValue, setError, formState } = form;

  const snapsheetColors = data?.snapsheetColors ?? [];
  const customers = data?.customers.nodes ?? [];

  const pickCustomer = (customerId: string) => {
    setValue('customerId', customerId);
    const customer = customers.find((c) => c.id === customerId);
    if (!customer) return;
    if (!getValues('teamName').trim()) setValue('teamName', customer.name);
    // The customer's team colours, when all three are offered for snapsheets.
    const offered = new Set(snapsheetColors.map((c) => c.id));
    const first3 = customer.colors.slice(0, 3).map((c) => c.id);
    if (first3.length === 3 && first3.every((id) => offered.has(id))) setValue('colorIds', first3);
  };

  const next = async () => {
    const ok = await trigger(STEPS[step]?.fields ?? []);
    if (ok) setStep((s) => Math.min(s + 1, STEPS.length - 1));
  };

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        const result = await createSnapsheet({
          variables: {
            input: {
              teamName: values.teamName.trim(),
              title: values.title.trim() || null,
              customerId: values.customerId !== NONE_VALUE ? values.customerId : null,
              colorIds: values.colorIds,
              showPrices: values.showPrices,
              templateId,
            },
          },
        });
        const created = result.data?.createSnapsheet;
        if (!created) throw new Error('No snapsheet returned');
        navigate(snapsheetPaths(created.dealerCode, created.id).home);
      } catch (e) {
        const fields = fieldErrors(e);
        for (const [field, message] of Object.entries(fields)) {
          if (field === 'teamName' || field === 'colorIds' || field === 'customerId' || field === 'title') {
            setError(field, { type: 'server', message });
          }
        }
        if (fields['colorIds']) setStep(2);
        else if (fields['teamName'] || fields['title']) setStep(1);
        toast.error('Error creating snapsheet');
      }
    },
    (errors) => {
      // Jump to the first step with an invalid field.
      const index = STEPS.findIndex((s) => s.fields.some((f) => f in errors));
      if (index >= 0) setStep(index);
    },
  );

  const isLast = step === STEPS.length - 1;
  const customerOptions = [
    { value: NONE_VALUE, label: 'No customer' },
    ...customers.map((c) => ({ value: c.id, label: c.name })),
  ];

  return (
    <div className="create">
      <header className="create__top">
        <Link to="/dashboard/" className="btn btn--ghost btn--sm">
          <IconArrowLeft size={16} />
          Dashboard
        </Link>
      </header>
      <main className="create__main">
        <h1>Create Snapsheet</h1>
        <p className="muted" style={{ marginTop: 4 }}>
          Three products a page in your customer&apos;s team colours.
          {templateId ? ' Starting from a template.' : ''}
        </p>
        <ol className="stepper" aria-label="Steps">
          {STEPS.map((s, i) => (
            <li key={s.title}>
              <button
                type="button"
                className="stepper__step"
                aria-current={i === step ? 'step' : undefined}
                data-done={i < step || undefined}
                disabled={i > step}
                onClick={() => setStep(i)}
              >
                <span className="stepper__num">{i < step ? <IconCheck size={12} /> : i + 1}</span>
                {s.title}
              </button>
            </li>
          ))}
        </ol>
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
            <h2 className="create__step-title">{STEPS[step]?.title}</h2>
            {step === 0 ? (
              loading && !data ? (
                <Skeleton height={60} />
              ) : (
                <Controller
                  control={control}
                  name="customerId"
                  render={({ field, fieldState }) => (
                    <SelectField
                      label="Customer"
                      hint="Their name and colours fill in the next steps."
                      value={field.value}
                      onValueChange={pickCustomer}
                      options={customerOptions}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              )
            ) : null}
            {step === 1 ? (
              <div className="stack">
                <TextField
                  label="Team name"
                  autoFocus
                  error={formState.errors.teamName?.message}
                  {...register('teamName')}
                />
                <TextField
                  label="Title"
                  hint="Shown above the team name; optional."
                  error={formState.errors.title?.message}
                  {...register('title')}
                />
              </div>
            ) : null}
            {step === 2 ? (
              loading && !data ? (
                <Skeleton height={140} />
              ) : (
                <Controller
                  control={control}
                  name="colorIds"
                  render={({ field, fieldState }) => (
                    <ColorPicker
                      id="team-colors"
                      label="Team colours"
                      colors={snapsheetColors}
                      value={field.value}
                      onChange={field.onChange}
                      min={3}
                      max={3}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              )
            ) : null}
            {step === 3 ? (
              <Controller
                control={control}
                name="showPrices"
                render={({ field }) => (
                  <Switch
                    label="Show prices"
                    hint="Customer prices appear under each product and in the PDF."
                    checked={field.value}
                    onCheckedChange={field.onChange}
                  />
                )}
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
              {/* Distinct keys: React must not turn the clicked Next button into the submit button. */}
              {isLast ? (
                <Button key="create" variant="primary" type="submit" loading={creating}>
                  Create snapsheet
                </Button>
              ) : (
                <Button key="next" variant="primary" onClick={() => void next()}>
                  Next
                </Button>
              )}
            </div>
          </form>
        )}
      </main>
    </div>
  );
}
