/**
 * The playbook's edit panel (P3 edit mode): placeholder so the viewer compiles; the editing
 * panel (sports, catalogs, settings, colours) is written in its own branch and replaces this.
 */
export function PlaybookEditPanel(props: { playbookId: string; dealerCode: string; projectId: string }) {
  void props;
  return null;
}
