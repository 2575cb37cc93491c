/**
 * The dashboard entry link (A1): the parent brand's site sends a dealer to
 * `/dashboard/?code=&token=&exp=&tid=&aid=&company=&email=&terms=&pricegroup=&carriedt=&carriednum=&webuserid=&rep_token=`.
 */
import type { DashboardEntryInput } from '../../gql/graphql';
import { apiErrors } from '../../lib/errors';

/** Query keys of the entry link; their presence means "run the entry flow". */
export const ENTRY_QUERY_KEYS = [
  'code',
  'token',
  'exp',
  'tid',
  'aid',
  'company',
  'email',
  'terms',
  'pricegroup',
  'carriedt',
  'carriednum',
  'webuserid',
  'rep_token',
] as const;

/**
 * The `enterDashboard` input from the address's query, or null without a `code`. Missing
 * token/exp are sent empty/0 so the server answers with its own error (-> 'Error' toast).
 */
export function entryInputFromQuery(params: URLSearchParams): DashboardEntryInput | null {
  const code = params.get('code');
  if (!code) return null;
  const optional = (key: string) => params.get(key) ?? undefined;
  const exp = Number.parseInt(params.get('exp') ?? '', 10);
  return {
    code,
    token: params.get('token') ?? '',
    exp: Number.isFinite(exp) ? exp : 0,
    tid: optional('tid'),
    aid: optional('aid'),
    company: optional('company'),
    email: optional('email'),
    terms: optional('terms'),
    pricegroup: optional('pricegroup'),
    carriedt: optional('carriedt'),
    carriednum: optional('carriednum'),
    webuserid: optional('webuserid'),
    repToken: optional('rep_token'),
  };
}

/** The query without the entry keys (kept keys survive the address clean-up). */
export function withoutEntryQuery(params: URLSearchParams): string {
  const next = new URLSearchParams(params);
  for (const key of ENTRY_QUERY_KEYS) next.delete(key);
  const rest = next.toString();
  return rest ? `?${rest}` : '';
}

/** What /dashboard/unauthorized is told (router location state) about a refused entry link. */
export interface UnauthorizedState {
  /** The gateway's refusal, e.g. 'This sign-in link has been used already: open a new one'. */
  reason: string;
}

/**
 * The router state for /dashboard/unauthorized after `enterDashboard` refused `error` (A1, A3):
 * the message of an UNAUTHENTICATED or BAD_USER_INPUT refusal (the gateway words these for the
 * dealer: a used, expired or invalid link), else undefined (network errors and the rest: the page
 * says only what it always says).
 */
export function unauthorizedState(error: unknown): UnauthorizedState | undefined {
  const refusal = apiErrors(error).find((e) => e.code === 'UNAUTHENTICATED' || e.code === 'BAD_USER_INPUT');
  return refusal?.message ? { reason: refusal.message } : undefined;
}

/** The reason in a location state written by {@link unauthorizedState}, or null. */
export function unauthorizedReason(state: unknown): string | null {
  const reason = (state as Partial<UnauthorizedState> | null)?.reason;
  return typeof reason === 'string' && reason ? reason : null;
}
