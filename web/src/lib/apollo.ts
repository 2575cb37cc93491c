/**
 * The Apollo Client of the app: `/graphql` on the same origin (the gateway, or Vite's proxy in
 * development), `Authorization: Bearer <apiToken>` from the dealer session (A3), the browser's
 * `X-Visitor-Key` (L1: the visitor's own lockers), on a print page opened by the render service
 * the job's print grant as `X-Print-Token` (R2, lib/print-token.ts), and a cache
 * keyed by the schema's natural ids (style id, short id, locker code).
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type FieldMergeFunction } from '@apollo/client';
import type { StoreObject } from '@apollo/client/utilities';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { WEB_KINDS } from '../app/web-kinds';
import { errorCode } from './errors';
import { SESSION_KEY, clearSession, isDashboardSession, readSession } from './session';
import { VISITOR_KEY_HEADER, visitorKey } from './visitor-key';
import { PRINT_TOKEN_HEADER, currentPrintToken } from './print-token';

/**
 * A merge for a list of embedded objects (no cache id of their own) read by several queries
 * with different fields: items with the same `key` are merged field by field, so each query
 * keeps its fields; the incoming list decides which items there are and their order.
 */
export function mergeListBy(key: string): FieldMergeFunction<readonly StoreObject[]> {
  return (existing, incoming, { readField, mergeObjects }) => {
    if (!existing) return incoming;
    const before = new Map(existing.map((item) => [readField(key, item), item]));
    return incoming.map((item) => {
      const old = before.get(readField(key, item));
      return old ? mergeObjects(old, item) : item;
    });
  };
}

/** Builds the client. `uri` defaults to `/graphql` on the page's origin. */
export function createApolloClient(uri = '/graphql'): ApolloClient {
  const authLink = new SetContextLink((prev) => {
    const session = readSession();
    // The visitor key always goes along: a visitor's lockers are found again by it (L1).
    const headers: Record<string, string> = { ...prev['headers'], [VISITOR_KEY_HEADER]: visitorKey() };
    // A print page of a PDF job reads its (maybe draft) project with the job's grant.
    const printToken = currentPrintToken();
    if (printToken) headers[PRINT_TOKEN_HEADER] = printToken;
    if (!session) return { headers };
    return {
      headers: { ...headers, authorization: `Bearer ${session.apiToken}` },
      sentToken: session.apiToken,
    };
  });

  // A session token the server no longer accepts (expired, revoked) ends dealer mode, so the
  // app falls back to the entry flow instead of failing every request. The gateway treats such a
  // token as a visitor, so a dealer-only operation answers UNAUTHENTICATED. A passcode session
  // (A4) gets the same answer from every dealer-only operation while it is alive (it is dealer
  // mode for one project, never the dashboard): that answer does not end it.
  const expiredTokenLink = new ErrorLink(({ error, operation }) => {
    const sent = operation.getContext()['sentToken'];
    if (typeof sent !== 'string') return;
    const session = readSession();
    if (errorCode(error) === 'UNAUTHENTICATED' && isDashboardSession(session) && session.apiToken === sent)
      clearSession();
  });

  const client = new ApolloClient({
    link: ApolloLink.from([authLink, expiredTokenLink, new HttpLink({ uri })]),
    cache: new InMemoryCache({
      // Fragments on the Project interface match its concrete types.
      possibleTypes: { Project: ['Snapsheet', 'Playbook', 'Showroom', ...WEB_KINDS.map((kind) => kind.graphqlType)] },
      typePolicies: {
        Product: { keyFields: ['styleId'] },
        Configuration: { keyFields: ['shortId'] },
        Font: { keyFields: ['key'] },
        Snapshot: { keyFields: false },
        SnapsheetPage: { keyFields: false },
        PageInfo: { keyFields: false },
        Garment: { keyFields: ['id'] },
        // P3: a playbook sport's id (`fsg-football`) is unique within its playbook only, and a
        // page has no id: both live inside their playbook, merged by sport id and page number so
        // the viewer's and the editing tools' queries of one playbook share them.
        PlaybookSport: { keyFields: false },
        PlaybookPage: { keyFields: false },
        Playbook: {
          fields: {
            sports: { merge: mergeListBy('id') },
            pages: { merge: mergeListBy('number') },
          },
        },
        Snapsheet: {
          fields: {
            pages: { merge: false },
            products: { merge: false },
          },
        },
        // P6: a showroom product's id is its style id and a catalog's its sport id, unique within
        // their showroom only: they live inside it (products per catalog argument).
        ShowroomProduct: { keyFields: false },
        ShowroomCatalog: { keyFields: false },
        Showroom: { fields: { catalogs: { merge: false }, products: { merge: false } } },
        LockerItem: { fields: { sizeLines: { merge: false }, snapshots: { merge: false } } },
        Locker: {
          keyFields: ['code'],
          fields: { items: { merge: false } },
        },
        // The kinds' own types (web-kinds.ts).
        ...Object.assign({}, ...WEB_KINDS.map((kind) => kind.typePolicies)),
      },
    }),
  });
  // Another tab signed in (maybe as another dealer) or out (one session per browser):
  // nothing cached for the caller before stays, and the page's queries ask again.
  if (typeof window !== 'undefined')
    window.addEventListener('storage', (event) => {
      if (event.key === SESSION_KEY || event.key === null) void client.resetStore().catch(() => undefined);
    });
  return client;
}
