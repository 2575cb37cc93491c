/** Saves `text` as a file download named `filename` (an object URL, revoked after the click). */
export function downloadText(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A download's file name from free text (a team or product name): path separators, quotes and
 * control characters removed, spaces collapsed, at most 100 characters; `fallback` when nothing
 * is left. `extension` is appended (e.g. `.csv`).
 */
export function safeFileName(text: string, extension: string, fallback = 'download'): string {
  const cleaned = text
    // eslint-disable-next-line no-control-regex -- control characters are removed
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100)
    .trim();
  return `${cleaned || fallback}${extension}`;
}
