/**
 * Add a product to a playbook catalog (P3): choose the sport and its catalog, search the
 * catalog's styles (../project/ProductPicker) with the category and product-type filters and
 * the picker's brand filter (the sport filter is the chosen sport), pick a style (name, style id, type), then optionally its variant,
 * design and custom price; `addCatalogProduct` puts it on the catalog's last page (a new page
 * when that one holds 3). Toasts '{name} added successfully.'; a failure goes beside its field
 * or toasts 'An error has occurred' (section 8).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@apollo/client/react';
import { useEffect, useState, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { PlaybookEditPanel_SportFragment, ProductCategory, ProductType } from '../../gql/graphql';
import { PRODUCT_CATEGORY_LABELS, PRODUCT_TYPE_LABELS } from '../../lib/product-labels';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { NONE_VALUE, SelectField } from '../../ui/Select';
import { refetchAfterEdit } from './edit-options';
import { EDIT_ERRORS, formFieldErrors } from '../project/form-errors';
import {
  ADD_VALUES,
  addProductSchema,
  PRODUCT_FORM_ALIASES,
  PRODUCT_FORM_FIELDS,
  toAddInput,
  type ProductFormValues,
} from './product-form';
import { ProductOptionFields } from '../project/ProductOptionFields';
import { ProductPicker } from '../project/ProductPicker';
import '../../styles/project.css';

const AddCatalogProductDocument = graphql(`
  mutation AddCatalogProduct($playbookId: ID!, $input: AddCatalogProductInput!) {
    addCatalogProduct(playbookId: $playbookId, input: $input) {
      id
    }
  }
`);

const ALL = NONE_VALUE;

export function AddCatalogProductDialog({
  open,
  onOpenChange,
  playbookId,
  sports,
  refetchOwn,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  playbookId: string;
  /** The playbook's sports with their catalogs, in order. */
  sports: readonly PlaybookEditPanel_SportFragment[];
  refetchOwn: string;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const [sportId, setSportId] = useState(sports[0]?.id ?? '');
  const sport = sports.find((s) => s.id === sportId) ?? sports[0];
  const [catalogId, setCatalogId] = useState(sport?.catalogs[0]?.id ?? '');
  const catalog = sport?.catalogs.find((c) => c.id === catalogId) ?? sport?.catalogs[0];
  const [category, setCategory] = useState<string>(ALL);
  const [productType, setProductType] = useState<string>(ALL);
  const [picked, setPicked] = useState<{ styleId: string; name: string } | null>(null);
  const [add, { loading: adding }] = useMutation(AddCatalogProductDocument, refetchAfterEdit(refetchOwn));
  const { control, register, formState, handleSubmit, reset, setError } = useForm<ProductFormValues>({
    resolver: zodResolver(addProductSchema),
    defaultValues: ADD_VALUES,
  });

  useEffect(() => {
    if (!open) return;
    setPicked(null);
    reset(ADD_VALUES);
  }, [open, reset]);

  const pick = (product: { styleId: string; name: string }) => {
    setPicked(product);
    reset(ADD_VALUES);
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!picked || !catalog) return;
    try {
      await add({ variables: { playbookId, input: toAddInput(catalog.id, picked.styleId, values) } });
      toast.success(`${picked.name} added successfully.`);
      onOpenChange(false);
    } catch (e) {
      const { fields, rest } = formFieldErrors(e, PRODUCT_FORM_FIELDS, PRODUCT_FORM_ALIASES);
      for (const [field, message] of fields) setError(field, { type: 'server', message });
      if (rest) toast.error(EDIT_ERRORS.other);
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add product"
      description="Pick a style for a catalog of this playbook."
      size="lg"
      returnFocus={returnFocus}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant="primary"
            type="submit"
            form="add-catalog-product"
            loading={adding}
            disabled={!picked || !catalog}
          >
            {catalog ? `Add to ${catalog.name}` : 'Add'}
          </Button>
        </>
      }
    >
      <div className="stack">
        <div className="pb-filters">
          <SelectField
            label="Sport"
            value={sport?.id ?? ''}
            onValueChange={(id) => {
              setSportId(id);
              setCatalogId(sports.find((s) => s.id === id)?.catalogs[0]?.id ?? '');
              setPicked(null);
            }}
            options={sports.map((s) => ({ value: s.id, label: s.name }))}
          />
          <SelectField
            label="Catalog"
            value={catalog?.id ?? ''}
            onValueChange={setCatalogId}
            options={(sport?.catalogs ?? []).map((c) => ({ value: c.id, label: c.name }))}
            disabled={!sport?.catalogs.length}
          />
          <SelectField
            label="Category"
            value={category}
            onValueChange={setCategory}
            options={[
              { value: ALL, label: 'All categories' },
              ...Object.entries(PRODUCT_CATEGORY_LABELS).map(([value, label]) => ({ value, label })),
            ]}
          />
          <SelectField
            label="Product type"
            value={productType}
            onValueChange={setProductType}
            options={[
              { value: ALL, label: 'All types' },
              ...Object.entries(PRODUCT_TYPE_LABELS).map(([value, label]) => ({ value, label })),
            ]}
          />
        </div>
        <ProductPicker
          filter={{
            sport: sport?.id ?? null,
            category: category === ALL ? null : (category as ProductCategory),
            productType: productType === ALL ? null : (productType as ProductType),
          }}
          filters={['brand']}
          onClearKindFilters={
            category !== ALL || productType !== ALL
              ? () => {
                  setCategory(ALL);
                  setProductType(ALL);
                }
              : undefined
          }
          skip={!sport}
          scroll
          label={`Products for ${sport?.name ?? 'the sport'}`}
          selectedStyleId={picked?.styleId}
          action={(p) => {
            const selected = picked?.styleId === p.styleId;
            return (
              <Button
                size="sm"
                variant={selected ? 'primary' : 'secondary'}
                aria-pressed={selected}
                aria-label={`Choose ${p.name}`}
                onClick={() => pick(p)}
              >
                {selected ? 'Chosen' : 'Choose'}
              </Button>
            );
          }}
        />
        {picked ? (
          <form
            id="add-catalog-product"
            className="stack"
            aria-label={`Options for ${picked.name}`}
            onSubmit={(e) => void onSubmit(e)}
            noValidate
          >
            <p className="field__label">
              {picked.name} <span className="mono muted">{picked.styleId}</span>
            </p>
            <ProductOptionFields styleId={picked.styleId} control={control} register={register} formState={formState} />
          </form>
        ) : null}
      </div>
    </Dialog>
  );
}
