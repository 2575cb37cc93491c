import { IconLocker } from '../../ui/icons';
import { Button } from '../../ui/Button';

/**
 * The customiser's save buttons. Opened from a locker item's Edit (`saveLabel` null), one button
 * saves the design onto that item; otherwise Save (to the project's product or as a new
 * configuration, labelled `saveLabel`) and Add to locker.
 */
export function CustomizerSaveActions({
  saving,
  busy,
  saveLabel,
  onSave,
  onSaveToItem,
  onAddToLocker,
}: {
  /** A save is under way: every button waits. */
  saving: boolean;
  /** The save button shows its spinner. */
  busy: boolean;
  saveLabel: string | null;
  onSave: () => void;
  onSaveToItem: () => void;
  onAddToLocker: () => void;
}) {
  if (saveLabel === null)
    return (
      <Button variant="primary" onClick={onSaveToItem} loading={busy} disabled={saving}>
        Save to locker item
      </Button>
    );
  return (
    <>
      <Button onClick={onSave} loading={busy} disabled={saving}>
        {saveLabel}
      </Button>
      <Button variant="primary" icon={<IconLocker size={16} />} onClick={onAddToLocker} disabled={saving}>
        Add to locker
      </Button>
    </>
  );
}
