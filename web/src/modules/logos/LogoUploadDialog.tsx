/**
 * The upload-logo modal (D6, original sections 2, 4, 5): pick or drop a file (first file only);
 * over 5 MB fails with 'Logo max size exceeded' before any byte is sent. PNG, JPEG and SVG (by
 * content, not name) go through the crop step (position, zoom, aspect ratio) and then the edit
 * step (name, logo types); any other file goes straight to the edit step and the plain file
 * upload. The crop is applied here: canvas for PNG/JPEG, a new viewBox for SVG (stays vector).
 * The bytes go to `POST /uploads` first; the mutation names them by upload id. A cut image also
 * sends the picked original and the crop (`originalUploadId`, `crop`) for a later Edit crop
 * (LogoCropDialog).
 * A failed upload closes the modal and shows an error toast.
 *
 * Reused by other screens: `<LogoUploadDialog open onOpenChange customerId? onUploaded />`.
 */
import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, type DragEvent } from 'react';
import { toast } from 'sonner';
import { graphql } from '../../gql';
import type { LogoThumb_LogoFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { formatBytes, LOGO_TOO_BIG_MESSAGE, MAX_LOGO_BYTES, uploadBytes } from '../../lib/files';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/Field';
import { IconUpload } from '../../ui/icons';
import { cutImage } from './crop-image';
import { baseName, cropValueOf, isFullCrop, sniffKind, type SniffedKind } from './logo-file';
import { LogoTypeCheckboxes } from './LogoTypeCheckboxes';
import { LogoCropArea, type CropChange } from './LogoCropArea';
import './LogoThumb';
import '../../styles/logos.css';

const UploadLogoDocument = graphql(`
  mutation LogoUploadDialogLogo($input: UploadLogoInput!) {
    uploadLogo(input: $input) {
      ...LogoThumb_logo
    }
  }
`);

const UploadFileDocument = graphql(`
  mutation LogoUploadDialogFile($input: UploadLogoInput!) {
    uploadFile(input: $input) {
      ...LogoThumb_logo
    }
  }
`);

type Picked = { file: File; kind: SniffedKind; previewUrl: string | null };
type Step = 'crop' | 'edit';

export interface LogoUploadDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Attach the new logo to this customer. */
  customerId?: string | null;
  /** Called with the stored logo (or file) after a successful upload. */
  onUploaded?: (logo: LogoThumb_LogoFragment) => void;
  title?: string;
  /** Refuse files that are not PNG, JPEG or SVG images (no plain file upload), e.g. the dealer logo. */
  imagesOnly?: boolean;
  /**
   * Toast '{name} added successfully.' after the upload (default true); off when the caller
   * confirms the whole change itself (My Settings: 'Information updated.').
   */
  announce?: boolean;
}

/** Shown when `imagesOnly` and the picked file is not an image. */
export const IMAGES_ONLY_MESSAGE = 'Choose a JPG, PNG or SVG image';

