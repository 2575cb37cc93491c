/**
 * Text checks the gateway and the web both make on what a visitor sends: is this text an SVG
 * document, is this an email address, a text without trailing characters. Each runs in time
 * linear in its input (a scan, or a regular expression that cannot backtrack), because the text
 * is an attacker's choice: a pattern such as `(<!--[\s\S]*?-->\s*)*` over 281 bytes of
 * `<!---->` runs for days (`npm run lint` refuses such patterns through recheck).
 */

const SPACE = /\s/;

/** The index of the first character at or after `from` that is not whitespace (`\s`). */
function skipWhitespace(text: string, from: number): number {
  let i = from;
  while (i < text.length && SPACE.test(text[i]!)) i++;
  return i;
}

function startsWithAt(text: string, prefix: string, at: number): boolean {
  return text.slice(at, at + prefix.length).toLowerCase() === prefix;
}

/**
 * Whether `text` reads as an SVG document: after leading whitespace, an optional XML
 * declaration, any comments and at most one DOCTYPE (each followed by whitespace), its first
 * element is `<svg` followed by whitespace or `>`, in any letter case. One pass over the text:
 * every character is looked at a bounded number of times. Pure.
 */
export function startsAsSvg(text: string): boolean {
  let i = skipWhitespace(text, 0);
  if (startsWithAt(text, '<?xml', i)) {
    const end = text.indexOf('>', i);
    if (end < 0) return false;
    i = skipWhitespace(text, end + 1);
  }
  let doctype = false;
  for (;;) {
    if (text.startsWith('<!--', i)) {
      const end = text.indexOf('-->', i + 4);
      if (end < 0) return false;
      i = skipWhitespace(text, end + 3);
    } else if (!doctype && startsWithAt(text, '<!doctype', i)) {
      const end = text.indexOf('>', i);
      if (end < 0) return false;
      doctype = true;
      i = skipWhitespace(text, end + 1);
    } else break;
  }
  if (!startsWithAt(text, '<svg', i)) return false;
  const after = text[i + 4];
  return after === '>' || (after !== undefined && SPACE.test(after));
}

/**
 * A pragmatic email address: something@domain.tld, no spaces, no second `@`, the domain's
 * labels separated by single dots. The domain's labels exclude the dot, so the pattern has one
 * way to match any text and runs in linear time.
 */
export const EMAIL_ADDRESS = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** `text` without the run of `char` (one character) at its end, in linear time. Pure. */
export function trimEnd(text: string, char: string): string {
  let end = text.length;
  while (end > 0 && text[end - 1] === char) end--;
  return text.slice(0, end);
}
