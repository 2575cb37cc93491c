/**
 * A project's logos with the default-logo rules (D6, original section 4) and the error toasts of
 * section 8: 'error saving the project logo' (add / set default / replace), 'error deleting the
 * project logo' (remove), 'error removing the default logo' (remove the default).
 * For project screens: `const logos = useProjectLogos('SNAPSHEET', id)`.
 */
import { useMutation, useQuery } from '@apollo/client/react';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { ProjectType } from '../../gql/graphql';

export const PROJECT_LOGO_ERRORS = {
  save: 'error saving the project logo',
  delete: 'error deleting the project logo',
  removeDefault: 'error removing the default logo',
} as const;

const ProjectLogosDocument = graphql(`
  query ProjectLogos($projectType: ProjectType!, $projectId: ID!) {
    projectLogos(projectType: $projectType, projectId: $projectId) {
      ...ProjectLogos_result
    }
  }
`);

export const ProjectLogos_result = graphql(`
  fragment ProjectLogos_result on ProjectLogos {
    projectType
    projectId
    clearedDecorations
    defaultLogo {
      id
    }
    logos {
      ...LogoThumb_logo
      ...LogoCropDialog_logo
    }
    visitorLogos {
      ...LogoThumb_logo
    }
  }
`);

const AddProjectLogoDocument = graphql(`
  mutation AddProjectLogo($projectType: ProjectType!, $projectId: ID!, $logoId: ID!, $replaceLogoId: ID) {
    addProjectLogo(projectType: $projectType, projectId: $projectId, logoId: $logoId, replaceLogoId: $replaceLogoId) {
      ...ProjectLogos_result
    }
  }
`);

const RemoveProjectLogoDocument = graphql(`
  mutation RemoveProjectLogo($projectType: ProjectType!, $projectId: ID!, $logoId: ID!) {
    removeProjectLogo(projectType: $projectType, projectId: $projectId, logoId: $logoId) {
      ...ProjectLogos_result
    }
  }
`);

const SetDefaultLogoDocument = graphql(`
  mutation SetDefaultLogo($projectType: ProjectType!, $projectId: ID!, $logoId: ID!) {
    setDefaultLogo(projectType: $projectType, projectId: $projectId, logoId: $logoId) {
      ...ProjectLogos_result
    }
  }
`);

const SetLogoTypeDocument = graphql(`
  mutation SetLogoType($logoId: ID!, $types: [String!]!) {
    setLogoType(logoId: $logoId, types: $types) {
      ...LogoThumb_logo
    }
  }
`);

/** Which section 8 message a failed removal shows. */
export function removeErrorMessage(logoId: string, defaultLogoId: string | null | undefined): string {
  return logoId === defaultLogoId ? PROJECT_LOGO_ERRORS.removeDefault : PROJECT_LOGO_ERRORS.delete;
}

export function useProjectLogos(projectType: ProjectType, projectId: string | null | undefined) {
  const variables = { projectType, projectId: projectId ?? '' };
  const query = useQuery(ProjectLogosDocument, { variables, skip: !projectId });
  const refetchQueries = [{ query: ProjectLogosDocument, variables }];
  const [addMutation] = useMutation(AddProjectLogoDocument, { refetchQueries });
  const [removeMutation] = useMutation(RemoveProjectLogoDocument, { refetchQueries });
  const [defaultMutation] = useMutation(SetDefaultLogoDocument, { refetchQueries });
  // The answer is a normalised Logo: the cache updates every list showing it.
  const [typesMutation] = useMutation(SetLogoTypeDocument);
  const result = query.data?.projectLogos;
  const defaultLogoId = result?.defaultLogo?.id ?? null;

  return {
    loading: query.loading,
    logos: result?.logos ?? [],
    /** Logos visitors uploaded while customising (C3), newest first: the dealer's only. */
    visitorLogos: result?.visitorLogos ?? [],
    defaultLogoId,
    /** Adds a logo (first one becomes default); with `replaceLogoId` it replaces that logo. */
    async add(logoId: string, replaceLogoId?: string | null): Promise<boolean> {
      if (!projectId) return false;
      try {
        await addMutation({ variables: { ...variables, logoId, replaceLogoId: replaceLogoId ?? null } });
        return true;
      } catch {
        toast.error(PROJECT_LOGO_ERRORS.save);
        return false;
      }
    },
    /**
     * Removes a logo; removing the default also clears the graphics that used it. A visitor's
     * logo (`visitorLogos`) is deleted.
     */
    async remove(logoId: string): Promise<boolean> {
      if (!projectId) return false;
      try {
        await removeMutation({ variables: { ...variables, logoId } });
        return true;
      } catch {
        toast.error(removeErrorMessage(logoId, defaultLogoId));
        return false;
      }
    },
    async setDefault(logoId: string): Promise<boolean> {
      if (!projectId) return false;
      try {
        await defaultMutation({ variables: { ...variables, logoId } });
        return true;
      } catch {
        toast.error(PROJECT_LOGO_ERRORS.save);
        return false;
      }
    },
    /** Sets a logo's types (original PUT api/logos/set-type). */
    async setTypes(logoId: string, types: string[]): Promise<boolean> {
      try {
        await typesMutation({ variables: { logoId, types } });
        return true;
      } catch {
        toast.error(PROJECT_LOGO_ERRORS.save);
        return false;
      }
    },
  };
}
