/**
 * The roster of a project's locker, snapsheet or playbook (L2; the route sets the type, P1): the
 * page is the roster module's (editable rosters, import, export); this route queries its project.
 */
import { useQuery } from '@apollo/client/react';
import { graphql } from '../gql';
import { useDealerMode } from '../lib/use-session';
import { ProjectHeader } from '../modules/project/ProjectHeader';
import { useProjectRoute } from '../modules/project/use-project-route';
import { typeNouns } from '../modules/projects-list/project-status';
import { RosterPage } from '../modules/roster/RosterPage';
import '../styles/project.css';
import '../styles/locker.css';

const ProjectRosterDocument = graphql(`
  query ProjectRoster($dealerCode: String!, $id: ID!, $playbook: Boolean!) {
    snapsheet(dealerCode: $dealerCode, id: $id) @skip(if: $playbook) {
      ...ProjectHeader_project
      ...RosterPage_project
    }
    playbook(dealerCode: $dealerCode, id: $id) @include(if: $playbook) {
      ...ProjectHeader_project
      ...RosterPage_project
    }
  }
`);

export function Component() {
  const { type, isPlaybook, dealerCode, projectId, paths } = useProjectRoute();
  const { dealerMode } = useDealerMode(dealerCode, projectId);
  const { data, error, refetch } = useQuery(ProjectRosterDocument, {
    variables: { dealerCode, id: projectId, playbook: isPlaybook },
    fetchPolicy: 'cache-and-network',
  });
  const project = data?.snapsheet ?? data?.playbook;

  return (
    <div className="project">
      <ProjectHeader project={project} dealerCode={dealerCode} projectId={projectId} dealerMode={dealerMode} />
      <main className="project__main">
        <RosterPage
          project={project}
          loaded={data !== undefined}
          error={error !== undefined}
          onRetry={() => void refetch()}
          dealerMode={dealerMode}
          projectNoun={typeNouns(type).one}
          browseHref={paths.home}
        />
      </main>
    </div>
  );
}
