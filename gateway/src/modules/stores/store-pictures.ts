/**
 * The pictures a store's receipts show: each line's garment with its player's name and number,
 * drawn by the render service as any snapshot is, and served by the gateway at
 * `/store-pictures/{renderHash}/{VIEW}.png` (an address a mail client loads when the email is
 * opened: the render, queued at the checkout, is done by then). The render hash names only a
 * picture's content (SHA-256), like the content-addressed `/files/` it redirects to.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

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

/** Where print pictures are kept: what {@link storePrintPictures} needs of the blob store. */
export interface PrintPictureBlobs {
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  write(key: string, bytes: Uint8Array): Promise<void>;
}

/**
 * The print pictures made from drawn pictures: each made once with sharp (a
 * {@link PRINT_PICTURE_WIDTH} px JPEG on white) and kept beside its picture, named after it
 * (`print-pictures/<picture's name>-240.jpg`). A packing list of hundreds of bags prints small
 * pictures, not the full ones.
 */
export function storePrintPictures(blobs: PrintPictureBlobs) {
  const keyOf = (blobKey: string) =>
    `print-pictures/${blobKey.replace(/^.*\//, '').replace(/\.[a-z]+$/, '')}-${PRINT_PICTURE_WIDTH}.jpg`;
  const making = new Map<string, Promise<Buffer | null>>();
  async function make(blobKey: string): Promise<Buffer | null> {
    const source = await blobs.get(blobKey);
    if (!source) return null;
    const bytes = await sharp(source)
      .flatten({ background: '#ffffff' })
      .resize({ width: PRINT_PICTURE_WIDTH, withoutEnlargement: true })
      .jpeg({ quality: 78 })
      .toBuffer();
    await blobs.write(keyOf(blobKey), bytes);
    return bytes;
  }
  /** Made once at a time per picture, however many ask at once. */
  function once(blobKey: string): Promise<Buffer | null> {
    let found = making.get(blobKey);
    if (!found) {
      found = make(blobKey).finally(() => making.delete(blobKey));
      making.set(blobKey, found);
    }
    return found;
  }
  return {
    /** The print picture of the drawn picture at `blobKey` (made now when it is not kept yet); null without the picture. */
    async bytes(blobKey: string): Promise<Buffer | null> {
      return (await blobs.get(keyOf(blobKey))) ?? once(blobKey);
    },
    /** Makes the print picture of `blobKey` ahead of a print page that shows it, unless it is kept already. */
    async ensure(blobKey: string): Promise<void> {
      if (!(await blobs.exists(keyOf(blobKey)))) await once(blobKey);
    },
  };
}

export type StorePrintPictures = ReturnType<typeof storePrintPictures>;

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
