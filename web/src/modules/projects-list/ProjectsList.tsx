/**
 * My Playbooks / My Snapsheets (D7): one list for both project types. A table on wide screens,
 * cards on phones; debounced search (title, team, customer), status filter with Archived, each
 * project's status and who may open it (A5, P4: private, anyone with the link, public),
 * cursor paging with totals; open, duplicate, archive (confirmed) and restore, with toasts.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { projectKindOf, type ListedProjectType } from '@tas/rules';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePollWhile } from '../../lib/use-poll-while';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Dialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { ErrorState } from '../../ui/ErrorState';
import { TextInput } from '../../ui/Field';
import { IconArchive, IconBook, IconFile, IconPlus, IconSearch } from '../../ui/icons';
import { PageHeader } from '../../ui/PageHeader';
import { Select } from '../../ui/Select';
import { Skeleton } from '../../ui/Skeleton';
import { ProjectRow, type ListedProject } from './ProjectRow';
import { emptyFilterTitle, statusFilterArgs, statusFilterOptions, type StatusFilter } from './project-status';
import './projects-list.css';
import { useCursorPages } from '../../lib/use-cursor-pages';
import { ListPager } from '../../ui/ListPager';

// One fragment per concrete type: the cache matches fragments on the `Project` interface only
// with possibleTypes, so lists and mutations spread both.
export const ProjectsList_snapsheet = graphql(`
  fragment ProjectsList_snapsheet on Snapsheet {
    id
    type
    title
    teamName
    status
    visibility
    dealerCode
    updatedAt
    archivedAt
    openQuoteCount
    colors {
      id
      name
      hex
    }
    customer {
      id
      name
    }
    thumbnail {
      url
      status
    }
  }
`);

export const ProjectsList_playbook = graphql(`
  fragment ProjectsList_playbook on Playbook {
    id
    type
    title
    teamName
    status
    visibility
    dealerCode
    updatedAt
    archivedAt
    openQuoteCount
    colors {
      id
      name
      hex
    }
    customer {
      id
      name
    }
    thumbnail {
      url
      status
    }
  }
`);

export const ProjectsListDocument = graphql(`
  query ProjectsList(
    $type: ProjectType!
    $status: ProjectStatus
    $hasOpenQuote: Boolean
    $search: String
    $first: Int
    $after: String
  ) {
    projects(type: $type, status: $status, hasOpenQuote: $hasOpenQuote, search: $search, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      nodes {
        ...ProjectsList_snapsheet
        ...ProjectsList_playbook
      }
    }
  }
`);

const DuplicateProjectDocument = graphql(`
  mutation DuplicateProject($type: ProjectType!, $id: ID!) {
    duplicateProject(projectType: $type, projectId: $id) {
      id
      title
      ...ProjectsList_snapsheet
      ...ProjectsList_playbook
    }
  }
`);

const ArchiveProjectDocument = graphql(`
  mutation ArchiveProject($type: ProjectType!, $id: ID!) {
    archiveProject(projectType: $type, projectId: $id) {
      ...ProjectsList_snapsheet
      ...ProjectsList_playbook
    }
  }
`);

const RestoreProjectDocument = graphql(`
  mutation RestoreProject($type: ProjectType!, $id: ID!) {
    restoreProject(projectType: $type, projectId: $id) {
      ...ProjectsList_snapsheet
      ...ProjectsList_playbook
    }
  }
`);

const PAGE_SIZE = 20;

/** What a list of one kind says of its projects: the header's line, the empty list's icon and hint. */
interface ListCopy {
  description: string;
  icon: ReactNode;
  emptyHint: string;
}

/** The kinds listed here (the store has its own list, in its module) and their copy. */
const LIST_COPY = {
  PLAYBOOK: {
    description: 'Printable product catalogues by sport for your customers.',
    icon: <IconBook size={22} />,
    emptyHint: 'Create a playbook: pick a customer, the sports and the team colours.',
  },
  SNAPSHEET: {
    description: 'Pages of three products in your customers’ team colours.',
    icon: <IconFile size={22} />,
    emptyHint: 'Create a snapsheet for one of your customers, blank or from a template.',
  },
} as const satisfies Partial<Record<ListedProjectType, ListCopy>>;

