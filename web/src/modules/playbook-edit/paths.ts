/**
 * The product page of a playbook's catalog product (P1 project routes, P3 Customize):
 * `/catalogs/<dealerCode>/<projectId>/product/<styleId>?short_id=<shortId>&catalog_product=<id>`.
 * Saving there with `catalog_product` updates that catalog product's configuration.
 */
export function customizePath(
  dealerCode: string,
  projectId: string,
  styleId: string,
  shortId: string | null | undefined,
  catalogProductId: string,
): string {
  const query = new URLSearchParams();
  if (shortId) query.set('short_id', shortId);
  query.set('catalog_product', catalogProductId);
  const path = [dealerCode, projectId, 'product', styleId].map(encodeURIComponent).join('/');
  return `/catalogs/${path}?${query.toString()}`;
}
