/**
 * Logo upload rules on the client (D6, section 5 and 9): jpg, png and svg only, first file
 * only, at most 5 MB (checked here first so a large file never leaves the browser; the server
 * checks again), and the upload itself (`POST /uploads`).
 */
import { HttpApiError, type ApiErrorCode } from './errors';
import { readSession } from './session';
import { VISITOR_KEY_HEADER, visitorKey } from './visitor-key';
import { MAX_LOGO_BYTES } from '@tas/rules';

/** 5 MB in bytes (section 9). */
export { MAX_LOGO_BYTES };

/** The toast shown for a logo over {@link MAX_LOGO_BYTES} (section 8, word for word). */
export const LOGO_TOO_BIG_MESSAGE = 'Logo max size exceeded';

const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/svg+xml']);
const LOGO_EXTENSIONS = /\.(png|jpe?g|svg)$/i;

/** The `accept` attribute of logo file inputs. */
export const LOGO_ACCEPT = '.png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml';

export type LogoCheck = { ok: true } | { ok: false; message: string };

/**
 * Checks a chosen file before upload. Type is judged by MIME type, or by extension when the
 * browser reports none; the server decides from the content anyway.
 */
export function checkLogoFile(file: { name: string; size: number; type: string }): LogoCheck {
  const typeOk = file.type ? LOGO_TYPES.has(file.type) : LOGO_EXTENSIONS.test(file.name);
  if (!typeOk) return { ok: false, message: 'Only JPG, PNG or SVG logos can be uploaded' };
  if (file.size > MAX_LOGO_BYTES) return { ok: false, message: LOGO_TOO_BIG_MESSAGE };
  return { ok: true };
}

/**
 * A byte count for people (D6): '512 Bytes', '1.5 KB', '2 MB', '1.25 GB' (1 KB = 1024 bytes,
 * up to two decimals, trailing zeros dropped).
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '0 Bytes';
  const units = ['Bytes', 'KB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? Math.round(value) : Math.round(value * 100) / 100;
  return `${rounded} ${units[unit]}`;
}

/**
 * Sends a file's bytes to the gateway (`POST /uploads`, multipart, the session's bearer token
 * and the visitor key) and answers the upload id that `uploadLogo`, `uploadFile` and
 * `uploadProjectLogo` take (D6, C3). A refusal throws an
 * {@link HttpApiError} carrying the server's typed error (e.g. 'Logo max size exceeded').
 */
export async function uploadBytes(file: Blob, filename: string, endpoint = '/uploads'): Promise<string> {
  const form = new FormData();
  form.append('file', file, filename);
  const token = readSession()?.apiToken;
  const res = await fetch(endpoint, {
    method: 'POST',
    headers: { [VISITOR_KEY_HEADER]: visitorKey(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const body = (await res.json().catch(() => null)) as {
    uploadId?: unknown;
    errors?: { message?: unknown; extensions?: { code?: unknown; field?: unknown } }[];
  } | null;
  if (res.ok && typeof body?.uploadId === 'string') return body.uploadId;
  const entries = (body?.errors ?? []).map((e) => ({
    message: typeof e.message === 'string' ? e.message : '',
    code: typeof e.extensions?.code === 'string' ? (e.extensions.code as ApiErrorCode) : null,
    field: typeof e.extensions?.field === 'string' ? e.extensions.field : null,
  }));
  throw new HttpApiError(res.status, entries);
}
