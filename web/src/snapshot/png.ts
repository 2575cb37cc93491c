/**
 * PNG encoding of a WebGL drawing buffer for the snapshot page (R1): much faster than
 * `canvas.toDataURL` on a software GPU. The pixels are the ones `toDataURL` would give for an
 * opaque canvas; the bytes differ (other filter and compression), the decoded picture does not.
 */
import { zlibSync } from 'fflate';

/**
 * The zlib level of a snapshot's pixels. Measured on this machine for a 470x588
 * jersey (830 kB of filtered scanlines): fflate at level 1 takes 21 ms for 131 kB, at level 3
 * 26 ms for 125 kB, at 6 59 ms for 119 kB; the browser's CompressionStream (zlib's default level,
 * no other to choose) 41 ms for 118 kB. A tenth more bytes per stored picture for 20 ms less of
 * every snapshot.
 */
export const PNG_ZLIB_LEVEL = 1;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array, crc = 0xffffffff): number {
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]!) & 0xff]! ^ (crc >>> 8);
  return crc;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, (crc32(out.subarray(4, 8 + data.length)) ^ 0xffffffff) >>> 0);
  return out;
}

/**
 * Reads the current drawing buffer of `gl` (width x height px, alpha 255 everywhere: an opaque
 * canvas) as top-down RGB scanlines, each led by PNG filter type 2 ("Up"), ready for deflate.
 * Returns null when some pixel is not opaque (premultiplied alpha would need undoing: the caller
 * falls back to `toDataURL`).
 */
export function readScanlines(
  gl: WebGLRenderingContext | WebGL2RenderingContext,
  width: number,
  height: number,
): Uint8Array | null {
  const rgba = new Uint8Array(width * height * 4);
  gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, rgba);
  const stride = width * 3 + 1;
  const lines = new Uint8Array(stride * height);
  // readPixels gives the bottom row first; PNG wants the top row first.
  for (let y = 0; y < height; y++) {
    const src = (height - 1 - y) * width * 4;
    const above = y > 0 ? (height - y) * width * 4 : -1;
    let o = y * stride;
    lines[o++] = 2;
    for (let x = 0; x < width; x++) {
      const i = src + x * 4;
      if (rgba[i + 3] !== 255) return null;
      if (above < 0) {
        lines[o++] = rgba[i]!;
        lines[o++] = rgba[i + 1]!;
        lines[o++] = rgba[i + 2]!;
      } else {
        const j = above + x * 4;
        lines[o++] = (rgba[i]! - rgba[j]!) & 0xff;
        lines[o++] = (rgba[i + 1]! - rgba[j + 1]!) & 0xff;
        lines[o++] = (rgba[i + 2]! - rgba[j + 2]!) & 0xff;
      }
    }
  }
  return lines;
}

/**
 * A PNG (8-bit RGB, not interlaced) of `width` x `height` px from filtered scanlines
 * (`readScanlines`), zlib-compressed at {@link PNG_ZLIB_LEVEL} by fflate.
 */
export function encodePng(lines: Uint8Array, width: number, height: number): Uint8Array {
  const idat = zlibSync(lines, { level: PNG_ZLIB_LEVEL });
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8);
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', idat),
    chunk('IEND', new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    png.set(p, at);
    at += p.length;
  }
  return png;
}
