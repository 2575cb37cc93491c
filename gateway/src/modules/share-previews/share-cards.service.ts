/**
 * Link cards: the `og:image` of a shared project's page, a 1200 x 630 PNG of
 * the team, its colours, its products and its dealer, pictured by the render service from the web
 * app's card page (`/print/cards/{segment}/{DEALER}[/{id}]`) once per version of the project
 * (`cardVersion`) and kept in the blob store (`share_cards`). Concurrent asks for one card in one
 * gateway share one drawing.
 *
 * Limits of their own: a drawing costs the asking address one point of SHARE_CARD_RATE_LIMIT per
 * SHARE_CARD_RATE_WINDOW_SECONDS (a stored card, or one being drawn, costs nothing), and the card
 * page reads the project with a print grant of its own (`#print-token=`, ended when the drawing
 * ends), so the snapshots it asks for count on that grant (RENDER_PRINT_PAGE_LIMIT), not on the
 * render service's address. Only a card that drew is stored: an answer of the render service that
 * is not a PNG of the card's size is a failure, and so is a card page whose pictures did not all
 * draw (it says so and never signals ready); a failure stores nothing, so the next ask draws again.
 */
import type { Db } from '../../db/index.js';
import type { AddressBudget } from '../../lib/address-budget.js';
import type { BlobStore } from '../../plugins/files.js';
import type { PrintGrants } from '../render/index.js';
import { RenderCallError, type RenderClient } from '../render/index.js';
import * as repo from './share-cards.repository.js';
import { cardVersion, type SharePreviews } from './share-previews.service.js';

/** The size of a link card, CSS px (Open Graph's large image). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** What a card asked for answers: its PNG, or null when the path names no shared project. */
export type ShareCard = { png: Buffer; version: string } | null;

/** The asking address spent its card drawings: try again in `retryAfterSeconds`. */
export class CardRateLimitedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many link cards drawn, try again in ${retryAfterSeconds} s`);
    this.name = 'CardRateLimitedError';
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** True when `bytes` start as a PNG of `width` x `height` px (its signature, then IHDR's size). */
export function isPngOfSize(bytes: Buffer, width: number, height: number): boolean {
  return (
    bytes.length > 24 &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.toString('latin1', 12, 16) === 'IHDR' &&
    bytes.readUInt32BE(16) === width &&
    bytes.readUInt32BE(20) === height
  );
}

export function shareCards(
  db: Db,
  deps: {
    previews: Pick<SharePreviews, 'sharedAt'>;
    client: Pick<RenderClient, 'pageImage'>;
    blobs: BlobStore;
    /** The card page's read grant of its project (render/print-grants.ts). */
    grants: Pick<PrintGrants, 'issue' | 'revoke'>;
    /** Card drawings per asking address (SHARE_CARD_RATE_LIMIT per SHARE_CARD_RATE_WINDOW_SECONDS). */
    budget: AddressBudget;
    /** Read at call time: tests set `publicUrl` after the app is built. */
    config: { publicUrl: string };
  },
) {
  const drawing = new Map<string, Promise<Buffer>>();

  async function draw(projectId: number, version: string, path: string): Promise<Buffer> {
    const grant = await deps.grants.issue(projectId, null);
    let png: Buffer;
    try {
      png = await deps.client.pageImage(
        `${deps.config.publicUrl}/print/cards${path}#print-token=${grant.token}`,
        SHARE_CARD_SIZE.width,
        SHARE_CARD_SIZE.height,
      );
    } finally {
      await deps.grants.revoke(grant.token);
    }
    // Stored only when it drew: anything else is a failure, and the next ask tries again.
    if (!isPngOfSize(png, SHARE_CARD_SIZE.width, SHARE_CARD_SIZE.height))
      throw new RenderCallError(
        `render service /v1/page-images answered ${png.length} bytes that are not a ${SHARE_CARD_SIZE.width} x ${SHARE_CARD_SIZE.height} PNG`,
        null,
        true,
        'The picture could not be drawn',
      );
    const key = await deps.blobs.put('cards', png, 'png');
    await repo.saveShareCard(db, projectId, version, key);
    return png;
  }

  return {
    /**
     * The card of the shared project at `cardPath` (`/{segment}/{DEALER}[/{id}]`, as its page's
     * path): the stored card of its current version, else drawn now (for the address `ip`) and
     * stored. Null for a path that names no shared project (a draft, an archived or an unknown
     * one). Throws the render client's RenderCallError when the card cannot be drawn, and
     * {@link CardRateLimitedError} when `ip` spent its drawings.
     */
    async cardAt(cardPath: string, ip: string): Promise<ShareCard> {
      const shared = await deps.previews.sharedAt(cardPath);
      if (!shared) return null;
      const version = cardVersion(shared);
      const stored = await repo.shareCardOf(db, shared.project.id);
      if (stored?.version === version) {
        const png = await deps.blobs.get(stored.blob_key);
        if (png) return { png, version };
      }
      const key = `${shared.project.id}:${version}`;
      let pending = drawing.get(key);
      if (!pending) {
        const wait = await deps.budget.take(ip);
        if (wait > 0) throw new CardRateLimitedError(wait);
        pending = drawing.get(key) ?? draw(shared.project.id, version, shared.path).finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      return { png: await pending, version };
    },
  };
}

export type ShareCards = ReturnType<typeof shareCards>;
