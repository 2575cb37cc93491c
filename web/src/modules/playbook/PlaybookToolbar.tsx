/**
 * The dealer's toolbar of the playbook viewer (P1 modes, P3): the Preview/Edit toggle, the
 * filters (children) and, in create mode (opened by the create flow, D8), the note that the
 * playbook was created.
 */
import type { ReactNode } from 'react';
import { IconCheck, IconEdit } from '../../ui/icons';

/** The viewer's modes (original section 2): preview, edit, and create from the create flow. */
export type PlaybookMode = 'preview' | 'edit' | 'create';

export function PlaybookToolbar({
  mode,
  onModeChange,
  customerName,
  children,
}: {
  mode: PlaybookMode;
  onModeChange: (mode: PlaybookMode) => void;
  customerName?: string | null;
  children?: ReactNode;
}) {
  const editing = mode !== 'preview';
  return (
    <div className="pb-toolbar" role="region" aria-label="Playbook tools">
      <div className="pb-toolbar__inner">
        <div className="segmented" role="group" aria-label="Mode">
          <button type="button" aria-pressed={!editing} onClick={() => onModeChange('preview')}>
            Preview
          </button>
          <button type="button" aria-pressed={editing} onClick={() => onModeChange(editing ? mode : 'edit')}>
            <IconEdit size={14} />
            Edit
          </button>
        </div>
        {children}
      </div>
      {mode === 'create' ? (
        <div className="pb-toolbar__created" role="status">
          <IconCheck size={16} />
          <span>
            Playbook created{customerName ? ` for ${customerName}` : ''}. Edit its pages, then Publish it or share its
            link.
          </span>
        </div>
      ) : null}
    </div>
  );
}
