/**
 * A project viewer's modes (P1, original section 2: preview, edit, create) for its dealer:
 * preview shows the project as its customer sees it, edit adds the dealer's tools, and create
 * (opened by the create flow, D8) is edit on one page at a time with a note that the project
 * was made. `useProjectMode` reads the mode a navigation asked for (`state.mode`: the create
 * flow, a return from customising a product) and starts from `initial` otherwise.
 */
import { useState } from 'react';
import { projectKindOf } from '@tas/rules';
import { useLocation } from 'react-router';
import { IconCheck } from '../../ui/icons';
import { Segmented } from '../../ui/Segmented';
import { useProjectRoute } from './use-project-route';

export type ProjectMode = 'preview' | 'edit' | 'create';

/** The viewer's mode and its setter; a navigation's `state.mode` wins over `initial`. */
export function useProjectMode(initial: ProjectMode): [ProjectMode, (mode: ProjectMode) => void] {
  const location = useLocation();
  const asked = (location.state as { mode?: string } | null)?.mode;
  return useState<ProjectMode>(asked === 'create' || asked === 'edit' || asked === 'preview' ? asked : initial);
}

/** Preview | Edit: the app's segmented control (create counts as Edit). */
export function ModeToggle({ mode, onModeChange }: { mode: ProjectMode; onModeChange: (mode: ProjectMode) => void }) {
  return (
    <Segmented
      label="Mode"
      options={MODE_OPTIONS}
      value={mode === 'preview' ? 'preview' : 'edit'}
      onChange={(v) => onModeChange(v === 'preview' ? 'preview' : mode === 'preview' ? 'edit' : mode)}
    />
  );
}

const MODE_OPTIONS = [
  { value: 'preview', label: 'Preview' },
  { value: 'edit', label: 'Edit' },
] as const;

/**
 * Create mode's note: the project was made (for its customer), and what comes next. The kind's
 * noun comes from the kind registry, by the route's project type.
 */
export function CreatedNote({ customerName }: { customerName?: string | null | undefined }) {
  const noun = projectKindOf(useProjectRoute().type).noun;
  return (
    <div className="project-created" role="status">
      <IconCheck size={16} />
      <span>
        {noun} created{customerName ? ` for ${customerName}` : ''}. Edit its pages, then Publish it or share its link.
      </span>
    </div>
  );
}
