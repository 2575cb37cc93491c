/**
 * What every page of a buyer's store shares: the store by its link (with the passcode's access
 * key the browser tab holds, sessionStorage) and the buyer's cart (localStorage, per store).
 */
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { cartStorageKey, newBundleKey, readCart, writeCart, type CartLine } from './cart';
import { BuyerStoreDocument } from './store-documents';

function storageOf(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

const accessKey = (dealerCode: string, storeId: string) => `tas.store-access.${dealerCode.toUpperCase()}.${storeId}`;

/** The store's link in the route: `/stores/:dealerCode/:storeId/...`. */
export function useStoreRoute() {
  const { dealerCode = '', storeId = '' } = useParams();
  const base = `/stores/${encodeURIComponent(dealerCode)}/${encodeURIComponent(storeId)}`;
  return {
    dealerCode,
    storeId,
    paths: {
      home: `${base}/`,
      cart: `${base}/cart`,
      item: (id: string) => `${base}/items/${encodeURIComponent(id)}`,
      bundle: (id: string) => `${base}/bundles/${encodeURIComponent(id)}`,
    },
  };
}

/** The buyer's store of the route, its passcode access and its cart. */
export function useBuyerStore() {
  const route = useStoreRoute();
  const { dealerCode, storeId } = route;
  const [access, setAccessState] = useState<string | null>(
    () => storageOf('session')?.getItem(accessKey(dealerCode, storeId)) ?? null,
  );
  const query = useQuery(BuyerStoreDocument, { variables: { dealerCode, id: storeId, access } });
  const store = query.data?.store ?? null;
  const setAccess = useCallback(
    (value: string) => {
      try {
        storageOf('session')?.setItem(accessKey(dealerCode, storeId), value);
      } catch {
        // Kept for this page only.
      }
      setAccessState(value);
    },
    [dealerCode, storeId],
  );
  const cart = useCart(dealerCode, storeId);
  return { ...route, query, store, access, setAccess, cart };
}

/** The cart of one store, kept in localStorage so it survives a reload and the card payment's round trip. */
export function useCart(dealerCode: string, storeId: string) {
  const key = cartStorageKey(dealerCode, storeId);
  const [lines, setLines] = useState<CartLine[]>(() => readCart(storageOf('local'), key));
  useEffect(() => {
    // Another tab's change of the same cart.
    const onStorage = (e: StorageEvent) => {
      if (e.key === key) setLines(readCart(storageOf('local'), key));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key]);
  const update = useCallback(
    (next: (lines: CartLine[]) => CartLine[]) => {
      setLines((current) => {
        const value = next(current);
        writeCart(storageOf('local'), key, value);
        return value;
      });
    },
    [key],
  );
  const keyOf = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    lines,
    add: (line: Omit<CartLine, 'key'>) => update((ls) => [...ls, { ...line, key: keyOf() }]),
    /** Adds the lines of one bundle bought together (they share a bundle key). */
    addBundle: (bundleId: string, bundleLines: Omit<CartLine, 'key' | 'bundleId' | 'bundleKey'>[]) => {
      const bundleKey = newBundleKey();
      update((ls) => [...ls, ...bundleLines.map((l) => ({ ...l, key: keyOf(), bundleId, bundleKey }))]);
    },
    remove: (key: string) => update((ls) => ls.filter((l) => l.key !== key)),
    /** Removes the lines of `keys` (a bundle's lines together). */
    removeAll: (keys: readonly string[]) => update((ls) => ls.filter((l) => !keys.includes(l.key))),
    clear: () => update(() => []),
  };
}
