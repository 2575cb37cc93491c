/**
 * Typed API errors on the client (PRODUCT.md E, API.md). The gateway puts `extensions.code` on
 * every error and `extensions.field` (an input path such as `colorIds` or
 * `decorations.0.location`) on BAD_USER_INPUT, so forms can show the message beside the field.
 */
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export type ApiErrorCode =
  'BAD_USER_INPUT' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'RATE_LIMITED' | 'INTERNAL';

interface ApiErrorEntry {
  message: string;
  code: ApiErrorCode | null;
  field: string | null;
}

/**
 * A refusal of a plain HTTP endpoint of the gateway (`POST /uploads`), which answers errors in
 * the GraphQL shape `{ errors: [{ message, extensions: { code, field } }] }`.
 */
export class HttpApiError extends Error {
  constructor(
    readonly status: number,
    readonly entries: ApiErrorEntry[],
  ) {
    super(entries[0]?.message || `Request failed (${status})`);
  }
}

/**
 * The GraphQL errors inside an Apollo error (or an {@link HttpApiError}), with their code and
 * field; [] for other errors.
 */
export function apiErrors(error: unknown): ApiErrorEntry[] {
  if (error instanceof HttpApiError) return error.entries;
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.map((e) => {
    const ext = e.extensions ?? {};
    const code = typeof ext['code'] === 'string' ? (ext['code'] as ApiErrorCode) : null;
    const field = typeof ext['field'] === 'string' ? ext['field'] : null;
    return { message: e.message, code, field };
  });
}

/** The `extensions.code` of the first GraphQL error, or null (network errors, unknown). */
export function errorCode(error: unknown): ApiErrorCode | null {
  return apiErrors(error)[0]?.code ?? null;
}

/**
 * Input errors by field path: `{ colorIds: 'Pick 3 to 6 colours' }`. Only BAD_USER_INPUT
 * errors with a field are included; the first message per field wins.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const e of apiErrors(error)) {
    if (e.code === 'BAD_USER_INPUT' && e.field && !(e.field in out)) out[e.field] = e.message;
  }
  return out;
}

/** A message fit for a toast: the first GraphQL error's message, else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  const first = apiErrors(error)[0];
  return first?.message || fallback;
}
