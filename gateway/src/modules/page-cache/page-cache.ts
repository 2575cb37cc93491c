/**
 * The response cache of public pages. An answer is stored under the hash of (document,
 * operation name, canonical variables, scope) and the versions it depends on: `g` (every page:
 * bumped by writes that name no dealer, the catalogue's included), `d:<dealer code>` for each
 * dealer whose page the operation reads, and for a locker read by its code `l:<locker code>` and
 * its dealer's `d:` (the dealer's terms and custom prices price it). Versions are read before
 * the operation executes and bumped after a write commits, so an answer made while a write
 * commits is stored under a version no later read asks for.
 *
 * Bumps: every GraphQL mutation (the Apollo plugin below, after its resolvers ran and before its
 * answer is sent): a dealer's or passcode session's bumps its dealer; a visitor's checkout bumps
 * the store's dealer; any other visitor write bumps `g`, except those that change no page (locker
 * edits, saved configurations, sign-ins); a dealer's logo writes bump `g` too (LOGO_MUTATIONS). A locker's own writes bump its `l:` through
 * `bumpLockers`, called by the lockers module once they commit, whoever sends them. Writes
 * outside GraphQL (payment webhooks, store clock jobs) bump `g` through `bumpAll`. A snapshot
 * drawn after an answer was stored changes it (PENDING -> READY): answers holding a snapshot
 * that is not READY live `pendingTtlSeconds` only, as the client polls them anyway; every other
 * answer lives `ttlSeconds`.
 */
import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { Caller } from '../../lib/caller.js';
import { analyseDocument, codeOf, dealerCodeOf, type PageDocument } from './page-documents.js';
import type { PageStore } from './page-store.js';

export interface PageCacheOptions {
  store: PageStore;
  /** Off: every request executes (nothing is read or stored; writes still bump). */
  enabled: boolean;
  /** Lifetime of an answer, seconds. */
  ttlSeconds: number;
  /** Lifetime of an answer holding a snapshot that is not READY yet, seconds. */
  pendingTtlSeconds: number;
  /** The web's persisted documents: sha256 hex -> text. */
  persisted: ReadonlyMap<string, string>;
  /**
   * The dealer code of the locker with this code, null when there is none (its read then
   * executes). A locker never changes dealer, so an answer is kept per code.
   */
  lockerDealer: (code: string) => Promise<string | null>;
  /** Failures of the store (Redis down): the request then executes. */
  log?: (msg: string, extra: Record<string, unknown>) => void;
}

/** Counts since start (tests and the bench read them). */
export interface PageCacheStats {
  hits: number;
  misses: number;
  stored: number;
  /** Requests of a cacheable document not answered from the cache (a session, a visitor's locker). */
  bypassed: number;
  bumps: number;
}

/** A stored answer: its ETag and body. */
export interface CachedAnswer {
  etag: string;
  body: string;
}

/** Mutations that change nothing a cached page shows, whoever sends them. */
const PAGE_NEUTRAL_MUTATIONS = new Set([
  'saveConfiguration',
  'openLocker',
  'addToLocker',
  'updateLockerItem',
  'updateLockerItemDesign',
  'removeLockerItem',
  'importRoster',
  'logout',
  'passcodeAccess',
  'enterWithPasscode',
  'enterStore',
  'requestSharedProjectPdf',
]);

/**
 * A dealer's writes of its logos that change the saved configurations wearing them (their
 * pictures, or the logo's name and types they show): every configuration's answer is keyed by
 * `g` alone, so these bump `g` too.
 */
const LOGO_MUTATIONS = new Set(['updateLogo', 'cropLogo', 'setLogoType', 'deleteLogo']);

const DOCUMENTS_KEPT = 2000;
/** Lockers whose dealer code this process remembers. */
const LOCKER_DEALERS_KEPT = 10_000;

