/**
 * Link cards (issue 19 section 4): the `og:image` of a shared project's page, a 1200 x 630 PNG of
 * the team, its colours, its products and its dealer, pictured by the render service from the web
 * app's card page (`/print/cards/{segment}/{DEALER}[/{id}]`, read as a visitor reads the project)
 * once per version of the project (`cardVersion`) and kept in the blob store (`share_cards`).
 * Concurrent asks for one card in one gateway share one drawing.
 */
import type { Db } from '../../db/index.js';
import type { BlobStore } from '../../plugins/files.js';
import type { RenderClient } from '../render/render-client.js';
import * as repo from './share-cards.repository.js';
import { cardVersion, type SharePreviews } from './share-previews.service.js';

/** The size of a link card, CSS px (Open Graph's large image). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** What a card asked for answers: its PNG, or null when the path names no shared project. */
export type ShareCard = { png: Buffer; version: string } | null;

export function shareCards(
  db: Db,
  deps: {
    previews: Pick<SharePreviews, 'sharedAt'>;
    client: Pick<RenderClient, 'pageImage'>;
    blobs: BlobStore;
    /** Read at call time: tests set `publicUrl` after the app is built. */
    config: { publicUrl: string };
  },
) {
  const drawing = new Map<string, Promise<Buffer>>();

  async function draw(projectId: number, version: string, path: string): Promise<Buffer> {
    const png = await deps.client.pageImage(
      `${deps.config.publicUrl}/print/cards${path}`,
      SHARE_CARD_SIZE.width,
      SHARE_CARD_SIZE.height,
    );
    const key = await deps.blobs.put('cards', png, 'png');
    await repo.saveShareCard(db, projectId, version, key);
    return png;
  }

  return {
    /**
     * The card of the shared project at `cardPath` (`/{segment}/{DEALER}[/{id}]`, as its page's
     * path): the stored card of its current version, else drawn now and stored. Null for a path
     * that names no shared project (a draft, an archived or an unknown one). Throws the render
     * client's RenderCallError when the card cannot be drawn.
     */
    async cardAt(cardPath: string): Promise<ShareCard> {
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
        pending = draw(shared.project.id, version, shared.path).finally(() => drawing.delete(key));
        drawing.set(key, pending);
      }
      return { png: await pending, version };
    },
  };
}

export type ShareCards = ReturnType<typeof shareCards>;
