/**
 * Edit crop (D6 'action: edit'): the logo's original picture (its
 * `originalUrl`, or its picture when it was stored uncut) in the cropper, starting where its
 * kept crop ended; Save cuts it again in the browser, stages it with `POST /uploads` and calls
 * `cropLogo`: the logo keeps its id, name and types and shows the new cut on every product.
 * 'Logo updated.' on success; a failure keeps the dialog open with an error toast.
 */
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { LogoCropDialog_LogoFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { LOGO_TOO_BIG_MESSAGE, MAX_LOGO_BYTES, uploadBytes } from '../../lib/files';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { ErrorState } from '../../ui/ErrorState';
import { Skeleton } from '../../ui/Skeleton';
import { cutImage } from './crop-image';
import { cropValueOf, sniffKind, type SniffedKind } from './logo-file';
import { LogoCropArea, type CropChange } from './LogoCropArea';

export const LogoCropDialog_logo = graphql(`
  fragment LogoCropDialog_logo on Logo {
    id
    name
    filename
    url
    originalUrl
    crop {
      x
      y
      width
      height
      zoom
      aspect
    }
  }
`);

const CropLogoDocument = graphql(`
  mutation CropLogo($id: ID!, $input: CropLogoInput!) {
    cropLogo(id: $id, input: $input) {
      ...LogoThumb_logo
      ...LogoCropDialog_logo
    }
  }
`);

/** The original as a file with its kind and an object URL for the cropper. */
interface Source {
  file: Blob;
  kind: SniffedKind;
  previewUrl: string;
}

export function LogoCropDialog({
  logo,
  onClose,
}: {
  /** The logo to crop again; null: closed. */
  logo: LogoCropDialog_LogoFragment | null;
  onClose: () => void;
}) {
  const [source, setSource] = useState<Source | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const cropped = useRef<CropChange | null>(null);
  const [cropLogo, { loading }] = useMutation(CropLogoDocument);
  const sourceUrl = logo ? (logo.originalUrl ?? logo.url) : null;

  useEffect(() => {
    if (!sourceUrl) return;
    let live = true;
    let objectUrl: string | null = null;
    setFailed(false);
    setSource(null);
    cropped.current = null;
    void (async () => {
      try {
        const res = await fetch(sourceUrl);
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const blob = await res.blob();
        const kind = sniffKind(new Uint8Array(await blob.slice(0, 512).arrayBuffer()));
        if (kind === 'other') throw new Error('Not an image');
        const typed = kind === 'svg' ? new Blob([blob], { type: 'image/svg+xml' }) : blob;
        objectUrl = URL.createObjectURL(typed);
        if (live) setSource({ file: blob, kind, previewUrl: objectUrl });
      } catch {
        if (live) setFailed(true);
      }
    })();
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [sourceUrl, attempt]);

  const save = async () => {
    const change = cropped.current;
    if (!logo || !source || !change) return;
    try {
      const blob = await cutImage(source.file, source.kind, source.previewUrl, change.areas);
      if (blob.size > MAX_LOGO_BYTES) {
        toast.error(LOGO_TOO_BIG_MESSAGE);
        return;
      }
      const uploadId = await uploadBytes(blob, logo.filename);
      const crop = cropValueOf(change.areas.pct, change.zoom, change.aspect);
      await cropLogo({ variables: { id: logo.id, input: { uploadId, crop } } });
      toast.success('Logo updated.');
      onClose();
    } catch (e) {
      toast.error(errorMessage(e, 'Error trying to update logo'));
    }
  };

  return (
    <Dialog
      open={logo !== null}
      onOpenChange={(open) => !open && onClose()}
      title={logo ? `Crop ${logo.name}` : 'Crop logo'}
      description="Drag to position, zoom and choose an aspect ratio; every product wearing the logo shows the new crop."
      size="md"
      footer={
        <>
          <Button variant="ghost" onClick={onClose} disabled={loading}>
            Cancel
          </Button>
          <Button variant="primary" loading={loading} disabled={!source} onClick={() => void save()}>
            Save crop
          </Button>
        </>
      }
    >
      <div className="logo-upload">
        {failed ? (
          <ErrorState title="Could not load the logo" onRetry={() => setAttempt((n) => n + 1)} />
        ) : !source ? (
          <Skeleton height={280} />
        ) : (
          <div className="logo-crop">
            <LogoCropArea
              key={source.previewUrl}
              image={source.previewUrl}
              initial={logo?.crop ?? null}
              onChange={(change) => {
                cropped.current = change;
              }}
            />
          </div>
        )}
      </div>
    </Dialog>
  );
}
