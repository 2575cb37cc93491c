/**
 * The dealer's toolbar of the playbook viewer (P1 modes, P3): the Preview/Edit toggle, the
 * filters (children) and, in create mode (opened by the create flow, D8), the note that the
 * playbook was created.
 */
import type { ReactNode } from 'react';
import { CreatedNote, ModeToggle, type ProjectMode } from '../project/ProjectMode';

export function PlaybookToolbar({
  mode,
  onModeChange,
  customerName,
  children,
}: {
  mode: ProjectMode;
  onModeChange: (mode: ProjectMode) => void;
  customerName?: string | null;
  children?: ReactNode;
}) {
  return (
    <div className="pb-toolbar" role="region" aria-label="Playbook tools">
      <div className="pb-toolbar__inner">
        <ModeToggle mode={mode} onModeChange={onModeChange} />
        {children}
      </div>
      {mode === 'create' ? <CreatedNote customerName={customerName} /> : null}
    </div>
  );
}
