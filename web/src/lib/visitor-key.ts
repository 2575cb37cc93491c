/**
 * The visitor key (L1, A5): a random id this browser keeps in localStorage under
 * `tas.visitorKey` and sends as `X-Visitor-Key`, so the gateway finds the visitor's own lockers
 * again (it stores only a hash of the key). 22 URL-safe characters (128 random bits). Without
 * storage (private mode) a key lives for the page's lifetime.
 */
import { trimEnd } from '@tas/rules';

export const VISITOR_KEY_STORAGE = 'tas.visitorKey';
export const VISITOR_KEY_HEADER = 'x-visitor-key';

const SHAPE = /^[A-Za-z0-9_-]{16,128}$/;
let memoryKey: string | null = null;

function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return trimEnd(btoa(text).replace(/\+/g, '-').replace(/\//g, '_'), '=');
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

function defaultStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** This browser's visitor key, created on first use. */
export function visitorKey(storage: KeyValueStorage | null = defaultStorage()): string {
  try {
    const stored = storage?.getItem(VISITOR_KEY_STORAGE) ?? null;
    if (stored && SHAPE.test(stored)) return stored;
    const key = randomKey();
    storage?.setItem(VISITOR_KEY_STORAGE, key);
    if (storage) return key;
  } catch {
    // storage refused: fall back to a key for this page
  }
  memoryKey ??= randomKey();
  return memoryKey;
}
