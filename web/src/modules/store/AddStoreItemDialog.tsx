/**
 * "Add item": the dealer picks one of their saved designs (a product of one of their snapsheets,
 * drawn as its saved configuration) to offer in a store; searched by the snapsheet's title or
 * team name. The item is added to the items form (saved with the others by "Save items").
 */
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { TextField } from '../../ui/Field';
import { IconShirt } from '../../ui/icons';
import { Skeleton } from '../../ui/Skeleton';
import { SnapshotImage } from '../snapshots/SnapshotImage';
import { StoreItemSourcesDocument } from './dealer-store-documents';

/** A design picked: its saved configuration, product and what its decorations print. */
export interface PickedDesign {
  shortId: string;
  product: { name: string; sizes: readonly string[] };
  prints: { name: boolean; number: boolean };
  snapshot: Parameters<typeof SnapshotImage>[0]['snapshot'];
}

export function AddStoreItemDialog({
  open,
  onOpenChange,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPick: (design: PickedDesign) => void;
}) {
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim(), 300);
  const { data, loading, error } = useQuery(StoreItemSourcesDocument, {
    variables: { search: searched || null },
    skip: !open,
  });
  const projects = (data?.projects.nodes ?? []).flatMap((p) =>
    p.__typename === 'Snapsheet' && p.products.some((x) => x.configuration) ? [p] : [],
  );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title="Add an item"
      description="Pick one of your saved designs: a product of one of your snapsheets, as you configured it."
    >
      <div className="stack">
        <TextField
          label="Search snapsheets"
          type="search"
          hint="By title or team name"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {error ? (
          <p className="field__error" role="alert">
            {errorMessage(error, 'Your designs could not be loaded.')}
          </p>
        ) : loading && !data ? (
          <Skeleton height={160} />
        ) : projects.length === 0 ? (
          <EmptyState icon={<IconShirt size={22} />} title="No saved designs">
            Add products to a snapsheet to offer them in a store.
          </EmptyState>
        ) : (
          projects.map((p) => (
            <section key={p.id} className="store-design-group" aria-label={p.title || p.teamName}>
              <h3 className="store-design-group__title">
                {p.title || p.teamName}
                {p.title && p.teamName ? <span className="muted"> · {p.teamName}</span> : null}
              </h3>
              <ul className="store-designs">
                {p.products.map((x) =>
                  x.configuration ? (
                    <li key={x.id} className="store-design card">
                      <SnapshotImage snapshot={x.configuration.snapshot} alt={x.product.name} />
                      <span className="store-design__name">{x.product.name}</span>
                      <Button
                        size="sm"
                        aria-label={`Add ${x.product.name} from ${p.title || p.teamName}`}
                        onClick={() => {
                          const kinds = x.configuration!.decorations.map((d) => d.contentType);
                          onPick({
                            shortId: x.configuration!.shortId,
                            product: x.product,
                            prints: { name: kinds.includes('PLAYER_NAME'), number: kinds.includes('PLAYER_NUMBER') },
                            snapshot: x.configuration!.snapshot,
                          });
                          onOpenChange(false);
                        }}
                      >
                        Add
                      </Button>
                    </li>
                  ) : null,
                )}
              </ul>
            </section>
          ))
        )}
      </div>
    </Dialog>
  );
}
