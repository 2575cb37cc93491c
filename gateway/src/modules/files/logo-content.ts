/**
 * Logo content checks (D6): the type comes from the bytes, never the file name. PNG and JPEG
 * are recognised by their signature; SVG by parsing it as XML with an <svg> root, and it is
 * sanitised (no scripts, no event handlers, no external references) before it is stored.
 * An SVG no real logo needs (over {@link MAX_SVG_ELEMENTS} elements or nested deeper than
 * {@link MAX_SVG_DEPTH}) is refused by a linear scan before the sanitiser parses it, and the
 * sanitised text is held to the 5 MB rule too. `checkLogo` costs up to seconds of CPU: the
 * gateway runs it in its worker pool (plugins/cpu-pool.ts), never on the event loop.
 */
import { fileTypeFromBuffer } from 'file-type';
import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { startsAsSvg } from '@tas/garments';
import { LOGO_TOO_LARGE, MAX_LOGO_BYTES } from './logo-limits.js';

export { LOGO_TOO_LARGE, MAX_LOGO_BYTES };
/** Most elements of an SVG logo: a detailed crest has a few thousand. */
export const MAX_SVG_ELEMENTS = 20_000;
/** Deepest element nesting of an SVG logo. */
export const MAX_SVG_DEPTH = 64;

export type LogoCheck =
  | {
      ok: true;
      contentType: 'image/png' | 'image/jpeg' | 'image/svg+xml';
      ext: 'png' | 'jpg' | 'svg';
      bytes: Uint8Array;
      width: number | null;
      height: number | null;
    }
  | { ok: false; message: string };

const window = new JSDOM('').window;
const purify = DOMPurify(window as unknown as Parameters<typeof DOMPurify>[0]);

/** A CSS `url(` that does not name a fragment of the same document (`url(#grad)`). */
const FOREIGN_URL = /url\s*\(\s*(?!['"]?#)/i;

/**
 * CSS a logo may not keep (security review): any backslash (a CSS escape such as
 * `@\69mport` or `\75 rl(` spells a forbidden word past any word check), any at-rule (`@import`,
 * `@font-face` ...), `url(` other than a fragment reference `url(#id)`, `image-set(`, `image(`,
 * `src(`, `expression(`, `javascript:`, `behavior` and `-moz-binding`. Plain presentation CSS
 * (`fill:red`, `url(#grad)`) passes. Pure.
 */
export function unsafeCss(css: string): boolean {
  return (
    /[\\@]/.test(css) ||
    FOREIGN_URL.test(css) ||
    /(image-set|image|src|expression)\s*\(|javascript:|behavior|-moz-binding/i.test(css)
  );
}

// A <style> element holding unsafe CSS is emptied, a `style` attribute holding it dropped, and a
// presentation attribute (fill, filter, mask, clip-path, marker-*) pointing outside reads `none`:
// one test of each value as the sanitiser meets it, so the work stays linear in the document.
purify.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName === 'style' && unsafeCss(node.textContent ?? '')) node.textContent = '';
});
purify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName === 'style') {
    if (unsafeCss(data.attrValue)) data.keepAttr = false;
  } else if (FOREIGN_URL.test(data.attrValue)) data.attrValue = 'none';
});

/**
 * Removes scripts, handlers, foreignObject and any non-local reference from an SVG; CSS with an
 * escape, an at-rule or a non-fragment url() goes whole (`unsafeCss`), an attribute whose value
 * has a non-fragment url() reads `none`. Null when the result is not an SVG.
 */
export function sanitizeSvg(svg: string): string | null {
  const clean = purify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['script', 'foreignObject', 'iframe', 'image', 'use'],
    FORBID_ATTR: ['xlink:href', 'href'],
  });
  return startsAsSvg(clean) ? clean : null;
}

/**
 * The element count and deepest nesting of an SVG text, by one linear scan of its tags (no
 * parser): comments, CDATA, declarations and processing instructions are skipped, quoted
 * attribute values may hold `>`, a tag ending `/>` does not nest, an unclosed tag nests (as the
 * sanitiser's parser reads it). Stops as soon as `limits` are passed, so the figures are then
 * just over them.
 */
