/**
 * Edit a product placed in a project (P3 a playbook's catalog product, P5 a snapsheet's): its
 * custom price (dollars on screen, cents sent; empty clears it), variant and design, and its name
 * where the kind lets the dealer name products (`named`: a playbook's). Sends only what changed
 * through the kind's own mutation (`save`); nothing changed closes the dialog. Toasts 'Edited
 * successfully'; a failure goes beside its field (BAD_USER_INPUT, `customPriceCents` on the
 * price) or toasts 'Error trying to update the product' (section 8). One dialog for every kind:
 * the kind's actions menu gives the product, whether it is named and how it is saved.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { formFieldErrors, productEditError } from './form-errors';
import {
  namedProductChanges,
  namedProductSchema,
  namedProductValues,
  optionChanges,
  optionValues,
  productOptionsSchema,
  type ProductFormValues,
  type ProductOptionChanges,
  type ProductWithOptions,
} from './product-options';
import { ProductOptionFields } from './ProductOptionFields';

/** The changed fields of a product: its options, and its name when the kind names products. */
export type ProductChanges = ProductOptionChanges & { name?: string };

/** What the dialog reads of a placed product. */
export interface EditableProjectProduct extends ProductWithOptions {
  id: string;
  /** The dealer's name of it (named kinds only). */
  name?: string;
  product: { styleId: string; name: string };
}

/** Form fields a server error may name, and the server paths named otherwise. */
const FIELDS = ['name', 'customPrice', 'variantId', 'designId'] as const;
const ALIASES = { customPriceCents: 'customPrice' } as const;

export function EditProductDialog({
  open,
  onOpenChange,
  product,
  named,
  save,
  saving,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  product: EditableProjectProduct;
  /** The dealer names the kind's products (a Name field; P3). */
  named: boolean;
  /** Saves the changes with the kind's mutation; rejects with its error. */
  save: (changes: ProductChanges) => Promise<unknown>;
  saving: boolean;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const valuesOf = (): ProductFormValues =>
    named ? namedProductValues({ ...product, name: product.name ?? '' }) : optionValues(product);
  const { control, register, formState, handleSubmit, reset, setError } = useForm<ProductFormValues>({
    resolver: zodResolver(named ? namedProductSchema : productOptionsSchema),
    defaultValues: valuesOf(),
  });

  // Fill the form from the product each time the dialog opens (not while it is open).
  useEffect(() => {
    if (open) reset(valuesOf());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const changes: ProductChanges = named
      ? namedProductChanges({ ...product, name: product.name ?? '' }, values)
      : optionChanges(product, values);
    if (Object.keys(changes).length === 0) {
      onOpenChange(false);
      return;
    }
    try {
      await save(changes);
      toast.success('Edited successfully');
      onOpenChange(false);
    } catch (error) {
      const { fields, rest } = formFieldErrors(error, FIELDS, ALIASES);
      for (const [field, message] of fields) setError(field, { type: 'server', message });
      if (rest) toast.error(productEditError(changes));
    }
  });

  const formId = `edit-product-${product.id}`;
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
          <Button variant="primary" type="submit" form={formId} loading={saving}>
            Save changes
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={(e) => void onSubmit(e)} noValidate>
        {named ? (
          <TextField label="Name" autoComplete="off" error={formState.errors.name?.message} {...register('name')} />
        ) : null}
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