export function ProjectsList({ type }: { type: keyof typeof LIST_COPY }) {
  const copy: ListCopy = LIST_COPY[type];
  const nouns = projectKindOf(type);
  const navigate = useNavigate();
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const [search, setSearch] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const pages = useCursorPages();
  const [busy, setBusy] = useState<{ id: string; action: 'duplicate' | 'archive' | 'restore' } | null>(null);
  const [confirm, setConfirm] = useState<ListedProject | null>(null);

  const { after } = pages;
  const query = useQuery(ProjectsListDocument, {
    variables: {
      type,
      ...statusFilterArgs(status),
      search: debouncedSearch || null,
      first: PAGE_SIZE,
      after,
    },
    fetchPolicy: 'cache-and-network',
  });
  const { data, previousData, loading, error, refetch } = query;
  const [duplicate] = useMutation(DuplicateProjectDocument);
  const [archive] = useMutation(ArchiveProjectDocument);
  const [restore] = useMutation(RestoreProjectDocument);

  const shown = data ?? previousData;
  // These lists hold playbooks and snapsheets (D7); stores have a page of their own.
  const connection = shown?.projects && {
    ...shown.projects,
    nodes: shown.projects.nodes.filter(
      (p): p is ListedProject => p.__typename === 'Snapsheet' || p.__typename === 'Playbook',
    ),
  };
  // Thumbnails render in the background (C5): poll while any is still rendering.
  usePollWhile(!!connection?.nodes.some((p) => p.thumbnail?.status === 'PENDING'), query, 4000);

  const resetPaging = pages.reset;
  const filtered = Boolean(debouncedSearch) || status !== 'ALL';
  const createPath = `/dashboard/create_project/${nouns.one}`;

  const run = async (project: ListedProject, action: 'duplicate' | 'archive' | 'restore') => {
    setBusy({ id: project.id, action });
    const variables = { type, id: project.id };
    try {
      if (action === 'duplicate') {
        const r = await duplicate({ variables });
        toast.success(`${nouns.noun} duplicated as '${r.data?.duplicateProject.title ?? `Copy of ${project.title}`}'`);
      } else if (action === 'archive') {
        await archive({ variables });
        toast.success(`${nouns.noun} archived`);
      } else {
        await restore({ variables });
        toast.success(`${nouns.noun} restored`);
      }
      await refetch();
    } catch (e) {
      toast.error(errorMessage(e, 'An error has occurred'));
    } finally {
      setBusy(null);
    }
  };

  const createButton = (
    <Button variant="primary" icon={<IconPlus size={16} />} onClick={() => navigate(createPath)}>
      Create {nouns.noun}
    </Button>
  );

  return (
    <>
      <PageHeader title={`My ${nouns.noun}s`} description={copy.description} actions={createButton} />
      <Card padded={false}>
        <div className="toolbar">
          <div className="input-with-icon toolbar__search">
            <IconSearch />
            <TextInput
              type="search"
              placeholder={`Search ${nouns.many}`}
              aria-label={`Search ${nouns.many}`}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                resetPaging();
              }}
            />
          </div>
          <Select
            aria-label="Status"
            className="projects-list__status"
            value={status}
            onValueChange={(v) => {
              setStatus(v as StatusFilter);
              resetPaging();
            }}
            options={statusFilterOptions(type)}
          />
          {loading && shown ? (
            <span className="muted" style={{ fontSize: 13 }} aria-live="polite">
              Updating…
            </span>
          ) : null}
        </div>
        {error && !shown ? (
          <ErrorState title={`Could not load your ${nouns.many}`} onRetry={() => void refetch()} />
        ) : !connection ? (
          <ListSkeleton label={`Loading ${nouns.many}`} />
        ) : connection.nodes.length === 0 ? (
          <EmptyState
            icon={copy.icon}
            title={
              debouncedSearch
                ? `No ${nouns.many} match your search`
                : status === 'ARCHIVED'
                  ? `No archived ${nouns.many}`
                  : status !== 'ALL'
                    ? emptyFilterTitle(status, nouns.many)
                    : `No ${nouns.many} yet`
            }
            action={filtered ? undefined : createButton}
          >
            {filtered ? 'Try another search or status.' : copy.emptyHint}
          </EmptyState>
        ) : (
          <div className="projects-list__wrap">
            <table className="projects-list">
              <thead>
                <tr>
                  <th scope="col" className="projects-list__thumb-col">
                    <span className="visually-hidden">Thumbnail</span>
                  </th>
                  <th scope="col">{nouns.noun}</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Status</th>
                  <th scope="col">Updated</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {connection.nodes.map((project) => (
                  <ProjectRow
                    key={project.id}
                    project={project}
                    busy={busy && busy.id === project.id ? busy.action : null}
                    onDuplicate={() => void run(project, 'duplicate')}
                    onArchive={() => setConfirm(project)}
                    onRestore={() => void run(project, 'restore')}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
        <ListPager connection={connection} pages={pages} pageSize={PAGE_SIZE} />
      </Card>
      <Dialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={`Archive this ${nouns.one}?`}
        size="sm"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              icon={<IconArchive size={14} />}
              onClick={() => {
                const project = confirm;
                setConfirm(null);
                if (project) void run(project, 'archive');
              }}
            >
              Archive
            </Button>
          </>
        }
      >
        <p className="muted">
          {confirm ? <strong style={{ color: 'var(--color-text)' }}>{confirm.title}</strong> : null} moves to the
          Archived filter. You can restore it at any time.
        </p>
      </Dialog>
    </>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="projects-list__skeleton" aria-busy="true" aria-label={label}>
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="projects-list__skeleton-row">
          <Skeleton width={44} height={55} radius={6} />
          <div style={{ display: 'grid', gap: 6 }}>
            <Skeleton height={14} width="70%" />
            <Skeleton height={12} width="40%" />
          </div>
          <Skeleton height={14} />
          <Skeleton height={22} width={70} radius={999} />
          <Skeleton height={14} width={90} />
        </div>
      ))}
    </div>
  );
}
