/**
 * The snapsheet uniform product modal (original section 2 Modals; P5), opened when a uniform is
 * added to a snapsheet that had none. It confirms the uniform's variant and design (saved with
 * `updateSnapsheetProduct` when changed) and offers the matching pieces of its sport
 * (the sport's other uniform styles, the complementary piece of the same brand ticked and first; see
 * ./uniform.ts), added with `addSnapsheetProduct` in the uniform's colour family and layout.
 * 'Skip' keeps the uniform as added. Section 8 toasts: 'Error trying to update the product',
 * 'Error trying to save the product'.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { SnapsheetProductActions_ProductFragment } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { NONE_VALUE, SelectField } from '../../ui/Select';
import { Skeleton } from '../../ui/Skeleton';
import { EDIT_ERRORS } from '../project/form-errors';
import { optionChanges, optionValues, productOptionsSchema, type ProductFormValues } from '../project/product-options';
import { ProductOptionFields } from '../project/ProductOptionFields';
import type { PageLike } from './pages';
import { matchingOptions, matchingPieces, sportOfName } from './uniform';

const UniformDocument = graphql(`
  query SnapsheetUniform($styleId: ID!) {
    product(styleId: $styleId) {
      styleId
      name
      brand
      genders
      garment {
        id
      }
      variants {
        id
        color {
          id
          family
        }
      }
      designs {
        id
        code
      }
    }
    sports(template: FSG) {
      id
      name
    }
  }
`);

const UniformPiecesDocument = graphql(`
  query SnapsheetUniformPieces($sport: ID!) {
    products(filter: { sport: $sport, category: UNIFORM }, first: 60) {
      nodes {
        styleId
        name
        brand
        genders
        garment {
          id
        }
        variants {
          id
          color {
            id
            family
          }
        }
        designs {
          id
          code
        }
      }
    }
  }
`);

const UpdateUniformDocument = graphql(`
  mutation UpdateSnapsheetUniform($id: ID!, $input: UpdateSnapsheetProductInput!) {
    updateSnapsheetProduct(id: $id, input: $input) {
      ...SnapsheetEdit_snapsheet
    }
  }
`);

const AddPieceDocument = graphql(`
  mutation AddSnapsheetUniformPiece($snapsheetId: ID!, $input: SnapsheetProductInput!) {
    addSnapsheetProduct(snapsheetId: $snapsheetId, input: $input) {
      ...SnapsheetEdit_snapsheet
    }
  }
`);

export function SnapsheetUniformDialog({
  open,
  onOpenChange,
  snapsheetId,
  product,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  snapsheetId: string;
  /** The uniform just added (the dialog starts afresh for each). */
  product: SnapsheetProductActions_ProductFragment | null;
  /** After saving, with the snapsheet's pages then. */
  onDone?: (pages: readonly PageLike<{ id: string }>[]) => void;
}) {
  if (!product) return null;
  return (
    <UniformForm
      key={product.id}
      open={open}
      onOpenChange={onOpenChange}
      snapsheetId={snapsheetId}
      product={product}
      onDone={onDone}
    />
  );
}

