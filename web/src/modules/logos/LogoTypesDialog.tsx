/**
 * Logo types (D6, original PUT api/logos/set-type): a dialog of checkboxes for one logo of a
 * project's logos panel.
 */
import { useState } from 'react';
import type { LogoThumb_LogoFragment } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { IconCheck } from '../../ui/icons';
import { LogoTypeCheckboxes } from './LogoTypeCheckboxes';

type Logo = LogoThumb_LogoFragment;

export function LogoTypesDialog({
  logo,
  onClose,
  onSave,
  busy,
}: {
  logo: Logo | null;
  onClose: () => void;
  onSave: (types: string[]) => Promise<void>;
  busy: boolean;
}) {
  return (
    <Dialog
      open={logo != null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Logo types"
      description={logo ? logo.name : undefined}
      size="sm"
    >
      {logo ? <TypesForm key={logo.id} initial={logo.types} onCancel={onClose} onSave={onSave} busy={busy} /> : null}
    </Dialog>
  );
}

function TypesForm({
  initial,
  onCancel,
  onSave,
  busy,
}: {
  initial: readonly string[];
  onCancel: () => void;
  onSave: (types: string[]) => Promise<void>;
  busy: boolean;
}) {
  const [types, setTypes] = useState<string[]>([...initial]);
  return (
    <form
      className="project-logos__types-form"
      onSubmit={(e) => {
        e.preventDefault();
        void onSave(types);
      }}
    >
      <LogoTypeCheckboxes value={types} onChange={setTypes} legendHidden />
      <div className="project-logos__types-footer">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" icon={<IconCheck size={16} />} loading={busy}>
          Save types
        </Button>
      </div>
    </form>
  );
}
