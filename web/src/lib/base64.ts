/**
 * Base64 of bytes (RFC 4648, with padding, no line breaks, no `data:` prefix): the browser's
 * native `Uint8Array.prototype.toBase64` where it has one (Chromium 140 and later: under a
 * millisecond for a snapshot's PNG), else `btoa` over chunks of 32 KiB (a spread of a large array
 * would overflow the call stack).
 */
export function toBase64(bytes: Uint8Array): string {
  const native = (bytes as Uint8Array & { toBase64?: () => string }).toBase64;
  if (typeof native === 'function') return native.call(bytes);
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
