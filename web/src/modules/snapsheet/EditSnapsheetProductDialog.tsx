/**
 * Edit a snapsheet product (P5, original PUT api/snapsheetproducts/{id}): its variant, design
 * and custom price (dollars on screen, cents sent; empty clears it) through
 * `updateSnapsheetProduct` with only what changed; a new variant or design redraws it in the
 * team's look. Toasts 'Edited successfully'; a failure goes beside its field (BAD_USER_INPUT) or
 * toasts 'Error trying to update the product' (section 8).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useEffect, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { SnapsheetProductActions_ProductFragment } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EDIT_ERRORS, formFieldErrors } from '../project/form-errors';
import { optionChanges, optionValues, productOptionsSchema, type ProductFormValues } from '../project/product-options';
import { ProductOptionFields } from '../project/ProductOptionFields';

const UpdateSnapsheetProductDocument = graphql(`
  mutation UpdateSnapsheetProduct($id: ID!, $input: UpdateSnapsheetProductInput!) {
    updateSnapsheetProduct(id: $id, input: $input) {
      ...SnapsheetEdit_snapsheet
    }
  }
`);

const FIELDS = ['customPrice', 'variantId', 'designId'] as const;
const ALIASES = { customPriceCents: 'customPrice' } as const;

export function EditSnapsheetProductDialog({
  open,
  onOpenChange,
  product,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product: SnapsheetProductActions_ProductFragment;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const [update, { loading }] = useMutation(UpdateSnapsheetProductDocument);
  const { control, register, formState, handleSubmit, reset, setError } = useForm<ProductFormValues>({
    resolver: zodResolver(productOptionsSchema),
    defaultValues: optionValues(product),
  });

  // Fill the form from the product each time the dialog opens (not while it is open).
  useEffect(() => {
    if (open) reset(optionValues(product));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, reset]);

  const onSubmit = handleSubmit(async (v) => {
    const input = optionChanges(product, v);
    if (Object.keys(input).length === 0) {
      onOpenChange(false);
      return;
    }
    try {
      await update({ variables: { id: product.id, input } });
      toast.success('Edited successfully');
      onOpenChange(false);
    } catch (error) {
      const { fields, rest } = formFieldErrors(error, FIELDS, ALIASES);
      for (const [field, message] of fields) setError(field, { type: 'server', message });
      if (rest) toast.error(EDIT_ERRORS.updateProduct);
    }
  });

  const formId = `edit-snapsheet-product-${product.id}`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit product"
      description={
        <>
          <span className="mono">{product.product.styleId}</span> · {product.product.name}
        </>
      }
      returnFocus={returnFocus}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={loading}>
            Save changes
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={(e) => void onSubmit(e)} noValidate>
        <ProductOptionFields
          styleId={product.product.styleId}
          control={control}
          register={register}
          formState={formState}
          locked={{ variant: Boolean(product.variant), design: Boolean(product.design) }}
        />
      </form>
    </Dialog>
  );
}
