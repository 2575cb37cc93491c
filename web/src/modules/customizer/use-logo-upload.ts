/**
 * Uploading a logo of the customiser (C3, D6): the file is checked, its bytes staged, then the
 * logo is made in the signed-in dealer's library or kept with the project being customised.
 */
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { ProjectType } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { checkLogoFile, uploadBytes } from '../../lib/files';

const UploadLogoDocument = graphql(`
  mutation UploadLogo($input: UploadLogoInput!) {
    uploadLogo(input: $input) {
      id
      url
      filename
      byteSize
    }
  }
`);

const UploadProjectLogoDocument = graphql(`
  mutation UploadProjectLogo($projectType: ProjectType!, $projectId: ID!, $input: UploadLogoInput!) {
    uploadProjectLogo(projectType: $projectType, projectId: $projectId, input: $input) {
      id
      url
      filename
      byteSize
    }
  }
`);

/**
 * Where an uploaded logo goes (C3, D6): the signed-in dealer's library, or kept with the project
 * being customised (a visitor or a passcode session: `uploadProjectLogo`).
 */
export type LogoUploadTarget = { to: 'library' } | { to: 'project'; projectType: ProjectType; projectId: string };

/**
 * The upload of a logo file to `target`: `onUploaded` gets the new logo; a refused file or a
 * failed upload shows a toast. `uploading` is true while one is under way.
 */
export function useLogoUpload(
  target: LogoUploadTarget | null,
  onUploaded: (logo: { id: string; url: string }) => void,
): { uploading: boolean; upload: (file: File | undefined) => Promise<void> } {
  const [uploading, setUploading] = useState(false);
  const [uploadLogo] = useMutation(UploadLogoDocument);
  const [uploadProjectLogo] = useMutation(UploadProjectLogoDocument);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    const check = checkLogoFile(file);
    if (!check.ok) {
      toast.error(check.message);
      return;
    }
    setUploading(true);
    try {
      // A visitor stages a logo for the project it customises, so the upload counts against
      // that project's quota rather than a dealer's library.
      const uploadId = await uploadBytes(
        file,
        file.name,
        target?.to === 'project' ? `/uploads?projectId=${encodeURIComponent(target.projectId)}` : '/uploads',
      );
      const input = { filename: file.name, uploadId };
      const logo =
        target?.to === 'project'
          ? (
              await uploadProjectLogo({
                variables: { projectType: target.projectType, projectId: target.projectId, input },
              })
            ).data?.uploadProjectLogo
          : (await uploadLogo({ variables: { input } })).data?.uploadLogo;
      if (!logo) throw new Error('No logo returned');
      onUploaded(logo);
    } catch (e) {
      toast.error(errorMessage(e, 'Error trying to update logo'));
    } finally {
      setUploading(false);
    }
  };
  return { uploading, upload };
}
