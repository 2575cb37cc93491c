/**
 * Snapsheet templates (P1 public route `/snapsheets-templates`, P5): every template anyone may
 * start a snapsheet from, with its first products' pictures, colours and product count, and a
 * link to Create Snapsheet with the template preselected
 * (`/dashboard/create_project/snapsheet?snapsheet_template=<id>`, D8).
 */
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../gql';
import { SnapshotImage } from '../modules/snapshots/SnapshotImage';
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
          name
        }
        snapshot {
          ...SnapshotImage_snapshot
        }
      }
    }
  }
`);

/** Where a template's 'Create snapsheet' link goes (D8). */
export function createFromTemplatePath(templateId: string): string {
  return `/dashboard/create_project/snapsheet?snapsheet_template=${encodeURIComponent(templateId)}`;
}

export function Component() {
  const { data, error, refetch } = useQuery(SnapsheetTemplatesDocument);
  const templates = data?.snapsheetTemplates;

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
                <Button variant="primary" asChild>
                  <Link to={createFromTemplatePath(t.id)} aria-label={`Create a snapsheet from ${t.title}`}>
                    <IconPlus size={16} />
                    Create snapsheet
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </main>
    </div>
  );
}
