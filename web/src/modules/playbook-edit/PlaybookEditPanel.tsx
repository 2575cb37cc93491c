/**
 * The dealer's editing panel of a playbook (P3), shown by the viewer in edit mode beside the
 * pages (320 px; full width on phones): the sports in order with move up/down, inline rename
 * and remove (confirmed; not the last one), each sport's catalogs with move up/down, 'Add
 * sport' (a sport of the template not yet there), 'Add product' (catalog picker) and 'Bulk
 * edit' (team, colours, logo, settings, school). Every change refetches the viewer's query
 * (`PlaybookViewer`) and this panel's; a failure toasts 'An error has occurred' (section 8)
 * unless it names a field of the open form.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorCode } from '../../lib/errors';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorState } from '../../ui/ErrorState';
import { IconEdit, IconPlus, IconSettings, IconTrash } from '../../ui/icons';
import { SelectField } from '../../ui/Select';
import { Skeleton } from '../../ui/Skeleton';
import { moveSport } from '../create-project/create-project-form';
import { AddCatalogProductDialog } from './AddCatalogProductDialog';
import { BulkEditDialog } from './BulkEditDialog';
import { refetchAfterEdit } from './edit-options';
import { EDIT_ERRORS } from '../project/form-errors';
import './playbook-edit.css';
import { OWN_QUERY, Sport, ReorderButtons, RenameSportForm } from './PlaybookSportControls';
import {
  PlaybookEditPanelDocument,
  ReorderPlaybookSportsDocument,
  ReorderPlaybookCatalogsDocument,
  AddPlaybookSportDocument,
  RemovePlaybookSportDocument,
} from './playbook-edit-documents';

export function PlaybookEditPanel({
  playbookId,
  dealerCode,
  projectId,
}: {
  /** The playbook's public id. */
  playbookId: string;
  /** The route's dealer code (the playbook query's `dealerCode`). */
  dealerCode: string;
  /** The route's project id (the same playbook; used for its logos). */
  projectId: string;
}) {
  const { data, loading, error, refetch } = useQuery(PlaybookEditPanelDocument, {
    variables: { dealerCode, id: playbookId },
  });
  const options = refetchAfterEdit(OWN_QUERY);
  const [reorderSports] = useMutation(ReorderPlaybookSportsDocument, options);
  const [reorderCatalogs] = useMutation(ReorderPlaybookCatalogsDocument, options);
  const [addSport] = useMutation(AddPlaybookSportDocument, options);
  const [removeSport] = useMutation(RemovePlaybookSportDocument, options);
  // One change at a time: the reorder calls send whole orders, which must not cross.
  const [busy, setBusy] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Sport | null>(null);
  const [sportToAdd, setSportToAdd] = useState('');
  const [dialog, setDialog] = useState<'product' | 'bulk' | null>(null);
  const buttons = useRef(new Map<string, HTMLElement>());
  const addProductRef = useRef<HTMLButtonElement>(null);
  const bulkRef = useRef<HTMLButtonElement>(null);

  const playbook = data?.playbook;
  const sports = playbook?.sports ?? [];
  const templateSports = (playbook?.template === 'UA' ? data?.uaSports : data?.fsgSports) ?? [];
  const addable = templateSports.filter((s) => !sports.some((x) => x.id === s.id));

  const ref = (key: string) => (el: HTMLElement | null) => {
    if (el) buttons.current.set(key, el);
    else buttons.current.delete(key);
  };
  /** Focus a control by key once the list has re-rendered (it may have moved or changed). */
  const focusLater = (...keys: string[]) =>
    window.requestAnimationFrame(() => {
      const el = keys.map((k) => buttons.current.get(k)).find((e) => e?.isConnected);
      el?.focus();
    });

  const run = async (key: string, change: () => Promise<unknown>, success?: string): Promise<boolean> => {
    if (busy) return false;
    setBusy(key);
    try {
      await change();
      if (success) toast.success(success);
      return true;
    } catch {
      toast.error(EDIT_ERRORS.other);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const moveSportBy = async (index: number, by: -1 | 1) => {
    const sport = sports[index];
    if (!sport || index + by < 0 || index + by >= sports.length) return;
    const sportIds = moveSport(
      sports.map((s) => s.id),
      index,
      by,
    );
    await run(`sport:${sport.id}`, () => reorderSports({ variables: { playbookId, sportIds } }));
    focusLater(`sport:${sport.id}:${by}`, `sport:${sport.id}:${-by}`);
  };

  const moveCatalogBy = async (sport: Sport, index: number, by: -1 | 1) => {
    const catalog = sport.catalogs[index];
    if (!catalog || index + by < 0 || index + by >= sport.catalogs.length) return;
    const catalogIds = moveSport(
      sport.catalogs.map((c) => c.id),
      index,
      by,
    );
    await run(`catalog:${catalog.id}`, () =>
      reorderCatalogs({ variables: { playbookId, sportId: sport.id, catalogIds } }),
    );
    focusLater(`catalog:${catalog.id}:${by}`, `catalog:${catalog.id}:${-by}`);
  };

  const doAddSport = async () => {
    const sport = addable.find((s) => s.id === sportToAdd);
    if (!sport) return;
    const ok = await run(
      'add-sport',
      () => addSport({ variables: { playbookId, sportId: sport.id } }),
      `${sport.name} added successfully.`,
    );
    if (ok) setSportToAdd('');
  };

  const doRemoveSport = async () => {
    if (!removing) return;
    const index = sports.findIndex((s) => s.id === removing.id);
    const ok = await run(
      `remove:${removing.id}`,
      () => removeSport({ variables: { playbookId, sportId: removing.id } }),
      `${removing.name} removed`,
    );
    if (!ok) return;
    setRemoving(null);
    // Focus the next sport's (or the previous one's) rename button instead of losing focus.
    const next = sports[index + 1] ?? sports[index - 1];
    if (next) focusLater(`rename:${next.id}`);
  };

  if (error && !data) {
    return (
      <aside className="pb-edit" aria-label="Edit playbook">
        <ErrorState
          title={errorCode(error) === 'NOT_FOUND' ? 'Playbook not found' : 'Could not load the editing tools'}
          onRetry={() => void refetch()}
        />
      </aside>
    );
  }

  return (
    <aside className="pb-edit" aria-label="Edit playbook" aria-busy={loading || Boolean(busy) || undefined}>
      <header className="pb-edit__header">
        <h2 className="pb-edit__title">Edit playbook</h2>
      </header>
      <div className="pb-edit__actions">
        <Button
          ref={addProductRef}
          variant="primary"
          size="sm"
          icon={<IconPlus size={14} />}
          disabled={!playbook}
          onClick={() => setDialog('product')}
        >
          Add product
        </Button>
        <Button
          ref={bulkRef}
          size="sm"
          icon={<IconSettings size={14} />}
          disabled={!playbook}
          onClick={() => setDialog('bulk')}
        >
          Bulk edit
        </Button>
      </div>

      <section aria-labelledby="pb-edit-sports">
        <h3 id="pb-edit-sports" className="pb-edit__section-title">
          Sports
        </h3>
        {!playbook ? (
          <div className="stack" aria-label="Loading sports">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={72} radius={8} />
            ))}
          </div>
        ) : (
          <ol className="pb-sports">
            {sports.map((sport, i) => (
              <li key={sport.id} className="pb-sport">
                <div className="pb-sport__row">
                  <span className="pb-sport__num" aria-hidden="true">
                    {i + 1}
                  </span>
                  {renaming === sport.id ? (
                    <RenameSportForm
                      playbookId={playbookId}
                      sport={sport}
                      onDone={() => {
                        setRenaming(null);
                        focusLater(`rename:${sport.id}`);
                      }}
                    />
                  ) : (
                    <>
                      <span className="pb-sport__name" title={sport.name}>
                        {sport.name}
                      </span>
                      <ReorderButtons
                        name={sport.name}
                        index={i}
                        count={sports.length}
                        busy={busy !== null}
                        spinning={busy === `sport:${sport.id}`}
                        refFor={(by) => ref(`sport:${sport.id}:${by}`)}
                        onMove={(by) => void moveSportBy(i, by)}
                      />
                      <button
                        ref={ref(`rename:${sport.id}`)}
                        type="button"
                        className="icon-btn"
                        aria-label={`Rename ${sport.name}`}
                        onClick={() => setRenaming(sport.id)}
                      >
                        <IconEdit size={15} />
                      </button>
                      <button
                        type="button"
                        className="icon-btn"
                        aria-label={`Remove ${sport.name}`}
                        aria-disabled={sports.length === 1 || busy !== null}
                        title={sports.length === 1 ? 'A playbook keeps at least one sport' : undefined}
                        onClick={() => {
                          if (sports.length > 1 && !busy) setRemoving(sport);
                        }}
                      >
                        <IconTrash size={15} />
                      </button>
                    </>
                  )}
                </div>
                {sport.catalogs.length ? (
                  <ol className="pb-catalogs" aria-label={`Catalogs of ${sport.name}`}>
                    {sport.catalogs.map((catalog, j) => (
                      <li key={catalog.id} className="pb-catalog">
                        <span className="pb-catalog__name" title={catalog.name}>
                          {catalog.name}
                        </span>
                        <span className="pb-catalog__pages">
                          {catalog.pageCount} {catalog.pageCount === 1 ? 'page' : 'pages'}
                        </span>
                        <ReorderButtons
                          name={`${catalog.name} (${sport.name})`}
                          index={j}
                          count={sport.catalogs.length}
                          busy={busy !== null}
                          spinning={busy === `catalog:${catalog.id}`}
                          refFor={(by) => ref(`catalog:${catalog.id}:${by}`)}
                          onMove={(by) => void moveCatalogBy(sport, j, by)}
                        />
                      </li>
                    ))}
                  </ol>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </section>

      {playbook ? (
        <section aria-labelledby="pb-edit-add-sport">
          <h3 id="pb-edit-add-sport" className="pb-edit__section-title">
            Add sport
          </h3>
          {addable.length ? (
            <div className="pb-add-sport">
              <SelectField
                label={<span className="visually-hidden">Sport to add</span>}
                value={sportToAdd}
                onValueChange={setSportToAdd}
                placeholder="Choose a sport…"
                options={addable.map((s) => ({ value: s.id, label: s.name }))}
              />
              <Button
                size="md"
                icon={<IconPlus size={14} />}
                disabled={!sportToAdd || (busy !== null && busy !== 'add-sport')}
                loading={busy === 'add-sport'}
                onClick={() => void doAddSport()}
              >
                Add
              </Button>
            </div>
          ) : (
            <p className="field__hint">Every sport of the {playbook.template} template is in this playbook.</p>
          )}
        </section>
      ) : null}

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title="Remove sport"
        confirmLabel="Remove"
        onConfirm={() => void doRemoveSport()}
        busy={removing !== null && busy === `remove:${removing.id}`}
      >
        {removing ? `Remove ${removing.name} with its catalogs and products from this playbook?` : ''}
      </ConfirmDialog>
      {playbook ? (
        <>
          <AddCatalogProductDialog
            open={dialog === 'product'}
            onOpenChange={(open) => setDialog(open ? 'product' : null)}
            playbookId={playbookId}
            sports={sports}
            refetchOwn={OWN_QUERY}
            returnFocus={addProductRef}
          />
          <BulkEditDialog
            open={dialog === 'bulk'}
            onOpenChange={(open) => setDialog(open ? 'bulk' : null)}
            playbookId={playbookId}
            dealerCode={dealerCode}
            projectId={projectId}
            refetchOwn={OWN_QUERY}
            returnFocus={bulkRef}
          />
        </>
      ) : null}
    </aside>
  );
}
