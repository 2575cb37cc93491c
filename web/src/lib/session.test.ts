import { describe, expect, it, vi } from 'vitest';
import {
  SESSION_KEY,
  clearSession,
  isDashboardSession,
  isSessionFor,
  parseSession,
  readSession,
  searchWithoutPasscode,
  subscribeSession,
  writeSession,
} from './session';

/** A Storage double with the same semantics as localStorage for the three methods used. */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, String(v)),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('session storage (A3)', () => {
  it('round-trips a session under tas.session', () => {
    const storage = memoryStorage();
    writeSession({ apiToken: 'tok', dealerCode: 'ABC123' }, storage);
    expect(JSON.parse(storage.map.get(SESSION_KEY)!)).toEqual({ apiToken: 'tok', dealerCode: 'ABC123' });
    expect(readSession(storage)).toEqual({ apiToken: 'tok', dealerCode: 'ABC123', projectId: null, expiresAt: null });
  });

  it('keeps a session until its expiry, then reads none', () => {
    const storage = memoryStorage();
    const expiresAt = '2026-11-28T23:00:00.000Z';
    writeSession({ apiToken: 'tok', dealerCode: 'ABC123', expiresAt }, storage);
    const before = Date.parse(expiresAt) - 1;
    expect(readSession(storage, before)).toEqual({ apiToken: 'tok', dealerCode: 'ABC123', projectId: null, expiresAt });
    expect(readSession(storage, Date.parse(expiresAt))).toBeNull();
    expect(parseSession('{"apiToken":"t","dealerCode":"D","expiresAt":"soon"}')?.expiresAt).toBeNull();
  });

  it('hears another tab sign in or out through the storage event', () => {
    // The tests run in Node: a bare event target stands in for the window.
    const win = new EventTarget();
    vi.stubGlobal('window', win);
    const storageEvent = (key: string) => Object.assign(new Event('storage'), { key });
    try {
      const listener = vi.fn();
      const unsubscribe = subscribeSession(listener);
      win.dispatchEvent(storageEvent(SESSION_KEY));
      win.dispatchEvent(storageEvent('something.else'));
      unsubscribe();
      win.dispatchEvent(storageEvent(SESSION_KEY));
      expect(listener).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('returns the same object while the stored value is unchanged', () => {
    const storage = memoryStorage();
    writeSession({ apiToken: 't1', dealerCode: 'D1' }, storage);
    expect(readSession(storage)).toBe(readSession(storage));
  });

  it('clears the session on logout', () => {
    const storage = memoryStorage();
    writeSession({ apiToken: 'tok', dealerCode: 'ABC123' }, storage);
    clearSession(storage);
    expect(storage.map.has(SESSION_KEY)).toBe(false);
    expect(readSession(storage)).toBeNull();
  });

  it('notifies subscribers on write and clear', () => {
    const storage = memoryStorage();
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    writeSession({ apiToken: 'tok', dealerCode: 'X' }, storage);
    clearSession(storage);
    unsubscribe();
    writeSession({ apiToken: 'tok', dealerCode: 'X' }, storage);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('rejects corrupted or incomplete values', () => {
    expect(parseSession(null)).toBeNull();
    expect(parseSession('not json')).toBeNull();
    expect(parseSession('"a string"')).toBeNull();
    expect(parseSession('{"apiToken":"t"}')).toBeNull();
    expect(parseSession('{"apiToken":"","dealerCode":"D"}')).toBeNull();
    expect(parseSession('{"apiToken":1,"dealerCode":"D"}')).toBeNull();
  });

  it('matches dealer codes case-insensitively (A4)', () => {
    const session = { apiToken: 't', dealerCode: 'abc123' };
    expect(isSessionFor(session, 'ABC123')).toBe(true);
    expect(isSessionFor(session, 'XYZ999')).toBe(false);
    expect(isSessionFor(null, 'ABC123')).toBe(false);
    expect(isSessionFor(session, undefined)).toBe(false);
  });

  it('gives a passcode session dealer mode on its own project only (A4)', () => {
    const passcode = { apiToken: 't', dealerCode: 'ABC123', projectId: 'yBgn55QSD7VorP8t' };
    expect(isSessionFor(passcode, 'abc123', 'yBgn55QSD7VorP8t')).toBe(true);
    expect(isSessionFor(passcode, 'ABC123', 'ybgn55qsd7vorp8t')).toBe(false);
    expect(isSessionFor(passcode, 'ABC123', 'Zq9hPLmNa2xK7rTw')).toBe(false);
    expect(isSessionFor(passcode, 'ABC123')).toBe(false);
    expect(isSessionFor(passcode, 'XYZ999', 'yBgn55QSD7VorP8t')).toBe(false);
    // A dashboard session is the dealer's on every project of the dealer.
    const dashboard = { apiToken: 't', dealerCode: 'ABC123', projectId: null };
    expect(isSessionFor(dashboard, 'ABC123', 'Zq9hPLmNa2xK7rTw')).toBe(true);
    expect(isDashboardSession(dashboard)).toBe(true);
    expect(isDashboardSession(passcode)).toBe(false);
    expect(isDashboardSession(null)).toBe(false);
  });

  it('removes the passcode from a search and keeps the rest (A4)', () => {
    expect(searchWithoutPasscode('?passcode=1234')).toBe('');
    expect(searchWithoutPasscode('?a=1&passcode=x&b=2')).toBe('?a=1&b=2');
    expect(searchWithoutPasscode('')).toBe('');
  });
});
