/**
 * Unsubscribing: every notice but a receipt carries a link with a random token (`tun_` + 32
 * bytes, base64url) of which only the SHA-256 is kept; the link unsubscribes the notice's
 * recipient from everything but receipts. The suppression list knows an address by the SHA-256
 * of its trimmed lower-case form, so it holds no address in the clear.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Executor } from '../../db/index.js';
import type { NoticeRow } from '../../db/types.js';
import * as repo from './notices.repository.js';

const UNSUBSCRIBE_PREFIX = 'tun_';
const UNSUBSCRIBE_SHAPE = /^tun_[A-Za-z0-9_-]{43}$/;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const addressHashOf = (address: string) => sha256(address.trim().toLowerCase());

/** A new unsubscribe token and the hash the notice keeps of it. */
export function newUnsubscribeToken(): { token: string; hash: string } {
  const token = UNSUBSCRIBE_PREFIX + randomBytes(32).toString('base64url');
  return { token, hash: sha256(token) };
}

/** Whether `address` unsubscribed from every notice but receipts. */
export function isUnsubscribed(exec: Executor, address: string): Promise<boolean> {
  return repo.isSuppressed(exec, addressHashOf(address));
}

/** The unsubscribe use cases of the link's page (unsubscribe.routes.ts). */
export function unsubscribing(db: Db) {
  /** The notice of an unsubscribe token; undefined for anything else. */
  async function noticeOfToken(token: string): Promise<NoticeRow | undefined> {
    return UNSUBSCRIBE_SHAPE.test(token) ? repo.noticeByUnsubscribeHash(db, sha256(token)) : undefined;
  }

  return {
    /**
     * The address an unsubscribe link of `token` would unsubscribe; null for an unknown token
     * (the confirmation page shows it before the click).
     */
    async unsubscribeTarget(token: string): Promise<{ recipient: string } | null> {
      const notice = await noticeOfToken(token);
      return notice ? { recipient: notice.recipient } : null;
    },

    /**
     * Unsubscribes the recipient of the notice of `token` from every notice that is not a
     * receipt (idempotent); answers the address, or null for an unknown token.
     */
    async unsubscribe(token: string): Promise<{ recipient: string } | null> {
      const notice = await noticeOfToken(token);
      if (!notice) return null;
      await repo.insertSuppression(db, addressHashOf(notice.recipient));
      return { recipient: notice.recipient };
    },
  };
}
