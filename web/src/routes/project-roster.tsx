/**
 * The roster of a project's locker, snapsheet, playbook or showroom (L2; the route sets the type,
 * P1): the page is the roster module's (editable rosters, import, export); this route queries its
 * project. An unknown or unpublished showroom shows the showroom's not-found page (P6).
 */
import { useQuery } from '@apollo/client/react';
import { projectKindOf } from '@tas/rules';
import { graphql } from '../gql';
import { ProjectHeader } from '../modules/project/ProjectHeader';
import { useProjectRoute, useRouteDealerMode } from '../modules/project/use-project-route';
import { RosterPage } from '../modules/roster/RosterPage';
import { ShowroomNotFound } from '../modules/showroom/ShowroomNotFound';
import { MAIN_ID } from '../ui/focus';
import '../styles/project.css';
import '../styles/locker.css';

const ProjectRosterDocument = graphql(`
  query ProjectRoster($ref: ProjectRefInput!) {
    project(ref: $ref) {
      canEdit
      ...ProjectHeader_project
      ...RosterPage_project
    }
  }
`);

export function Component() {
  const { type, namedByDealerCode, dealerCode, projectId, ref, paths } = useProjectRoute();
  const { data, error, refetch } = useQuery(ProjectRosterDocument, {
    variables: { ref },
    fetchPolicy: 'cache-and-network',
  });
  const project = data?.project;
  const { dealerMode } = useRouteDealerMode(project);

  if (namedByDealerCode && data && !project) return <ShowroomNotFound dealerCode={dealerCode} />;

  return (
    <div className="project">
      <ProjectHeader project={project} dealerCode={dealerCode} projectId={projectId} dealerMode={dealerMode} />
      <main id={MAIN_ID} className="project__main">
        <RosterPage
          project={project}
          loaded={data !== undefined}
          error={error !== undefined}
          onRetry={() => void refetch()}
          dealerMode={dealerMode}
          projectNoun={projectKindOf(type).one}
          browseHref={paths.browse}
        />
      </main>
    </div>
  );
}
