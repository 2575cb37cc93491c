/**
 * Snapsheet templates (P1 public route `/snapsheets-templates`, P5): every template anyone may
 * start a snapsheet from, with its first products' pictures, colours and product count. A
 * signed-in dealer (dashboard session) clones one in one click ('Use template':
 * `createSnapsheet` with `templateId`, the template's title, team name and colours, then the new
 * snapsheet opens; 'Error creating snapsheet' on failure) or opens Create Snapsheet with it
 * preselected; anyone else gets the link to Create Snapsheet
 * (`/dashboard/create_project/snapsheet?snapsheet_template=<id>`, D8), which signs them in.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { graphql } from '../gql';
import { isDashboardSession } from '../lib/session';
import { snapsheetPaths } from '../lib/urls';
import { useSession } from '../lib/use-session';
import { anyPending, SnapshotImage } from '../modules/snapshots/SnapshotImage';
import { usePollWhile } from '../lib/use-poll-while';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { IconFile, IconPlus } from '../ui/icons';
import { PageHeader } from '../ui/PageHeader';
import { Skeleton } from '../ui/Skeleton';
import { SwatchRow } from '../ui/Swatch';
import '../styles/project.css';
import { MAIN_ID } from '../ui/focus';

const SnapsheetTemplatesDocument = graphql(`
  query SnapsheetTemplates {
    snapsheetTemplates {
      id
      title
      teamName
      colors {
        id
        name
        hex
      }
      products {
        id
        product {
          styleId
          name
        }
        snapshot {
          status
          ...SnapshotImage_snapshot
        }
      }
    }
  }
`);

const CloneSnapsheetTemplateDocument = graphql(`
  mutation CloneSnapsheetTemplate($input: CreateSnapsheetInput!) {
    createSnapsheet(input: $input) {
      id
      dealerCode
    }
  }
`);

/** Where a template's 'Create snapsheet' link goes (D8). */
export function createFromTemplatePath(templateId: string): string {
  return `/dashboard/create_project/snapsheet?snapsheet_template=${encodeURIComponent(templateId)}`;
}

export function Component() {
  const query = useQuery(SnapsheetTemplatesDocument);
  const { data, error, refetch } = query;
  const templates = data?.snapsheetTemplates;
  // Pictures render in the background (C5): poll while any is still rendering.
  usePollWhile(anyPending(templates?.flatMap((t) => t.products.map((p) => p.snapshot)) ?? []), query, 2000);
  const dealer = isDashboardSession(useSession());
  const navigate = useNavigate();
  const [clone] = useMutation(CloneSnapsheetTemplateDocument);
  const [cloning, setCloning] = useState<string | null>(null);

  const cloneTemplate = async (t: NonNullable<typeof templates>[number]) => {
    setCloning(t.id);
    try {
      const result = await clone({
        variables: {
          input: { templateId: t.id, title: t.title, teamName: t.teamName, colorIds: t.colors.map((c) => c.id) },
        },
      });
      const created = result.data?.createSnapsheet;
      if (!created) throw new Error('No snapsheet returned');
      toast.success(`${t.title} copied to your snapsheets`);
      navigate(snapsheetPaths(created.dealerCode, created.id).home);
    } catch {
      toast.error('Error creating snapsheet');
      setCloning(null);
    }
  };

  return (
    <div className="project">
      <main id={MAIN_ID} className="project__main">
        <PageHeader
          title="Snapsheet templates"
          description="Start a snapsheet from a ready-made selection of products, then make it your team's."
        />
        {error && !data ? (
          <ErrorState title="Could not load the templates" onRetry={() => void refetch()} />
        ) : !templates ? (
          <ul className="template-grid" aria-busy="true" aria-label="Loading templates">
            {[0, 1, 2].map((i) => (
              <li key={i}>
                <Skeleton height={280} radius={12} />
              </li>
            ))}
          </ul>
        ) : templates.length === 0 ? (
          <EmptyState icon={<IconFile size={22} />} title="No templates yet">
            Snapsheet templates will appear here.
          </EmptyState>
        ) : (
          <ul className="template-grid">
            {templates.map((t) => (
              <li key={t.id} className="template-card">
                <div className="template-card__pictures" aria-hidden="true">
                  {t.products.slice(0, 3).map((p) => (
                    <SnapshotImage key={p.id} snapshot={p.snapshot} alt="" />
                  ))}
                </div>
                <div className="template-card__body">
                  <h2 className="template-card__title">{t.title}</h2>
                  <p className="muted">{t.products.length === 1 ? '1 product' : `${t.products.length} products`}</p>
                  <SwatchRow colors={t.colors} />
                </div>
                {dealer ? (
                  <div className="template-card__actions">
                    <Button
                      variant="primary"
                      icon={<IconPlus size={16} />}
                      loading={cloning === t.id}
                      disabled={cloning !== null && cloning !== t.id}
                      onClick={() => void cloneTemplate(t)}
                      aria-label={`Use the template ${t.title}`}
                    >
                      Use template
                    </Button>
                    <Button variant="ghost" asChild>
                      <Link
                        to={createFromTemplatePath(t.id)}
                        aria-label={`Create a snapsheet from ${t.title} step by step`}
                      >
                        Customise first
                      </Link>
                    </Button>
                  </div>
                ) : (
                  <Button variant="primary" asChild>
                    <Link to={createFromTemplatePath(t.id)} aria-label={`Create a snapsheet from ${t.title}`}>
                      <IconPlus size={16} />
                      Create snapsheet
                    </Link>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