export function svgShape(
  text: string,
  limits: { elements: number; depth: number } = { elements: MAX_SVG_ELEMENTS, depth: MAX_SVG_DEPTH },
): { elements: number; depth: number } {
  let elements = 0;
  let depth = 0;
  let deepest = 0;
  let i = text.indexOf('<');
  const skipTo = (from: number, end: string) => {
    const at = text.indexOf(end, from);
    return at < 0 ? text.length : at + end.length;
  };
  while (i >= 0 && i < text.length) {
    const next = text[i + 1] ?? '';
    if (text.startsWith('<!--', i)) i = skipTo(i + 4, '-->');
    else if (text.startsWith('<![CDATA[', i)) i = skipTo(i + 9, ']]>');
    else if (next === '!' || next === '?') i = skipTo(i + 2, '>');
    else if (next === '/') {
      depth = Math.max(0, depth - 1);
      i = skipTo(i + 2, '>');
    } else if (/[A-Za-z_:]/.test(next)) {
      let j = i + 2;
      let quote = 0;
      for (; j < text.length; j++) {
        const c = text.charCodeAt(j);
        if (quote) {
          if (c === quote) quote = 0;
        } else if (c === 34 || c === 39) quote = c;
        else if (c === 62) break;
      }
      elements++;
      if (text.charCodeAt(j - 1) !== 47) deepest = Math.max(deepest, ++depth);
      if (elements > limits.elements || deepest > limits.depth) break;
      i = j + 1;
    } else i += 1;
    i = text.indexOf('<', i);
  }
  return { elements, depth: deepest };
}

/** Why an SVG text is refused before sanitising (naming the limit), or null. */
export function svgLimitProblem(text: string): string | null {
  const shape = svgShape(text);
  if (shape.elements > MAX_SVG_ELEMENTS)
    return `An SVG logo may have at most ${MAX_SVG_ELEMENTS.toLocaleString('en-US')} elements`;
  if (shape.depth > MAX_SVG_DEPTH) return `An SVG logo may nest its elements at most ${MAX_SVG_DEPTH} deep`;
  return null;
}

function svgSize(svg: string): { width: number | null; height: number | null } {
  const vb = /viewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(svg);
  if (vb) return { width: Math.round(Number(vb[1])), height: Math.round(Number(vb[2])) };
  const w = /\swidth\s*=\s*["']([\d.]+)/i.exec(svg);
  const h = /\sheight\s*=\s*["']([\d.]+)/i.exec(svg);
  return { width: w ? Math.round(Number(w[1])) : null, height: h ? Math.round(Number(h[1])) : null };
}

/** Checks bytes of an uploaded logo; the result says why when it is refused. */
export async function checkLogo(bytes: Uint8Array): Promise<LogoCheck> {
  if (bytes.byteLength > MAX_LOGO_BYTES) return { ok: false, message: LOGO_TOO_LARGE };
  if (bytes.byteLength === 0) return { ok: false, message: 'The file is empty' };
  const type = await fileTypeFromBuffer(bytes);
  if (type?.mime === 'image/png' || type?.mime === 'image/jpeg') {
    try {
      const meta = await sharp(bytes).metadata();
      if (!meta.width || !meta.height) return { ok: false, message: 'The image cannot be read' };
      return {
        ok: true,
        contentType: type.mime,
        ext: type.mime === 'image/png' ? 'png' : 'jpg',
        bytes,
        width: meta.width,
        height: meta.height,
      };
    } catch {
      return { ok: false, message: 'The image cannot be read' };
    }
  }
  // file-type calls any text starting with `<?xml` XML (or SVG): those go to the SVG check below.
  if (type && type.mime !== 'application/xml' && type.mime !== 'image/svg+xml')
    return { ok: false, message: 'Only PNG, JPEG or SVG images can be used as logos' };
  const text = Buffer.from(bytes).toString('utf8');
  if (startsAsSvg(text)) {
    const problem = svgLimitProblem(text);
    if (problem) return { ok: false, message: problem };
    const clean = sanitizeSvg(text);
    if (!clean) return { ok: false, message: 'The SVG cannot be read' };
    // The sanitiser writes every element out in full (`<rect/>` -> `<rect></rect>`): still 5 MB.
    if (Buffer.byteLength(clean, 'utf8') > MAX_LOGO_BYTES) return { ok: false, message: LOGO_TOO_LARGE };
    return { ok: true, contentType: 'image/svg+xml', ext: 'svg', bytes: Buffer.from(clean, 'utf8'), ...svgSize(clean) };
  }
  return { ok: false, message: 'Only PNG, JPEG or SVG images can be used as logos' };
}
