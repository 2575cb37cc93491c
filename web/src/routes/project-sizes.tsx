/**
 * Sizes selection of a snapsheet, playbook or showroom (L1, L2; the route sets the type, P1): the roster
 * of a saved configuration (size, quantity, player name, player number per line), then `addToLocker` and the locker. 'An error has occurred' when the
 * add fails; input errors show on their line. While the caller's locker is locked (section 4: a
 * quote of it is pending, or the project is closed) the form is replaced by the reason and a link
 * to the locker; an add the server refuses (FORBIDDEN) says the locker is locked and reloads.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { isNamedByDealerCode, projectKindOf } from '@tas/rules';
import { graphql } from '../gql';
import { errorCode, fieldErrors } from '../lib/errors';
import { usePollWhile } from '../lib/use-poll-while';
import {
  MAX_LINE_QUANTITY,
  initialSizeLines,
  newLineKey,
  newSizeLine,
  sortSizes,
  toSizeLineInputs,
  totalQuantity,
  validateSizeLines,
  type SizeLineDraft,
} from '../modules/locker/size-lines';
import { LOCKED_MESSAGE, LockedNote, lockReason } from '../modules/locker/LockedNote';
import { ProjectHeader } from '../modules/project/ProjectHeader';
import { useProjectRoute, useRouteDealerMode } from '../modules/project/use-project-route';
import { SnapshotImage, anyPending } from '../modules/snapshots/SnapshotImage';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { TextInput } from '../ui/Field';
import { IconArrowLeft, IconLocker, IconPlus, IconShirt, IconTrash, IconUpload } from '../ui/icons';
import { RosterImportDialog } from '../modules/roster/RosterImportDialog';
import type { PreviewLine } from '../modules/roster/roster-import-documents';
import type { RosterImportMode } from '../gql/graphql';
import { Skeleton } from '../ui/Skeleton';
import '../styles/project.css';
import '../styles/locker.css';
import { MAIN_ID } from '../ui/focus';
import { TableScroll } from '../ui/TableScroll';

const SizesSelectionDocument = graphql(`
  query SizesSelection($shortId: ID!, $ref: ProjectRefInput!) {
    configuration(shortId: $shortId) {
      shortId
      product {
        styleId
        name
        brand
        sizes
        baseSize
      }
      front: snapshot(view: FRONT) {
        ...SnapshotImage_snapshot
      }
    }
    project(ref: $ref) {
      ...SizesSelection_project
    }
  }
`);

export const SizesSelection_project = graphql(`
  fragment SizesSelection_project on Project {
    id
    canEdit
    lockerCode
    status
    locker {
      code
      locked
    }
    ...ProjectHeader_project
  }
`);

const AddToLockerDocument = graphql(`
  mutation AddToLocker($input: AddToLockerInput!) {
    addToLocker(input: $input) {
      code
      ...LockerView_locker
    }
  }
`);

export function Component() {
  const { type, namedByDealerCode, dealerCode, projectId, ref, paths } = useProjectRoute();
  const [params] = useSearchParams();
  const shortId = params.get('short_id') ?? '';
  const navigate = useNavigate();

  const query = useQuery(SizesSelectionDocument, {
    variables: { shortId, ref },
    skip: !shortId,
  });
  const { data, error, refetch } = query;
  const configuration = data?.configuration;
  const project = data?.project;
  const { dealerMode } = useRouteDealerMode(project);
  const locked = lockReason(project?.status, project?.locker?.locked);
  usePollWhile(anyPending([configuration?.front]), query, 2000);

  const sizes = sortSizes(configuration?.product.sizes ?? []);
  const baseSize = configuration?.product.baseSize ?? 'L';
  const [lines, setLines] = useState<SizeLineDraft[] | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [importOpen, setImportOpen] = useState(false);
  const [addToLocker, { loading: adding }] = useMutation(AddToLockerDocument);

  useEffect(() => {
    if (configuration && lines === null)
      setLines(initialSizeLines(configuration.product.sizes, configuration.product.baseSize));
  }, [configuration, lines]);

  const header = (
    <ProjectHeader project={project} dealerCode={dealerCode} projectId={projectId} dealerMode={dealerMode} />
  );

  if (!shortId || (data && !configuration)) {
    return (
      <div className="project">
        {header}
        <main id={MAIN_ID} className="project__main">
          <EmptyState
            icon={<IconShirt size={22} />}
            title="Choose a product first"
            action={
              <Button asChild>
                <Link to={paths.browse}>Back to the {namedByDealerCode ? 'catalogue' : projectKindOf(type).one}</Link>
              </Button>
            }
          >
            Customise a product and use Add to locker to pick sizes.
          </EmptyState>
        </main>
      </div>
    );
  }

  const problems = lines ? validateSizeLines(lines, sizes) : new Map<number, string>();
  const total = lines ? totalQuantity(lines) : 0;
  const update = (index: number, patch: Partial<SizeLineDraft>) =>
    setLines((ls) => (ls ? ls.map((l, i) => (i === index ? { ...l, ...patch } : l)) : ls));

  const submit = async () => {
    if (!lines || problems.size > 0 || total < 1) return;
    setServerErrors({});
    try {
      await addToLocker({
        variables: {
          input: {
            projectType: type,
            // A showroom is named by its dealer code (P6; @tas/rules PROJECT_KINDS naming).
            ...(isNamedByDealerCode(type) ? { dealerCode } : { projectId }),
            configurationShortId: shortId,
            sizeLines: toSizeLineInputs(lines),
          },
        },
      });
      navigate(paths.locker);
    } catch (e) {
      if (errorCode(e) === 'FORBIDDEN') {
        toast.error('An error has occurred', { description: LOCKED_MESSAGE });
        void refetch();
        return;
      }
      setServerErrors(fieldErrors(e));
      toast.error('An error has occurred');
    }
  };

  /** L2: the lines of a roster file (previewed, nothing saved) replace or follow the form's. */
  const applyImported = (imported: PreviewLine[], mode: RosterImportMode) => {
    const drafts = imported.map((l) => ({
      key: newLineKey(),
      size: l.size,
      quantity: l.quantity,
      playerName: l.playerName ?? '',
      playerNumber: l.playerNumber ?? '',
    }));
    setServerErrors({});
    setLines((ls) => (mode === 'APPEND' ? [...(ls ?? []), ...drafts] : drafts));
  };

  const lineError = (i: number) =>
    problems.get(i) ??
    serverErrors[`sizeLines.${i}.size`] ??
    serverErrors[`sizeLines.${i}.quantity`] ??
    serverErrors[`sizeLines.${i}.playerName`] ??
    serverErrors[`sizeLines.${i}.playerNumber`];

  return (
    <div className="project">
      {header}
      <main id={MAIN_ID} className="project__main sizes">
        {error && !data ? (
          <ErrorState title="Could not load the product" onRetry={() => void refetch()} />
        ) : !configuration || !lines ? (
          <div className="sizes__layout">
            <Skeleton style={{ aspectRatio: '470 / 588', width: '100%' }} />
            <Skeleton height={240} />
          </div>
        ) : (
          <div className="sizes__layout">
            <aside className="sizes__product">
              <SnapshotImage snapshot={configuration.front} alt={configuration.product.name} />
              <div>
                <p className="muted mono" style={{ fontSize: 12 }}>
                  {configuration.product.styleId}
                </p>
                <h2>{configuration.product.name}</h2>
                <Link to={paths.product(configuration.product.styleId, shortId)} className="sizes__back">
                  <IconArrowLeft size={14} /> Back to customising
                </Link>
              </div>
            </aside>
            {locked ? (
              <section className="card card--padded sizes__form" aria-labelledby="sizes-title">
                <h1 id="sizes-title" className="card__title" style={{ fontSize: 18 }}>
                  Roster and sizes
                </h1>
                <LockedNote reason={locked} />
                <div className="row">
                  <Button variant="primary" asChild>
                    <Link to={paths.locker}>
                      <IconLocker size={16} />
                      View the locker
                    </Link>
                  </Button>
                </div>
              </section>
            ) : (
              <section className="card card--padded sizes__form" aria-labelledby="sizes-title">
                <header className="card__header">
                  <div>
                    <h1 id="sizes-title" className="card__title" style={{ fontSize: 18 }}>
                      Roster and sizes
                    </h1>
                    <p className="muted" style={{ fontSize: 13 }}>
                      One line per size or per player. Prices are calculated in the locker.
                    </p>
                  </div>
                  <Button size="sm" variant="ghost" icon={<IconUpload size={14} />} onClick={() => setImportOpen(true)}>
                    Import roster
                  </Button>
                </header>
                <TableScroll label="Size lines">
                  <table className="table size-table">
                    <thead>
                      <tr>
                        <th scope="col">Size</th>
                        <th scope="col">Quantity</th>
                        <th scope="col">Player name</th>
                        <th scope="col">Player number</th>
                        <th scope="col">
                          <span className="visually-hidden">Remove</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {lines.map((line, i) => {
                        const err = lineError(i);
                        return (
                          <tr key={line.key} className={err ? 'size-table__row--invalid' : undefined}>
                            <td data-label="Size">
                              <select
                                className="input"
                                aria-label="Size"
                                value={line.size}
                                aria-invalid={Boolean(err) || undefined}
                                onChange={(e) => update(i, { size: e.target.value })}
                              >
                                {sizes.map((s) => (
                                  <option key={s} value={s}>
                                    {s}
                                  </option>
                                ))}
                              </select>
                            </td>
                            <td data-label="Quantity">
                              <TextInput
                                type="number"
                                aria-label="Quantity"
                                min={0}
                                max={MAX_LINE_QUANTITY}
                                step={1}
                                inputMode="numeric"
                                value={Number.isFinite(line.quantity) ? String(line.quantity) : ''}
                                onChange={(e) =>
                                  update(i, { quantity: e.target.value === '' ? Number.NaN : Number(e.target.value) })
                                }
                              />
                            </td>
                            <td data-label="Player name">
                              <TextInput
                                aria-label="Player name"
                                value={line.playerName}
                                maxLength={40}
                                autoComplete="off"
                                onChange={(e) => update(i, { playerName: e.target.value })}
                              />
                            </td>
                            <td data-label="Player number">
                              <TextInput
                                aria-label="Player number"
                                value={line.playerNumber}
                                maxLength={3}
                                inputMode="numeric"
                                autoComplete="off"
                                onChange={(e) => update(i, { playerNumber: e.target.value })}
                              />
                            </td>
                            <td>
                              <button
                                type="button"
                                className="icon-btn"
                                aria-label={`Remove line ${i + 1}`}
                                disabled={lines.length === 1}
                                onClick={() => setLines((ls) => (ls ? ls.filter((_, j) => j !== i) : ls))}
                              >
                                <IconTrash size={16} />
                              </button>
                              {err ? (
                                <p className="field__error size-table__error" role="alert">
                                  {err}
                                </p>
                              ) : null}
                            </td>
                          </tr>
                        );
                      })}
                    </tbody>
                  </table>
                </TableScroll>
                <div className="sizes__footer">
                  <Button
                    variant="ghost"
                    icon={<IconPlus size={16} />}
                    onClick={() => setLines((ls) => [...(ls ?? []), newSizeLine(sizes, baseSize)])}
                  >
                    Add size line
                  </Button>
                  <span className="spacer" />
                  <span className="muted tabular" aria-live="polite">
                    {total} {total === 1 ? 'garment' : 'garments'}
                  </span>
                  <Button
                    variant="primary"
                    icon={<IconLocker size={16} />}
                    loading={adding}
                    disabled={problems.size > 0 || total < 1}
                    onClick={() => void submit()}
                  >
                    Add to locker
                  </Button>
                </div>
              </section>
            )}
            <RosterImportDialog
              open={importOpen}
              onOpenChange={setImportOpen}
              styleId={configuration.product.styleId}
              productName={configuration.product.name}
              onUse={applyImported}
            />
          </div>
        )}
      </main>
    </div>
  );
}
