/**
 * The store's action on another kind's project page (its kind's `projectAction`,
 * app/web-kinds.ts): "Open a store" of the project's products, each buyer ordering and paying by
 * a date.
 */
import { useState } from 'react';
import type { ProjectActionProps } from '../../app/web-kind';
import { Button } from '../../ui/Button';
import { OpenStoreDialog } from './OpenStoreDialog';

export function OpenStoreAction({ source, teamName }: ProjectActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open a store
      </Button>
      <OpenStoreDialog open={open} onOpenChange={setOpen} source={source} teamName={teamName} />
    </>
  );
}
