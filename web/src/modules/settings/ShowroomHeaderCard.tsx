import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { MySettings_DealerFragment } from '../../gql/graphql';
import { readableTextOn } from '../../lib/color';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Field, TextArea, TextInput } from '../../ui/Field';
import { colorOrDefault, headerSchema, type HeaderValues } from './settings-form';
import { useSaveSettings } from './settings-documents';

const valuesOf = (d: MySettings_DealerFragment): HeaderValues => ({
  headerColor: colorOrDefault(d.headerColor),
  headerMessage: d.headerMessage ?? '',
});

/** Showroom header (D3): header colour `#rrggbb` and message, with a live preview. */
export function ShowroomHeaderCard({ dealer }: { dealer: MySettings_DealerFragment }) {
  const { save, saving } = useSaveSettings();
  const { register, handleSubmit, reset, setError, setValue, watch, formState } = useForm<HeaderValues>({
    resolver: zodResolver(headerSchema),
    defaultValues: valuesOf(dealer),
  });
  useEffect(() => reset(valuesOf(dealer)), [dealer, reset]);
  const color = watch('headerColor');
  const message = watch('headerMessage');
  const previewColor = /^#[0-9a-fA-F]{6}$/.test(color) ? color : colorOrDefault(dealer.headerColor);

  const onSubmit = handleSubmit(async (values) => {
    await save(values, (field, msg) => {
      if (field !== 'headerColor' && field !== 'headerMessage') return false;
      setError(field, { type: 'server', message: msg });
      return true;
    });
  });

  return (
    <Card title="Showroom header">
      <form className="form-grid" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Showroom header">
        <div
          className="span-2 header-preview"
          style={{ background: previewColor, color: readableTextOn(previewColor) }}
          aria-label="Header preview"
        >
          <strong>{dealer.name || 'Your company'}</strong>
          <span>{message.trim() || 'Your header message'}</span>
        </div>
        <Field label="Header colour" error={formState.errors.headerColor?.message}>
          {({ id, describedBy, invalid }) => (
            <div className="color-field">
              <input
                type="color"
                className="color-field__swatch"
                aria-label="Pick header colour"
                value={previewColor}
                onChange={(e) => setValue('headerColor', e.target.value, { shouldDirty: true, shouldValidate: true })}
              />
              <TextInput
                id={id}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                spellCheck={false}
                maxLength={7}
                className="mono"
                {...register('headerColor')}
              />
            </div>
          )}
        </Field>
        <div className="span-2">
          <Field label="Header message" error={formState.errors.headerMessage?.message} hint="Up to 200 characters.">
            {({ id, describedBy, invalid }) => (
              <TextArea
                id={id}
                rows={2}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                {...register('headerMessage')}
              />
            )}
          </Field>
        </div>
        <div className="span-2 settings-actions">
          <Button type="submit" variant="primary" loading={saving} disabled={!formState.isDirty}>
            Save header
          </Button>
        </div>
      </form>
    </Card>
  );
}
