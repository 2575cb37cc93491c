/**
 * Download names (P7): a project's title made safe to save a file under on any system,
 * and the `Content-Disposition` header that names it.
 */

/** Most characters (code points) of a download name, extension included. */
export const MAX_FILENAME_LENGTH = 100;

/** Characters a file name may not hold: path separators, Windows-reserved, quotes. */
const UNSAFE = /[/\\:*?"<>|'`]/g;
/** Control and format characters (C0, DEL, C1, bidi overrides, zero-width, BOM). */
const CONTROL = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
/** Names Windows keeps for devices, with or without an extension. */
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/** `s` without the dots and spaces at its ends: a scan from each end, linear in `s`. */
function trimDotsAndSpaces(s: string): string {
  let start = 0;
  let end = s.length;
  while (start < end && (s[start] === ' ' || s[start] === '.')) start++;
  while (end > start && (s[end - 1] === ' ' || s[end - 1] === '.')) end--;
  return s.slice(start, end);
}

/**
 * `title` as a file name with extension `ext` (e.g. 'Riverside Fall Catalog' -> 'Riverside Fall
 * Catalog.pdf'): Unicode NFC; path separators, `: * ? < > |` and quotes become ` ` (then runs of
 * white space become one space); control and format characters are dropped; leading and trailing
 * dots and spaces go; at most {@link MAX_FILENAME_LENGTH} code points with the extension. A title
 * with nothing left (or a Windows device name) gives `<fallback>.<ext>`.
 */
export function safeFilename(title: string | null | undefined, fallback: string, ext = 'pdf'): string {
  const suffix = `.${ext}`;
  const clean = (s: string) =>
    trimDotsAndSpaces(s.normalize('NFC').replace(CONTROL, '').replace(UNSAFE, ' ').replace(/\s+/gu, ' '));
  let base = clean(title ?? '');
  const room = MAX_FILENAME_LENGTH - suffix.length;
  const points = [...base];
  if (points.length > room) base = clean(points.slice(0, room).join(''));
  if (!base || RESERVED.test(base)) base = fallback;
  if (base.toLowerCase().endsWith(suffix.toLowerCase())) base = base.slice(0, -suffix.length) || fallback;
  return base + suffix;
}

/**
 * `Content-Disposition` of a download named `name` (RFC 6266, RFC 5987): `attachment;
 * filename="<ASCII form>"; filename*=UTF-8''<percent-encoded UTF-8>`. The ASCII form replaces
 * every character outside printable ASCII with `_` for clients that do not read `filename*`.
 */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
