/**
 * A file control styled as the app's buttons (no bare 'Choose File'): the
 * native file input stays in the page, visually hidden, so its label, keyboard (Space/Enter
 * opens the chooser), `aria-describedby` and Playwright's `setInputFiles` keep working; the
 * visible face is a secondary button that opens it, with the input's focus ring, and the whole
 * control takes a dropped file. `onFile` gets the first file chosen or dropped.
 */
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { IconUpload } from './icons';
import { Spinner } from './Spinner';

export function FileButton({
  id,
  accept,
  disabled = false,
  busy = false,
  busyLabel = 'Uploading',
  describedBy,
  label,
  children,
  onFile,
  onFocus,
}: {
  /** The input's id (the Field's label points at it). */
  id: string;
  /** The input's `accept` (MIME types and extensions). */
  accept?: string;
  disabled?: boolean;
  /** A file is being sent: the face shows a spinner and the control is disabled. */
  busy?: boolean;
  busyLabel?: string;
  describedBy?: string | undefined;
  /**
   * The input's accessible name when no Field's label points at it (the face is hidden from
   * assistive technology, so a file button standing alone needs one).
   */
  label?: string;
  /** The face's text, e.g. 'Upload logo'. */
  children: ReactNode;
  onFile: (file: File | undefined) => void;
  onFocus?: () => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const off = disabled || busy;
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (!off) onFile(e.dataTransfer.files[0]);
  };
  return (
    <div
      className="file-button"
      data-dragging={dragging || undefined}
      data-disabled={off || undefined}
      onDragOver={(e) => {
        e.preventDefault();
        if (!off) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <input
        ref={inputRef}
        id={id}
        type="file"
        className="visually-hidden file-button__input"
        accept={accept}
        aria-describedby={describedBy}
        aria-label={label}
        disabled={off}
        onChange={(e) => {
          onFile(e.target.files?.[0]);
          e.target.value = '';
        }}
        onFocus={onFocus}
      />
      <span
        className="btn btn--secondary btn--sm file-button__face"
        aria-hidden="true"
        onClick={() => {
          if (!off) inputRef.current?.click();
        }}
      >
        {busy ? <Spinner size={14} /> : <IconUpload size={14} />}
        {children}
      </span>
      <span className="visually-hidden" role="status">
        {busy ? busyLabel : ''}
      </span>
      <span className="file-button__drop" aria-hidden="true">
        or drop a file here
      </span>
    </div>
  );
}
