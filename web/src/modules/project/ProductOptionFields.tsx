/**
 * The options of a product placed in a playbook or snapsheet (P3, P5), shared by the add and
 * edit dialogs: custom price in dollars (empty: the msrp times the dealer margin), variant and
 * design of the style (each defaulting to the style's own). The style's variants and designs
 * load with a small query.
 */
import { useQuery } from '@apollo/client/react';
import { Controller, type Control, type FormState, type UseFormRegister } from 'react-hook-form';
import { graphql } from '../../gql';
import { TextField } from '../../ui/Field';
import { SelectField, type SelectOption } from '../../ui/Select';
import { DEFAULT_OPTION, type ProductFormValues } from './product-options';

const ProductOptionsDocument = graphql(`
  query ProductOptions($styleId: ID!) {
    product(styleId: $styleId) {
      styleId
      variants {
        id
        name
        color {
          id
          hex
        }
      }
      designs {
        id
        code
        name
      }
    }
  }
`);

export function ProductOptionFields({
  styleId,
  control,
  register,
  formState,
  locked,
  withPrice = true,
}: {
  styleId: string;
  control: Control<ProductFormValues>;
  register: UseFormRegister<ProductFormValues>;
  formState: FormState<ProductFormValues>;
  /** The product has a variant / design already: the API cannot unset it, so no "default". */
  locked?: { variant: boolean; design: boolean };
  /** Show the custom price field (the snapsheet uniform modal asks only variant and design). */
  withPrice?: boolean;
}) {
  const { data, loading } = useQuery(ProductOptionsDocument, { variables: { styleId } });
  const product = data?.product;
  const variantOptions: SelectOption[] = [
    { value: DEFAULT_OPTION, label: 'Style default', disabled: locked?.variant },
    ...(product?.variants ?? []).map((v) => ({ value: v.id, label: v.name, hex: v.color.hex })),
  ];
  const designOptions: SelectOption[] = [
    { value: DEFAULT_OPTION, label: 'Style default', disabled: locked?.design },
    ...(product?.designs ?? []).map((d) => ({ value: d.id, label: `${d.name} (${d.code})` })),
  ];
  return (
    <>
      {withPrice ? (
        <TextField
          label="Custom price (USD)"
          hint="Leave empty to use the MSRP times your margin."
          inputMode="decimal"
          autoComplete="off"
          placeholder="e.g. 39.99"
          error={formState.errors.customPrice?.message}
          {...register('customPrice')}
        />
      ) : null}
      <Controller
        control={control}
        name="variantId"
        render={({ field, fieldState }) => (
          <SelectField
            label="Variant"
            value={field.value}
            onValueChange={field.onChange}
            options={variantOptions}
            disabled={loading || !product?.variants.length}
            hint={product && !product.variants.length ? 'This style has no variants.' : undefined}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="designId"
        render={({ field, fieldState }) => (
          <SelectField
            label="Design"
            value={field.value}
            onValueChange={field.onChange}
            options={designOptions}
            disabled={loading || !product?.designs.length}
            hint={product && !product.designs.length ? 'This style has no designs.' : undefined}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
