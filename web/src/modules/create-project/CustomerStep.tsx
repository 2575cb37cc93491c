/**
 * The form's first step: the customer (picked, or created with the customer dialog; picking one
 * fills the team colours, rep and logo of the next steps) and, for a kind that chooses its start,
 * a blank snapsheet, one of the templates or the snapsheet of `?snapsheet_template=`.
 */
import { Controller, useFormContext } from 'react-hook-form';
import { Button } from '../../ui/Button';
import { IconPlus } from '../../ui/icons';
import { SelectField } from '../../ui/Select';
import { Skeleton } from '../../ui/Skeleton';
import { ChoiceCard, GroupError } from './ChoiceCard';
import type { CreateCustomer, CreateProjectData } from './create-project-data';
import { NONE, type CreateProjectValues } from './create-project-form';

export function CustomerStep({
  customers,
  templates,
  choosesStart,
  waiting,
  onPick,
  onNewCustomer,
}: {
  customers: readonly CreateCustomer[];
  templates: CreateProjectData['snapsheetTemplates'];
  choosesStart: boolean;
  /** The form's data is still loading: skeletons stand in for the choices. */
  waiting: boolean;
  onPick: (customerId: string) => void;
  onNewCustomer: () => void;
}) {
  const { control } = useFormContext<CreateProjectValues>();
  const options = [{ value: NONE, label: 'No customer' }, ...customers.map((c) => ({ value: c.id, label: c.name }))];
  const offered = templates ?? [];
  return (
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
                onValueChange={onPick}
                options={options}
                error={fieldState.error?.message}
              />
            )}
          />
          <Button icon={<IconPlus size={16} />} onClick={onNewCustomer}>
            New customer
          </Button>
        </div>
      )}
      {choosesStart ? (
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
                {offered.map((t) => (
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
                {field.value !== NONE && !waiting && !offered.some((t) => t.id === field.value) ? (
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
              <GroupError message={fieldState.error?.message} />
            </fieldset>
          )}
        />
      ) : null}
    </div>
  );
}
