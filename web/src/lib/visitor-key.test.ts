import { describe, expect, it } from 'vitest';
import { VISITOR_KEY_STORAGE, visitorKey } from './visitor-key';

function memoryStorage() {
  const map = new Map<string, string>();
  return { map, getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe('visitor key (L1)', () => {
  it('creates a 128-bit URL-safe key once and keeps it', () => {
    const storage = memoryStorage();
    const key = visitorKey(storage);
    expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(storage.map.get(VISITOR_KEY_STORAGE)).toBe(key);
    expect(visitorKey(storage)).toBe(key);
    expect(visitorKey(memoryStorage())).not.toBe(key);
  });

  it('replaces a malformed stored value', () => {
    const storage = memoryStorage();
    storage.setItem(VISITOR_KEY_STORAGE, 'bad key!');
    expect(visitorKey(storage)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
