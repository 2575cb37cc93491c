/**
 * Move a catalog product (P3, original `PUT .../product/{id}/update-order`): choose a product
 * page of the playbook by its number and title and a position on it, or 'to a new page' right
 * after the chosen page; `moveCatalogProduct`. A page holds at most 6 products (a full page is
 * offered disabled). A failure goes beside its field (BAD_USER_INPUT `pageNumber`, `position`)
 * or toasts 'Error trying to update the product' (section 8).
 */
import { useMutation } from '@apollo/client/react';
import { useEffect, type RefObject } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { SelectField } from '../../ui/Select';
import { FormSwitch } from '../../ui/FormSwitch';
import { refetchAfterEdit } from './edit-options';
import { EDIT_ERRORS, formFieldErrors } from '../project/form-errors';
import {
  currentPlacement,
  isSamePlace,
  MAX_PAGE_PRODUCTS,
  moveTargets,
  positionCount,
  type PageLike,
} from './move-targets';

const MoveCatalogProductDocument = graphql(`
  mutation MoveCatalogProduct($id: ID!, $input: MoveCatalogProductInput!) {
    moveCatalogProduct(id: $id, input: $input) {
      id
    }
  }
`);

interface MoveValues {
  pageNumber: string;
  position: string;
  newPage: boolean;
}

const MOVE_FIELDS = ['pageNumber', 'position'] as const;

export function MoveCatalogProductDialog({
  open,
  onOpenChange,
  productId,
  productName,
  pages,
  returnFocus,
  refetchOwn,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  productId: string;
  productName: string;
  /** The playbook's pages as the viewer shows them. */
  pages: readonly PageLike[];
  returnFocus?: RefObject<HTMLElement | null>;
  refetchOwn: string;
}) {
  const [move, { loading }] = useMutation(MoveCatalogProductDocument, refetchAfterEdit(refetchOwn));
  const targets = moveTargets(pages, productId);
  const placement = currentPlacement(pages, productId);
  const initial = (): MoveValues => ({
    pageNumber: String(placement?.pageNumber ?? targets[0]?.pageNumber ?? ''),
    position: String(placement?.position ?? 1),
    newPage: false,
  });
  const { control, handleSubmit, reset, setError, setValue } = useForm<MoveValues>({ defaultValues: initial() });
  const [pageNumber, newPage] = useWatch({ control, name: ['pageNumber', 'newPage'] });
  const target = targets.find((t) => String(t.pageNumber) === pageNumber);
  const positions = target ? positionCount(target) : 1;

  useEffect(() => {
    // Start from where the product is each time the dialog opens.
    if (open) reset(initial());
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening
  }, [open]);

  const onSubmit = handleSubmit(async (values) => {
    const input = {
      pageNumber: Number(values.pageNumber),
      position: values.newPage ? 1 : Number(values.position),
      newPage: values.newPage,
    };
    if (!values.pageNumber) {
      setError('pageNumber', { type: 'required', message: 'Choose a page' });
      return;
    }
    if (isSamePlace(placement, input)) {
      onOpenChange(false);
      return;
    }
    try {
      await move({ variables: { id: productId, input } });
      onOpenChange(false);
    } catch (error) {
      const { fields, rest } = formFieldErrors(error, MOVE_FIELDS);
      for (const [field, message] of fields) setError(field, { type: 'server', message });
      if (rest) toast.error(EDIT_ERRORS.updateProduct);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Move product"
      description={productName}
      returnFocus={returnFocus}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant="primary"
            type="submit"
            form={`move-product-${productId}`}
            loading={loading}
            disabled={!targets.length}
          >
            Move
          </Button>
        </>
      }
    >
      <form id={`move-product-${productId}`} className="stack" onSubmit={(e) => void onSubmit(e)} noValidate>
        <Controller
          control={control}
          name="pageNumber"
          render={({ field, fieldState }) => (
            <SelectField
              label="Page"
              value={field.value}
              onValueChange={(value) => {
                field.onChange(value);
                // The last position of the new page: after its products.
                const t = targets.find((x) => String(x.pageNumber) === value);
                setValue('position', String(t ? positionCount(t) : 1));
              }}
              options={targets.map((t) => ({
                value: String(t.pageNumber),
                label: t.label,
                hint: t.current ? 'current' : t.full ? 'full' : undefined,
                // A full page still takes the product on a new page after it.
                disabled: t.full && !newPage,
              }))}
              hint={`A page holds at most ${MAX_PAGE_PRODUCTS} products.`}
              error={fieldState.error?.message}
            />
          )}
        />
        <FormSwitch
          control={control}
          name="newPage"
          label="To a new page after this page"
          hint="The product goes alone to a new page of that page's catalog."
        />
        <Controller
          control={control}
          name="position"
          render={({ field, fieldState }) => (
            <SelectField
              label="Position on the page"
              value={field.value}
              onValueChange={field.onChange}
              disabled={newPage}
              options={Array.from({ length: positions }, (_, i) => ({
                value: String(i + 1),
                label: i === 0 ? '1 (first)' : i === positions - 1 ? `${i + 1} (last)` : String(i + 1),
              }))}
              error={fieldState.error?.message}
            />
          )}
        />
      </form>
    </Dialog>
  );
}
