/**
 * A catalog product's edit actions on a playbook page (P3 edit mode): placeholder so the viewer
 * compiles; the actions (customize, edit, move, delete) are written in their own branch and
 * replace this.
 */
export function CatalogProductActions(props: {
  playbookId: string;
  productId: string;
  dealerCode: string;
  projectId: string;
}) {
  void props;
  return null;
}
