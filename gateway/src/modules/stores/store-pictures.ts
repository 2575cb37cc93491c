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

/**
 * The address path of the picture of `renderHash` in `view` made for print pages (the packing
 * list): a small JPEG ({@link PRINT_PICTURE_WIDTH} px wide) served as it is, no redirect.
 */
export const printPicturePath = (renderHash: string, view: PictureView): string =>
  `/store-pictures/${renderHash}/${view}.print.jpg`;

/** The width of a print page's picture, px: about 1.6 inches at 150 dpi. */
export const PRINT_PICTURE_WIDTH = 240;

const PICTURE = /^\/store-pictures\/([a-f0-9]{64})\/(FRONT|BACK)\.(png|print\.jpg)$/;

/**
 * `GET /store-pictures/{renderHash}/{VIEW}.png`: a redirect (302) to the drawn picture's file;
 * `GET /store-pictures/{renderHash}/{VIEW}.print.jpg`: the small print picture itself (a day's
 * cache: its address names its content). 404 while it is not drawn (or for anything else).
 * `find` answers the file's address, `print` the print picture's bytes.
 */
export function registerStorePictureRoutes(
  app: FastifyInstance,
  find: (renderHash: string, view: PictureView) => Promise<string | null>,
  print?: (renderHash: string, view: PictureView) => Promise<Buffer | null>,
): void {
  app.get('/store-pictures/*', async (req, reply) => {
    const match = PICTURE.exec(req.url.split('?', 1)[0]!);
    if (match && match[3] === 'print.jpg') {
      const bytes = print ? await print(match[1]!, match[2] as PictureView) : null;
      if (!bytes) return reply.code(404).header('cache-control', 'no-store').send({ error: 'Not found' });
      return reply
        .header('content-type', 'image/jpeg')
        .header('cache-control', 'public, max-age=86400, immutable')
        .send(bytes);
    }
    const url = match ? await find(match[1]!, match[2] as PictureView) : null;
    if (!url) return reply.code(404).header('cache-control', 'no-store').send({ error: 'Not found' });
    return reply.header('cache-control', 'public, max-age=3600').redirect(url, 302);
  });
}
