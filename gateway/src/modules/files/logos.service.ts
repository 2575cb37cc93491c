/**
 * Logo uploads (D6): base64 content, at most 5 MB, checked by content, SVG sanitised, stored
 * content-addressed in the blob store, owned by the caller's dealer (A6).
 */
import type { Db } from '../../db/index.js';
import type { LogoRow } from '../../db/types.js';
import { BadUserInputError } from '../../errors.js';
import type { BlobStore } from '../../plugins/files.js';
import { checkLogo, LOGO_TOO_LARGE, MAX_LOGO_BYTES } from './logo-content.js';

/** Largest base64 text accepted before decoding (5 MB of bytes, plus data: prefix slack). */
const MAX_BASE64_CHARS = Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 256;

export function logosService(db: Db, blobs: BlobStore) {
  return {
    /**
     * Stores a logo. Errors: BAD_USER_INPUT `content` ('Logo max size exceeded', not an image)
     * or `filename`; NOT_FOUND-free: a foreign customerId is BAD_USER_INPUT `customerId`.
     */
    async upload(
      dealerId: number,
      input: { filename: string; content: string; customerId?: string | null },
    ): Promise<LogoRow> {
      const filename = input.filename.trim().replace(/[\\/]/g, '_').slice(0, 200);
      if (!filename) throw new BadUserInputError('filename', 'A file name is required');
      if (input.content.length > MAX_BASE64_CHARS) throw new BadUserInputError('content', LOGO_TOO_LARGE);
      const base64 = input.content.replace(/^data:[^,]*,/, '');
      if (!/^[A-Za-z0-9+/=\s_-]*$/.test(base64)) throw new BadUserInputError('content', 'The content is not base64');
      const checked = await checkLogo(Buffer.from(base64, 'base64'));
      if (!checked.ok) throw new BadUserInputError('content', checked.message);
      let customerId: number | null = null;
      if (input.customerId) {
        const c = await db
          .selectFrom('customers')
          .select('id')
          .where('id', '=', Number(input.customerId) || 0)
          .where('dealer_id', '=', dealerId)
          .executeTakeFirst();
        if (!c) throw new BadUserInputError('customerId', 'Unknown customer');
        customerId = c.id;
      }
      const key = await blobs.put('logos', checked.bytes, checked.ext);
      return db
        .insertInto('logos')
        .values({
          dealer_id: dealerId,
          customer_id: customerId,
          filename,
          content_type: checked.contentType,
          byte_size: checked.bytes.byteLength,
          width: checked.width,
          height: checked.height,
          blob_key: key,
          deleted_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
  };
}

export type LogosService = ReturnType<typeof logosService>;
