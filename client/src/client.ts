/**
 * A small fetch wrapper over the gateway's `POST /graphql`: typed documents in, typed data out,
 * the API token as `Authorization: Bearer`, and RATE_LIMITED answers sent again after the wait
 * the gateway names (`retry-after`, else `x-ratelimit-reset`, seconds).
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

/** One GraphQL error as the gateway answers it (`extensions.code`, and `field` for input errors). */
export interface TasGraphQLError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; field?: string | null; [key: string]: unknown };
}

/** A refused request: the answer's errors (the first one's code and field), and its HTTP status. */
export class TasApiError extends Error {
  /** `BAD_USER_INPUT`, `UNAUTHENTICATED`, `FORBIDDEN`, `NOT_FOUND`, `CONFLICT`, `RATE_LIMITED`, `INTERNAL`, or `HTTP_<status>` without a GraphQL answer. */
  readonly code: string;
  /** For input errors, the argument's path (`input.colorIds`, `contact.email`); else null. */
  readonly field: string | null;
  constructor(
    readonly errors: TasGraphQLError[],
    readonly status: number,
    /** What the operation answered beside its errors (null when nothing ran). */
    readonly data: unknown = null,
  ) {
    super(errors.map((e) => e.message).join('; ') || `HTTP ${status}`);
    this.name = 'TasApiError';
    this.code = errors[0]?.extensions?.code ?? `HTTP_${status}`;
    this.field = errors[0]?.extensions?.field ?? null;
  }
}

export interface TasClientOptions {
  /** The gateway's address (`http://127.0.0.1:4000`) or its GraphQL endpoint (`.../graphql`). */
  url: string;
  /** An API token (`tas_...`, My Settings → API tokens, or `createApiToken`); none for public calls. */
  token?: string;
  /** Headers sent with every request (e.g. `X-Visitor-Key` for a customer's locker). */
  headers?: Record<string, string>;
  /** How many times a RATE_LIMITED answer is sent again (default 3). */
  maxRetries?: number;
  /** The longest wait before a retry, seconds (default 60): a longer one is not waited for. */
  maxWaitSeconds?: number;
  /** The fetch to use (default the global one). */
  fetch?: typeof fetch;
  /** Waits `ms` milliseconds (tests count the waits). */
  sleep?: (ms: number) => Promise<void>;
}

interface GraphQLAnswer {
  data?: unknown;
  errors?: TasGraphQLError[];
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The wait a RATE_LIMITED answer asks for, seconds: `retry-after`, else `x-ratelimit-reset`, else by attempt. */
export function retryDelaySeconds(headers: Headers, attempt: number): number {
  for (const name of ['retry-after', 'x-ratelimit-reset']) {
    const value = Number(headers.get(name));
    if (headers.get(name) !== null && Number.isFinite(value) && value >= 0) return Math.max(1, Math.ceil(value));
  }
  return 2 ** attempt;
}

export class TasClient {
  readonly endpoint: string;
  private readonly options: TasClientOptions;

  constructor(options: TasClientOptions) {
    const url = options.url.replace(/\/+$/, '');
    this.endpoint = url.endsWith('/graphql') ? url : `${url}/graphql`;
    this.options = options;
  }

  /** A client like this one with another token (or headers), e.g. a customer's visitor key. */
  with(options: Partial<TasClientOptions>): TasClient {
    return new TasClient({ ...this.options, ...options });
  }

  /**
   * Runs one operation and answers its data. Throws {@link TasApiError} when the answer has
   * errors (its `data` keeps what did run), and after `maxRetries` RATE_LIMITED answers. Only an
   * answer with no data is sent again: the gateway's rate limits refuse a request before
   * anything of it runs.
   */
  async request<TResult, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TResult, TVariables> | string,
    // Variables may be left out when none is required.
    ...[variables]: Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables]
  ): Promise<TResult> {
    const query = typeof document === 'string' ? document : print(document);
    const body = JSON.stringify({ query, variables: variables ?? {} });
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json, application/json',
      ...this.options.headers,
      ...(this.options.token ? { authorization: `Bearer ${this.options.token}` } : {}),
    };
    const maxRetries = this.options.maxRetries ?? 3;
    const sleep = this.options.sleep ?? defaultSleep;
    const doFetch = this.options.fetch ?? fetch;
    for (let attempt = 0; ; attempt++) {
      const res = await doFetch(this.endpoint, { method: 'POST', headers, body });
      const answer = await readAnswer(res);
      const errors = answer.errors ?? [];
      const rateLimited =
        (res.status === 429 || errors.some((e) => e.extensions?.code === 'RATE_LIMITED')) && answer.data == null;
      if (rateLimited && attempt < maxRetries) {
        const wait = retryDelaySeconds(res.headers, attempt);
        if (wait <= (this.options.maxWaitSeconds ?? 60)) {
          await sleep(wait * 1000);
          continue;
        }
      }
      if (errors.length || !res.ok || answer.data == null)
        throw new TasApiError(errors.length ? errors : [], res.status, answer.data ?? null);
      return answer.data as TResult;
    }
  }
}

/** The JSON answer, or an error of its status when the body is not GraphQL's (a proxy's page). */
async function readAnswer(res: Response): Promise<GraphQLAnswer> {
  const text = await res.text();
  try {
    const json = JSON.parse(text) as GraphQLAnswer & { error?: string };
    if (json && (json.data !== undefined || Array.isArray(json.errors))) return json;
    return { errors: [{ message: json?.error ?? `HTTP ${res.status}`, extensions: { code: codeOf(res.status) } }] };
  } catch {
    return {
      errors: [{ message: `HTTP ${res.status}: not a GraphQL answer`, extensions: { code: codeOf(res.status) } }],
    };
  }
}

const codeOf = (status: number) => (status === 429 ? 'RATE_LIMITED' : `HTTP_${status}`);
