/**
 * The dashboard entry link (A1): the parent brand's site sends a dealer to
 * `/dashboard/?code=&token=&exp=&tid=&aid=&company=&email=&terms=&pricegroup=&carriedt=&carriednum=&webuserid=&rep_token=`.
 */
import type { DashboardEntryInput } from '../../gql/graphql';

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
