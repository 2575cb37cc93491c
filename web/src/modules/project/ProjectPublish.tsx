/**
 * Publishing a project (P4), in dealer mode on its page: the project's status badge with who may
 * open it (A5 visibility), its open quotes, a 'Publish' button while it
 * is not published, and one sentence saying who can open it and what Publish adds. Publishing calls
 * `publishProject`; the answer's status and visibility update the page through the cache, so the
 * badge then reads 'Published'; `onPublished` runs after (a playbook then opens in edit mode).
 * A failure toasts 'error publishing the project' (original section 8).
 */
import { useMutation } from '@apollo/client/react';
import { toast } from 'sonner';
import { projectKindOf } from '@tas/garments';
import { graphql } from '../../gql';
import type { ProjectStatus, ProjectType, ProjectVisibility } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Link } from 'react-router';
import {
  STATUS_LABELS,
  VISIBILITY_LABELS,
  openQuotesLabel,
  statusTone,
  visibilitySentence,
} from '../projects-list/project-status';
import './project-publish.css';

export const PUBLISH_ERROR = 'error publishing the project';

const PublishProjectDocument = graphql(`
  mutation PublishProject($projectType: ProjectType!, $projectId: ID!) {
    publishProject(projectType: $projectType, projectId: $projectId) {
      id
      status
      visibility
      updatedAt
    }
  }
`);

export function ProjectPublish({
  projectType,
  projectId,
  status,
  visibility,
  openQuoteCount = null,
  onPublished,
}: {
  projectType: Extract<ProjectType, 'PLAYBOOK' | 'SNAPSHEET'>;
  /** The project's public id. */
  projectId: string;
  status: ProjectStatus;
  visibility: ProjectVisibility;
  /** Lockers of the project with an open quote: a badge to My Messages. */
  openQuoteCount?: number | null;
  onPublished?: () => void;
}) {
  const [publish, { loading }] = useMutation(PublishProjectDocument);
  const tone = statusTone(status);
  const quotes = openQuotesLabel(openQuoteCount);
  const canPublish = status !== 'PUBLISHED' && status !== 'ARCHIVED';

  const run = async () => {
    try {
      await publish({ variables: { projectType, projectId } });
      toast.success(`${projectKindOf(projectType).noun} published`);
      onPublished?.();
    } catch (e) {
      console.error('Publishing failed', e);
      toast.error(PUBLISH_ERROR);
    }
  };

  return (
    <div className="project-publish">
      <span className="project-publish__state" data-testid="project-status" title={VISIBILITY_LABELS[visibility]}>
        <span className={`badge${tone ? ` badge--${tone}` : ''}`}>{STATUS_LABELS[status]}</span>
        <span className="project-publish__visibility">{VISIBILITY_LABELS[visibility]}</span>
      </span>
      {quotes ? (
        <Link to="/dashboard/quotes" className="badge badge--warning" data-testid="project-open-quotes">
          {quotes}
        </Link>
      ) : null}
      {canPublish ? (
        <Button size="sm" variant="primary" loading={loading} onClick={() => void run()}>
          Publish
        </Button>
      ) : null}
      <p className="project-publish__note" data-testid="project-visibility-note">
        {visibilitySentence(projectKindOf(projectType).noun.toLowerCase(), status, visibility)}
      </p>
    </div>
  );
}
