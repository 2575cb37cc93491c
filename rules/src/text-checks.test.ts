import { describe, expect, it } from 'vitest';
import { EMAIL_ADDRESS, startsAsSvg, trimEnd } from './text-checks.js';

describe('startsAsSvg', () => {
  it('reads an SVG after a declaration, comments and a DOCTYPE, in any case', () => {
    expect(startsAsSvg('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBe(true);
    expect(startsAsSvg('  \n<SVG>')).toBe(true);
    expect(startsAsSvg('<?xml version="1.0"?>\n<!-- made by hand -->\n<!--two-->\n<svg\tviewBox="0 0 1 1">')).toBe(
      true,
    );
    expect(startsAsSvg('<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN"><!-- c --><svg>')).toBe(
      true,
    );
    expect(startsAsSvg('<!doctype svg><svg >')).toBe(true);
  });

  it('refuses anything else', () => {
    expect(startsAsSvg('')).toBe(false);
    expect(startsAsSvg('<svgx>')).toBe(false);
    expect(startsAsSvg('<svg')).toBe(false);
    expect(startsAsSvg('<html><svg>')).toBe(false);
    expect(startsAsSvg('<!-- never closed <svg>')).toBe(false);
    expect(startsAsSvg('<!DOCTYPE a><!DOCTYPE b><svg>')).toBe(false);
    expect(startsAsSvg('x<svg>')).toBe(false);
  });

  it('answers the pattern that once backtracked for days (281 bytes of empty comments) at once', () => {
    // `'<!---->'.repeat(40) + 'x'` took /(<!--[\s\S]*?-->\s*)*<svg/ about 2^40 steps; a scan
    // looks at each character a bounded number of times, whatever the count of comments.
    expect(startsAsSvg('<!---->'.repeat(40) + 'x')).toBe(false);
    expect(startsAsSvg('<!---->'.repeat(100_000) + '<svg>')).toBe(true);
    expect(startsAsSvg('<!--'.repeat(200_000))).toBe(false);
  });
});

describe('EMAIL_ADDRESS', () => {
  it('takes an address and refuses what is not one', () => {
    for (const ok of ['a@b.co', 'first.last+tag@mail.example.org', 'x@y.z']) expect(EMAIL_ADDRESS.test(ok)).toBe(true);
    for (const bad of ['a@b', 'a b@c.d', 'a@@b.c', '@b.c', 'a@.b', 'a@b.', 'a@b..c', 'a@b c.d'])
      expect(EMAIL_ADDRESS.test(bad)).toBe(false);
  });
});

describe('trimEnd', () => {
  it('drops the run of one character at the end only', () => {
    expect(trimEnd('https://a.test///', '/')).toBe('https://a.test');
    expect(trimEnd('abc==', '=')).toBe('abc');
    expect(trimEnd('/a/b', '/')).toBe('/a/b');
    expect(trimEnd('////', '/')).toBe('');
    expect(trimEnd('', '/')).toBe('');
  });
});