export function pageCache(opts: PageCacheOptions) {
  const stats: PageCacheStats = { hits: 0, misses: 0, stored: 0, bypassed: 0, bumps: 0 };
  const documents = new Map<string, PageDocument>();
  const lockerDealers = new Map<string, string>();
  const fail = (msg: string) => (err: unknown) => {
    opts.log?.(msg, { err: { message: (err as Error).message } });
    return null;
  };

  async function dealerOfLocker(code: string): Promise<string | null> {
    const known = lockerDealers.get(code);
    if (known !== undefined) return known;
    // A failed lookup leaves the read to execute: Apollo answers the database's error.
    const dealer = await opts.lockerDealer(code).catch(fail('page cache: locker dealer not read'));
    if (dealer === null) return null;
    if (lockerDealers.size >= LOCKER_DEALERS_KEPT) lockerDealers.delete(lockerDealers.keys().next().value as string);
    lockerDealers.set(code, dealer.toLowerCase());
    return dealer.toLowerCase();
  }

  async function bump(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    stats.bumps += 1;
    await opts.store.bump(keys).catch(fail('page cache: versions not bumped'));
  }

  return {
    enabled: opts.enabled,
    persisted: opts.persisted,
    stats: (): PageCacheStats => ({ ...stats }),

    /** The cacheability of a document (by its sha256 `id`), decided once per document. */
    documentOf(id: string, text: string, operationName: string | null): PageDocument {
      const key = `${id}\n${operationName ?? ''}`;
      let doc = documents.get(key);
      if (!doc) {
        doc = analyseDocument(text, operationName);
        if (documents.size >= DOCUMENTS_KEPT) documents.delete(documents.keys().next().value as string);
        documents.set(key, doc);
      }
      return doc;
    },

    /**
     * The version keys a cacheable document's answer depends on with these variables, or null
     * when a dealer or locker code is not a string there (the request then executes and fails)
     * or no locker has the code (it executes and answers null).
     */
    async versionKeys(
      doc: Extract<PageDocument, { cacheable: true }>,
      variables: Record<string, unknown>,
    ): Promise<string[] | null> {
      const keys = new Set(['g']);
      for (const source of doc.dealers) {
        const code = dealerCodeOf(source, variables);
        if (code === null) return null;
        keys.add(`d:${code}`);
      }
      for (const source of doc.lockers) {
        const code = codeOf(source, variables);
        const dealer = code === null ? null : await dealerOfLocker(code);
        if (code === null || dealer === null) return null;
        keys.add(`l:${code}`).add(`d:${dealer}`);
      }
      return [...keys];
    },

    /**
     * The entry key of a request: `requestHash` with the current versions of `versionKeys`
     * (read now, before the request executes), or null when the store does not answer.
     */
    async entryKey(requestHash: string, versionKeys: readonly string[]): Promise<string | null> {
      const versions = await opts.store.versions(versionKeys).catch(fail('page cache: versions not read'));
      return versions ? `${requestHash}:${versions.join('.')}` : null;
    },

    /** The answer stored under `entryKey`, counted as a hit, else null (a miss). */
    async get(entryKey: string): Promise<CachedAnswer | null> {
      const value = await opts.store.get(entryKey).catch(fail('page cache: entry not read'));
      const at = value ? value.indexOf('\n') : -1;
      if (!value || at < 0) {
        stats.misses += 1;
        return null;
      }
      stats.hits += 1;
      return { etag: value.slice(0, at), body: value.slice(at + 1) };
    },

    /**
     * Stores an answer made at the versions of `entryKey`, unless it holds a picture not drawn
     * yet and `keepsUndrawn` is false; returns it with its ETag.
     */
    put(entryKey: string, body: string, keepsUndrawn: boolean): CachedAnswer {
      const answer = { etag: etagOf(body), body };
      // A snapshot still drawn (or failed, to be tried again) changes the answer without a write.
      const undrawn = /"status":"(?:PENDING|FAILED)"/.test(body);
      if (undrawn && !keepsUndrawn) return answer;
      const ttl = undrawn ? opts.pendingTtlSeconds : opts.ttlSeconds;
      stats.stored += 1;
      void opts.store.set(entryKey, `${answer.etag}\n${body}`, ttl).catch(fail('page cache: entry not stored'));
      return answer;
    },

    countBypass(): void {
      stats.bypassed += 1;
    },

    /** Every cached page changes (a write that names no dealer). */
    bumpAll: (): Promise<void> => bump(['g']),

    /** These lockers (by code) change: their items, rosters or designs. */
    bumpLockers: (codes: readonly string[]): Promise<void> => bump(codes.map((c) => `l:${c}`)),

    /** The pages of these dealers (by code) change. */
    bumpDealers: (codes: readonly string[]): Promise<void> => bump(codes.map((c) => `d:${c.toLowerCase()}`)),

    /** The Apollo plugin bumping the versions a mutation may have changed, before its answer is sent. */
    plugin(): ApolloServerPlugin<{ caller: Caller }> {
      return {
        async requestDidStart() {
          return {
            async willSendResponse({ operation, contextValue, request }) {
              if (operation?.operation !== 'mutation') return;
              await bump(mutationVersionKeys(operation, contextValue.caller, request.variables ?? {}));
            },
          };
        },
      };
    },
  };
}

export type PageCache = ReturnType<typeof pageCache>;

/** A strong ETag of a body: its sha256, base64url, quoted. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

/**
 * The versions a mutation's root fields may change: its dealer's (a dealer or passcode
 * session), the store's dealer (a visitor's checkout), every page (any other write of a
 * visitor, and a dashboard entry, which may make or change a dealer); none for the fields of
 * PAGE_NEUTRAL_MUTATIONS.
 */
function mutationVersionKeys(
  operation: OperationDefinitionNode,
  caller: Caller,
  variables: Record<string, unknown>,
): string[] {
  const keys = new Set<string>();
  const visit = (set: SelectionSetNode) => {
    for (const s of set.selections) {
      if (s.kind === Kind.INLINE_FRAGMENT) visit(s.selectionSet);
      else if (s.kind === Kind.FRAGMENT_SPREAD) keys.add('g');
      else if (s.name.value === '__typename' || PAGE_NEUTRAL_MUTATIONS.has(s.name.value)) continue;
      else if (s.name.value === 'enterDashboard') keys.add('g');
      else if (caller.kind === 'DEALER' || caller.kind === 'PROJECT') {
        keys.add(`d:${caller.dealer.code.toLowerCase()}`);
        if (LOGO_MUTATIONS.has(s.name.value)) keys.add('g');
      } else if (s.name.value === 'checkoutStore') {
        const input = s.arguments?.find((a) => a.name.value === 'input')?.value;
        const source =
          input?.kind === Kind.VARIABLE
            ? { variable: input.name.value, path: ['dealerCode'] }
            : input?.kind === Kind.OBJECT
              ? objectDealerCode(input.fields)
              : null;
        const code = source ? dealerCodeOf(source, variables) : null;
        keys.add(code === null ? 'g' : `d:${code}`);
      } else keys.add('g');
    }
  };
  visit(operation.selectionSet);
  return [...keys];
}

function objectDealerCode(
  fields: readonly { name: { value: string }; value: { kind: string; value?: unknown; name?: { value: string } } }[],
) {
  const value = fields.find((f) => f.name.value === 'dealerCode')?.value;
  if (value?.kind === Kind.STRING && typeof value.value === 'string') return { literal: value.value };
  if (value?.kind === Kind.VARIABLE && value.name) return { variable: value.name.value, path: [] };
  return null;
}