export function LogoUploadDialog({
  open,
  onOpenChange,
  customerId,
  onUploaded,
  title = 'Upload logo',
  imagesOnly = false,
  announce = true,
}: LogoUploadDialogProps) {
  const [step, setStep] = useState<Step>('crop');
  const [picked, setPicked] = useState<Picked | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  /** The crop step's last settled crop (LogoCropArea). */
  const cropped = useRef<CropChange | null>(null);
  const [result, setResult] = useState<Blob | null>(null);
  const [name, setName] = useState('');
  const [types, setTypes] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const [uploadLogo, logoState] = useMutation(UploadLogoDocument);
  const [uploadFile, fileState] = useMutation(UploadFileDocument);
  const inputRef = useRef<HTMLInputElement>(null);

  const reset = useCallback(() => {
    setStep('crop');
    setPicked((p) => {
      if (p?.previewUrl) URL.revokeObjectURL(p.previewUrl);
      return null;
    });
    setPickError(null);
    setResult(null);
    setName('');
    setTypes([]);
    cropped.current = null;
  }, []);

  useEffect(() => {
    if (!open) reset();
  }, [open, reset]);

  const pick = async (files: FileList | null) => {
    const file = files?.[0]; // first file only (section 5)
    if (!file) return;
    setPickError(null);
    if (file.size > MAX_LOGO_BYTES) {
      // Client check: nothing is sent (the server checks again).
      setPickError(LOGO_TOO_BIG_MESSAGE);
      toast.error(LOGO_TOO_BIG_MESSAGE);
      return;
    }
    const kind = sniffKind(new Uint8Array(await file.slice(0, 512).arrayBuffer()));
    if (kind === 'other' && imagesOnly) {
      setPickError(IMAGES_ONLY_MESSAGE);
      return;
    }
    setName(baseName(file.name));
    if (kind === 'other') {
      setPicked({ file, kind, previewUrl: null });
      setResult(file);
      setStep('edit');
      return;
    }
    // SVG previews go through an <img> (scripts never run there); type forced by content.
    const typed = kind === 'svg' ? new Blob([file], { type: 'image/svg+xml' }) : file;
    setPicked({ file, kind, previewUrl: URL.createObjectURL(typed) });
    setStep('crop');
  };

  const applyCrop = async () => {
    if (!picked?.previewUrl) return;
    try {
      const blob = await cutImage(picked.file, picked.kind, picked.previewUrl, cropped.current?.areas ?? null);
      if (blob.size > MAX_LOGO_BYTES) {
        toast.error(LOGO_TOO_BIG_MESSAGE);
        onOpenChange(false);
        return;
      }
      setResult(blob);
      setStep('edit');
    } catch (e) {
      toast.error(errorMessage(e, 'Error trying to update logo'));
      onOpenChange(false);
    }
  };

  const submit = async () => {
    if (!picked || !result) return;
    try {
      const uploadId = await uploadBytes(result, picked.file.name);
      // A cut image keeps its original and crop for a later Edit crop.
      const cut = cropped.current && picked.kind !== 'other' && !isFullCrop(cropped.current.areas.pct);
      const input = {
        filename: picked.file.name,
        uploadId,
        customerId: customerId ?? null,
        name: name.trim() || null,
        types,
        ...(cut && cropped.current
          ? {
              originalUploadId: await uploadBytes(picked.file, picked.file.name),
              crop: cropValueOf(cropped.current.areas.pct, cropped.current.zoom, cropped.current.aspect),
            }
          : {}),
      };
      const saved =
        picked.kind === 'other'
          ? (await uploadFile({ variables: { input } })).data?.uploadFile
          : (await uploadLogo({ variables: { input } })).data?.uploadLogo;
      if (!saved) throw new Error('No logo returned');
      if (announce) toast.success(`${saved.name} added successfully.`);
      onUploaded?.(saved);
      onOpenChange(false);
    } catch (e) {
      // Section 8: a failed logo upload closes the modal and shows an error toast.
      onOpenChange(false);
      toast.error(errorMessage(e, 'An error has occurred'));
    }
  };

  const busy = logoState.loading || fileState.loading;
  const isImage = picked != null && picked.kind !== 'other';

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void pick(e.dataTransfer.files);
  };

  const footer =
    step === 'crop' ? (
      <>
        {picked ? (
          <Button variant="ghost" onClick={reset}>
            Choose another file
          </Button>
        ) : (
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
        )}
        <Button variant="primary" disabled={!picked} onClick={() => void applyCrop()}>
          Next
        </Button>
      </>
    ) : (
      <>
        <Button variant="ghost" onClick={() => (isImage ? setStep('crop') : reset())} disabled={busy}>
          Back
        </Button>
        <Button variant="primary" loading={busy} onClick={() => void submit()}>
          {isImage ? 'Save logo' : 'Upload file'}
        </Button>
      </>
    );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      size="md"
      description={
        step === 'crop'
          ? picked
            ? 'Step 1 of 2 · Crop: drag to position, zoom, choose an aspect ratio.'
            : imagesOnly
              ? 'JPG, PNG or SVG up to 5 MB.'
              : 'JPG, PNG or SVG up to 5 MB. Other files are kept as plain files.'
          : isImage
            ? 'Step 2 of 2 · Name the logo and choose its types.'
            : 'This file is not a JPG, PNG or SVG image: it will be stored as a plain file.'
      }
      footer={footer}
    >
      <div className="logo-upload">
        {step === 'crop' && !picked ? (
          <div
            className={`logo-drop${dragging ? ' logo-drop--active' : ''}`}
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <IconUpload size={28} />
            <p className="logo-drop__title">Drop a file here</p>
            <Button variant="secondary" onClick={() => inputRef.current?.click()}>
              Choose file
            </Button>
            <input
              ref={inputRef}
              type="file"
              className="visually-hidden"
              aria-label="Logo file"
              data-testid="logo-file-input"
              onChange={(e) => {
                void pick(e.target.files);
                e.target.value = '';
              }}
            />
            <p className="field__hint">Max 5 MB · only the first file is used</p>
            {pickError ? (
              <p className="field__error" role="alert">
                {pickError}
              </p>
            ) : null}
          </div>
        ) : null}

        {step === 'crop' && picked?.previewUrl ? (
          <div className="logo-crop">
            <LogoCropArea
              key={picked.previewUrl}
              image={picked.previewUrl}
              onChange={(change) => {
                cropped.current = change;
              }}
            />
            <p className="field__hint">
              {picked.file.name} · {formatBytes(picked.file.size)}
            </p>
          </div>
        ) : null}

        {step === 'edit' && picked ? (
          <div className="logo-edit">
            <div className="logo-edit__preview">
              {isImage && result ? <BlobPreview blob={result} kind={picked.kind} /> : <span>{picked.file.name}</span>}
              <span className="muted" data-testid="logo-result-size">
                {formatBytes(result?.size ?? picked.file.size)}
              </span>
            </div>
            <div className="logo-edit__fields">
              <TextField
                label="Name"
                value={name}
                maxLength={120}
                onChange={(e) => setName(e.target.value)}
                placeholder={picked.file.name}
              />
              {isImage ? <LogoTypeCheckboxes value={types} onChange={setTypes} /> : null}
            </div>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}

function BlobPreview({ blob, kind }: { blob: Blob; kind: SniffedKind }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const u = URL.createObjectURL(kind === 'svg' ? new Blob([blob], { type: 'image/svg+xml' }) : blob);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [blob, kind]);
  return url ? <img src={url} alt="Cropped logo preview" /> : null;
}
