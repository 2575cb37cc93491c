import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { StoredDecoration } from '../../db/types.js';
import { checkLogo, LOGO_TOO_LARGE, MAX_LOGO_BYTES, sanitizeSvg, svgShape, unsafeCss } from './logo-content.js';
import { normalizeTypes, withoutLogo } from './logos.service.js';

const enc = (s: string) => new Uint8Array(Buffer.from(s, 'utf8'));

describe('checkLogo (D6)', () => {
  it('judges by content: PNG bytes are a PNG whatever the name', async () => {
    const png = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await checkLogo(new Uint8Array(png))).toMatchObject({
      ok: true,
      contentType: 'image/png',
      width: 3,
      height: 2,
    });
  });
  it("refuses over 5 MB with 'Logo max size exceeded', empty files and non-images", async () => {
    expect(await checkLogo(new Uint8Array(MAX_LOGO_BYTES + 1))).toEqual({ ok: false, message: LOGO_TOO_LARGE });
    expect((await checkLogo(new Uint8Array(0))).ok).toBe(false);
    expect((await checkLogo(enc('%PDF-1.4 hello'))).ok).toBe(false);
    expect((await checkLogo(enc('<html><svg></svg></html>'))).ok).toBe(false);
  });
  it('sanitises SVG: scripts, handlers, foreignObject and external references go', async () => {
    const r = await checkLogo(
      enc(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 20" onload="x()">
        <script>alert(1)</script><foreignObject><div>hi</div></foreignObject>
        <a href="javascript:alert(1)"><rect width="1" height="1"/></a>
        <rect width="10" height="20" style="fill:url(https://x.example/a)" fill="url(#g)"/></svg>`),
    );
    expect(r).toMatchObject({ ok: true, contentType: 'image/svg+xml', width: 10, height: 20 });
    const text = Buffer.from((r as { bytes: Uint8Array }).bytes).toString('utf8');
    expect(text).not.toMatch(/script|onload|foreignObject|javascript:|x\.example/i);
    expect(text).toContain('url(#g)');
    expect(sanitizeSvg('<div>not svg</div>')).toBeNull();
    const styled = sanitizeSvg(
      '<svg xmlns="http://www.w3.org/2000/svg"><style>@import "https://x.example/a.css"; rect{fill:red}</style><rect/></svg>',
    );
    // A sheet with an at-rule goes whole: no word check to get past.
    expect(styled).toBe('<svg xmlns="http://www.w3.org/2000/svg"><style></style><rect></rect></svg>');
  });

  it('drops CSS with escapes, at-rules or outside url(), keeps plain CSS', () => {
    const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`;
    const payloads = [
      '@\\69mport "https://x.example/a.css";',
      '@\\69 mport url(https://x.example/a.css);',
      'rect{fill:\\75 rl(https://x.example/p.png)}',
      'rect{fill:u\\72l(https://x.example/p.png)}',
      'rect{background:image-set("https://x.example/p.png" 1x)}',
      '@font-face{font-family:x;src:url(https://x.example/f.woff)}',
      'rect{width:expression(alert(1))}',
      'rect{fill:URL( "https://x.example/p.png" )}',
    ];
    for (const css of payloads) {
      expect(sanitizeSvg(svg(`<style>${css}</style><rect/>`)), css).toBe(svg('<style></style><rect></rect>'));
      expect(sanitizeSvg(svg(`<rect style='${css}'/>`)), css).toBe(svg('<rect></rect>'));
    }
    // The exact review payloads, word for word.
    expect(unsafeCss('@\\69mport')).toBe(true);
    expect(unsafeCss('\\75 rl(')).toBe(true);
    // Plain presentation CSS and fragment references stay.
    for (const css of ['rect{fill:red;stroke:#123456}', 'rect{fill:url(#grad)}']) {
      expect(unsafeCss(css), css).toBe(false);
      expect(sanitizeSvg(svg(`<style>${css}</style>`))).toBe(svg(`<style>${css}</style>`));
    }
    expect(sanitizeSvg(svg('<rect style="fill:url(#g);opacity:0.5"/>'))).toBe(
      svg('<rect style="fill:url(#g);opacity:0.5"></rect>'),
    );
  });
});

describe('checkLogo on hostile text: linear in its size', () => {
  const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`;

  it('answers 281 bytes of empty comments at once (the prefilter once backtracked for days)', async () => {
    const text = '<!---->'.repeat(40) + 'x';
    expect(text.length).toBe(281);
    expect(await checkLogo(enc(text))).toEqual({
      ok: false,
      message: 'Only PNG, JPEG or SVG images can be used as logos',
    });
    const commented = await checkLogo(enc('<!---->'.repeat(40) + svg('<rect width="1"/>')));
    expect(commented).toMatchObject({ ok: true, contentType: 'image/svg+xml' });
  });

  it('rewrites an outside url() in an attribute to none, and leaves 200,000 unclosed url( in one pass', async () => {
    expect(sanitizeSvg(svg('<rect fill="url(https://x.example/p.svg#a)" mask="url(#m)"/>'))).toBe(
      svg('<rect fill="none" mask="url(#m)"></rect>'),
    );
    // An unclosed url( is still a URL to a CSS parser: it reads to the end of the value.
    expect(sanitizeSvg(svg('<rect filter="url(https://x.example/f.svg"/>'))).toBe(svg('<rect filter="none"></rect>'));
    // The old rewrite after sanitising scanned to the end of the text from every url(: 2*10^10
    // steps here. Now each attribute value is tested once, and text is not CSS.
    const many = 'url('.repeat(200_000);
    expect(sanitizeSvg(svg(`<rect fill="${many}"/>`))).toBe(svg('<rect fill="none"></rect>'));
    expect(sanitizeSvg(svg(`<text>${many}</text>`))).toBe(svg(`<text>${many}</text>`));
  });
});

describe('logo helpers', () => {
  it('normalises types', () => {
    expect(normalizeTypes([' Primary ', 'primary', '', 'Mascot'])).toEqual(['primary', 'mascot']);
    expect(normalizeTypes(undefined)).toBeUndefined();
    expect(() => normalizeTypes(['a', 'b', 'c', 'd', 'e', 'f'])).toThrow();
  });
  it('drops only the graphics that use the logo', () => {
    const d = (contentType: StoredDecoration['contentType'], logoId: number | null) =>
      ({ contentType, logoId, location: 'x' }) as StoredDecoration;
    const { kept, removed } = withoutLogo(
      [d('GRAPHICS', 5), d('UPLOADS', 5), d('GRAPHICS', 6), d('CUSTOM_TEXT', null)],
      5,
    );
    expect(removed).toBe(2);
    expect(kept.map((k) => k.logoId)).toEqual([6, null]);
  });

  it('counts SVG elements and nesting in one scan: comments, CDATA and quoted > skipped, /> not nested', () => {
    const svg = `<?xml version="1.0"?><!-- <g><g> --><svg a="x>y"><g><rect/><![CDATA[<g>]]><g/></g><path d='>'/></svg>`;
    expect(svgShape(svg)).toEqual({ elements: 5, depth: 2 });
    expect(svgShape(`<svg>${'<g>'.repeat(100)}`)).toEqual({ elements: 65, depth: 65 });
    expect(svgShape(`<svg>${'<g/>'.repeat(30_000)}</svg>`).elements).toBe(20_001);
  });

  it('refuses an SVG whose sanitised text passes 5 MB (each > is written as &gt;)', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><text>${'>'.repeat(2 * 1024 * 1024)}</text></svg>`;
    expect(svg.length).toBeLessThan(MAX_LOGO_BYTES);
    expect(await checkLogo(enc(svg))).toEqual({ ok: false, message: LOGO_TOO_LARGE });
  });
});
