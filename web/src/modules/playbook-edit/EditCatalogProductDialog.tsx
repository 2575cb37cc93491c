/**
 * Edit a catalog product (P3, original `PUT catalog/{id}/product/{id}/edit`): its name, custom
 * price (dollars on screen, cents sent; empty clears it), variant and design, through
 * `updateCatalogProduct` with only what changed. Toasts 'Edited successfully'; a failure goes
 * beside its field (BAD_USER_INPUT) or toasts 'Error trying to update the product' (section 8).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useEffect, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { CatalogProductActions_ProductFragment } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { refetchAfterEdit } from './edit-options';
import { EDIT_ERRORS, formFieldErrors } from '../project/form-errors';
import {
  editProductSchema,
  editValues,
  PRODUCT_FORM_ALIASES,
  PRODUCT_FORM_FIELDS,
  toUpdateInput,
  type ProductFormValues,
} from './product-form';
import { ProductOptionFields } from '../project/ProductOptionFields';

const UpdateCatalogProductDocument = graphql(`
  mutation UpdateCatalogProduct($id: ID!, $input: CatalogProductInput!) {
    updateCatalogProduct(id: $id, input: $input) {
      id
    }
  }
`);

export function EditCatalogProductDialog({
  open,
  onOpenChange,
  product,
  returnFocus,
  refetchOwn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product: CatalogProductActions_ProductFragment;
  returnFocus?: RefObject<HTMLElement | null>;
  /** The caller's own query, fetched again with the viewer's. */
  refetchOwn: string;
}) {
  const [update, { loading }] = useMutation(UpdateCatalogProductDocument, refetchAfterEdit(refetchOwn));
  const { control, register, formState, handleSubmit, reset, setError } = useForm<ProductFormValues>({
    resolver: zodResolver(editProductSchema),
    defaultValues: editValues(product),
  });

  useEffect(() => {
    if (open) reset(editValues(product));
  }, [open, product, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const input = toUpdateInput(product, values);
    if (Object.keys(input).length === 0) {
      onOpenChange(false);
      return;
    }
    try {
      await update({ variables: { id: product.id, input } });
      toast.success('Edited successfully');
      onOpenChange(false);
    } catch (error) {
      const { fields, rest } = formFieldErrors(error, PRODUCT_FORM_FIELDS, PRODUCT_FORM_ALIASES);
      for (const [field, message] of fields) setError(field, { type: 'server', message });
      if (rest) toast.error(EDIT_ERRORS.updateProduct);
    }
  });

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
          <Button variant="primary" type="submit" form={`edit-product-${product.id}`} loading={loading}>
            Save changes
          </Button>
        </>
      }
    >
      <form id={`edit-product-${product.id}`} className="stack" onSubmit={(e) => void onSubmit(e)} noValidate>
        <TextField label="Name" autoComplete="off" error={formState.errors.name?.message} {...register('name')} />
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