function UniformForm({
  open,
  onOpenChange,
  snapsheetId,
  product,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  snapsheetId: string;
  product: SnapsheetProductActions_ProductFragment;
  onDone?: (pages: readonly PageLike<{ id: string }>[]) => void;
}) {
  const onClose = () => onOpenChange(false);
  const styleId = product.product.styleId;
  const uniform = useQuery(UniformDocument, { variables: { styleId }, skip: !open });
  const style = uniform.data?.product ?? null;
  const sports = uniform.data?.sports ?? [];
  const [sport, setSport] = useState<string | null>(null);
  const guessed = style ? sportOfName(style.name, sports) : null;
  const sportId = sport ?? guessed?.id ?? null;
  const pieces = useQuery(UniformPiecesDocument, { variables: { sport: sportId ?? '' }, skip: !sportId || !open });
  const candidates = (pieces.data ?? pieces.previousData)?.products.nodes ?? [];
  const offered = style ? matchingPieces(style, candidates) : [];

  // The ticked pieces: the suggestion, each time the sport (so the list) changes.
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const offeredKey = offered.map((o) => o.piece.styleId).join(',');
  useEffect(() => {
    setPicked(new Set(offered.filter((o) => o.suggested).map((o) => o.piece.styleId)));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offeredKey]);

  const { control, register, formState, handleSubmit } = useForm<ProductFormValues>({
    resolver: zodResolver(productOptionsSchema),
    defaultValues: optionValues(product),
  });
  const [update] = useMutation(UpdateUniformDocument);
  const [addPiece] = useMutation(AddPieceDocument);
  const [saving, setSaving] = useState(false);

  const onSubmit = handleSubmit(async (v) => {
    setSaving(true);
    let pages: readonly PageLike<{ id: string }>[] | null = null;
    try {
      const changes = optionChanges(product, v);
      if (Object.keys(changes).length) {
        try {
          const result = await update({ variables: { id: product.id, input: changes } });
          pages = result.data?.updateSnapsheetProduct.pages ?? null;
        } catch {
          toast.error(EDIT_ERRORS.updateProduct);
          return;
        }
      }
      const look = {
        colorFamily: style?.variants.find((x) => x.id === v.variantId)?.color.family ?? null,
        designCode: style?.designs.find((d) => d.id === v.designId)?.code ?? null,
      };
      const chosen = offered.filter((o) => picked.has(o.piece.styleId));
      for (const [i, { piece }] of chosen.entries()) {
        try {
          const result = await addPiece({
            variables: { snapsheetId, input: { styleId: piece.styleId, ...matchingOptions(look, piece) } },
          });
          pages = result.data?.addSnapsheetProduct.pages ?? pages;
        } catch {
          toast.error(EDIT_ERRORS.saveProduct);
          // Those added stay added: untick them so a retry adds only the rest.
          setPicked(new Set(chosen.slice(i).map((o) => o.piece.styleId)));
          return;
        }
      }
      toast.success(
        chosen.length
          ? `Uniform saved with ${chosen.length} matching piece${chosen.length === 1 ? '' : 's'}`
          : 'Uniform saved',
      );
      onClose();
      if (pages) onDone?.(pages);
    } finally {
      setSaving(false);
    }
  });

  const count = picked.size;
  const formId = `snapsheet-uniform-${product.id}`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Complete the uniform"
      description={`${product.product.name} is the first uniform on this snapsheet. Confirm its colour and design, and add the matching pieces of its sport.`}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            Skip
          </Button>
          <Button variant="primary" type="submit" form={formId} loading={saving}>
            {count ? `Save and add ${count} piece${count === 1 ? '' : 's'}` : 'Save uniform'}
          </Button>
        </>
      }
    >
      <form id={formId} className="stack" onSubmit={(e) => void onSubmit(e)} noValidate>
        <section className="stack" aria-labelledby="uniform-options">
          <h3 className="ss-uniform__heading" id="uniform-options">
            The uniform · <span className="mono">{styleId}</span>
          </h3>
          <div className="form-grid ss-uniform__options">
            <ProductOptionFields
              styleId={styleId}
              control={control}
              register={register}
              formState={formState}
              locked={{ variant: Boolean(product.variant), design: Boolean(product.design) }}
              withPrice={false}
            />
          </div>
        </section>
        <section className="stack" aria-labelledby="uniform-pieces">
          <h3 className="ss-uniform__heading" id="uniform-pieces">
            Matching pieces
          </h3>
          {uniform.loading && !uniform.data ? (
            <Skeleton height={40} />
          ) : (
            <SelectField
              label="Sport"
              value={sportId ?? NONE_VALUE}
              onValueChange={(v) => setSport(v === NONE_VALUE ? null : v)}
              options={[
                { value: NONE_VALUE, label: 'Choose a sport', disabled: true },
                ...sports.map((s) => ({ value: s.id, label: s.name })),
              ]}
              hint="Pieces are added in the uniform’s colour family and design where they offer them."
            />
          )}
          {!sportId ? (
            <p className="muted">Choose the uniform’s sport to see its matching pieces.</p>
          ) : pieces.loading && !candidates.length ? (
            <Skeleton height={120} />
          ) : offered.length === 0 ? (
            <p className="muted">No other uniform pieces for this sport.</p>
          ) : (
            <ul className="ss-pieces" aria-busy={pieces.loading || undefined}>
              {offered.map(({ piece, suggested }) => {
                const on = picked.has(piece.styleId);
                return (
                  <li key={piece.styleId}>
                    <label className="ss-piece" data-checked={on || undefined}>
                      <input
                        type="checkbox"
                        checked={on}
                        onChange={() =>
                          setPicked((prev) => {
                            const next = new Set(prev);
                            if (next.has(piece.styleId)) next.delete(piece.styleId);
                            else next.add(piece.styleId);
                            return next;
                          })
                        }
                      />
                      <span className="ss-piece__text">
                        <span className="ss-piece__name">{piece.name}</span>
                        <span className="ss-piece__meta">
                          <span className="mono">{piece.styleId}</span> · {piece.brand}
                        </span>
                      </span>
                      {suggested ? <span className="badge">Suggested</span> : null}
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      </form>
    </Dialog>
  );
}
