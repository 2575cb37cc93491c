/**
 * The actions of a project page's header (snapsheet and playbook): in dealer mode Publish (P4)
 * with the status badge; Copy link for everyone (the project's page on this site); in dealer mode
 * Export PDF (P7), for the customers of a shared project Download PDF (the
 * stored export of its current version).
 */
import { useState } from 'react';
import { toast } from 'sonner';
import type { ProjectStatus, ProjectVisibility } from '../../gql/graphql';
import type { RoutedProjectType } from '../../lib/urls';
import { Button } from '../../ui/Button';
import { IconCheck, IconDownload } from '../../ui/icons';
import { ProjectPublish } from './ProjectPublish';

export function ProjectHeaderActions({
  projectType,
  project,
  dealerMode,
  link,
  onExport,
  onPublished,
}: {
  projectType: Extract<RoutedProjectType, 'PLAYBOOK' | 'SNAPSHEET'>;
  project:
    | { id: string; status: ProjectStatus; visibility: ProjectVisibility; openQuoteCount?: number | null }
    | null
    | undefined;
  dealerMode: boolean;
  /** The path copied by Copy link, e.g. `/catalogs/DEMO01/abc/`. */
  link: string;
  onExport: () => void;
  onPublished?: () => void;
}) {
  const [copied, setCopied] = useState(false);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(`${window.location.origin}${link}`);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error('Could not copy the link');
    }
  };

  return (
    <>
      {project && dealerMode ? (
        <ProjectPublish
          projectType={projectType}
          projectId={project.id}
          status={project.status}
          visibility={project.visibility}
          openQuoteCount={project.openQuoteCount ?? null}
          onPublished={onPublished}
        />
      ) : null}
      <Button variant="ghost" onClick={() => void copyLink()} icon={copied ? <IconCheck size={16} /> : undefined}>
        {copied ? 'Copied' : 'Copy link'}
      </Button>
      {dealerMode ? (
        <Button variant="secondary" icon={<IconDownload size={16} />} onClick={onExport} disabled={!project}>
          Export PDF
        </Button>
      ) : project && project.status !== 'DRAFT' ? (
        <Button variant="secondary" icon={<IconDownload size={16} />} onClick={onExport}>
          Download PDF
        </Button>
      ) : null}
    </>
  );
}
