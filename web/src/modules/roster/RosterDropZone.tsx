/**
 * The roster import's first step (L2): a file dropped on the zone or chosen; `problem` says why
 * the last one was refused.
 */
import { useId, useRef, type DragEvent } from 'react';
import { Button } from '../../ui/Button';
import { IconUpload } from '../../ui/icons';
import { ROSTER_FILE_ACCEPT } from './roster-upload';

export function RosterDropZone({
  problem,
  dragging,
  onDraggingChange: setDragging,
  onFiles,
}: {
  problem: string | null;
  /** A file is dragged over the zone. */
  dragging: boolean;
  onDraggingChange: (dragging: boolean) => void;
  onFiles: (files: FileList | null | undefined) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    onFiles(e.dataTransfer.files);
  };

  return (
    <div
      className={`roster-drop${dragging ? ' roster-drop--active' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid="roster-drop"
    >
      <IconUpload size={28} />
      <p className="roster-drop__title">Drop a roster file here</p>
      <Button variant="secondary" onClick={() => inputRef.current?.click()}>
        Choose file
      </Button>
      <input
        ref={inputRef}
        type="file"
        accept={ROSTER_FILE_ACCEPT}
        className="visually-hidden"
        aria-label="Roster file"
        aria-describedby={hintId}
        tabIndex={-1}
        onChange={(e) => {
          onFiles(e.target.files);
          e.target.value = '';
        }}
      />
      <p className="field__hint" id={hintId}>
        .csv or .xlsx, up to 512 KiB and 500 rows. Headers such as Player Name, Jersey #, Size and Qty are recognised;
        quantity is 1 when left empty.
      </p>
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
