/**
 * The pictures a store's receipts show: each line's garment with its player's name and number,
 * drawn by the render service as any snapshot is, and served by the gateway at
 * `/store-pictures/{renderHash}/{VIEW}.png` (an address a mail client loads when the email is
 * opened: the render, queued at the checkout, is done by then). The render hash names only a
 * picture's content (SHA-256), like the content-addressed `/files/` it redirects to.
 */
import type { FastifyInstance } from 'fastify';

/** The views a receipt's picture is drawn in. */
export type PictureView = 'FRONT' | 'BACK';

/** The address path of a picture of `renderHash` in `view`. */
export const picturePath = (renderHash: string, view: PictureView): string =>
  `/store-pictures/${renderHash}/${view}.png`;

/**
 * The view that shows a personalised garment: the back when a name or number is printed there
 * (their usual place), else the front.
 */
export function pictureView(decorations: readonly { contentType: string; location: string }[]): PictureView {
  return decorations.some(
    (d) =>
      (d.contentType === 'PLAYER_NAME' || d.contentType === 'PLAYER_NUMBER') &&
      d.location.toUpperCase().includes('BACK'),
  )
    ? 'BACK'
    : 'FRONT';
}

const PICTURE = /^\/store-pictures\/([a-f0-9]{64})\/(FRONT|BACK)\.png$/;

/**
 * `GET /store-pictures/{renderHash}/{VIEW}.png`: a redirect (302) to the drawn picture's file,
 * 404 while it is not drawn (or for anything else). `find` answers the file's address.
 */
export function registerStorePictureRoutes(
  app: FastifyInstance,
  find: (renderHash: string, view: PictureView) => Promise<string | null>,
): void {
  app.get('/store-pictures/*', async (req, reply) => {
    const match = PICTURE.exec(req.url.split('?', 1)[0]!);
    const url = match ? await find(match[1]!, match[2] as PictureView) : null;
    if (!url) return reply.code(404).header('cache-control', 'no-store').send({ error: 'Not found' });
    return reply.header('cache-control', 'public, max-age=3600').redirect(url, 302);
  });
}
