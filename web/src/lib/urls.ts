/** Absolute form of a gateway path such as `/files/logos/1.png` (data: and http URLs unchanged). */
export function absoluteUrl(url: string, origin: string = window.location.origin): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}

/** Paths of a snapsheet's project routes (P1); the dealer code is kept as in the URL. */
export function snapsheetPaths(dealerCode: string, projectId: string) {
  const base = `/snapsheets/${encodeURIComponent(dealerCode)}/${encodeURIComponent(projectId)}`;
  return {
    home: `${base}/`,
    product: (styleId: string, shortId?: string | null) =>
      `${base}/product/${encodeURIComponent(styleId)}${shortId ? `?short_id=${encodeURIComponent(shortId)}` : ''}`,
    sizes: (shortId: string) => `${base}/sizes-selection?short_id=${encodeURIComponent(shortId)}`,
    locker: `${base}/locker`,
    roster: `${base}/roster`,
    print: `/print/snapsheets/${encodeURIComponent(dealerCode)}/${encodeURIComponent(projectId)}`,
  };
}
