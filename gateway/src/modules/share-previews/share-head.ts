/**
 * The `<head>` of a shared page: what a link pasted into a chat, a mail or
 * a social network shows. Pure: text in, escaped HTML out.
 */

/** What a shared project's page says about itself. */
export interface SharePreview {
  /** The tab and card title, e.g. `Hawks · Spring Uniforms · Quote Sports`. */
  title: string;
  /** One or two sentences for the card. */
  description: string;
  /** The page's absolute URL (`og:url`). */
  url: string;
  /** An absolute URL of a 1200x630 PNG (`og:image`), when there is one. */
  image?: string | null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `text` safe inside an HTML attribute value or element. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The meta tags of a preview: Open Graph, then Twitter's large image card. */
export function previewTags(p: SharePreview): string {
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:title', p.title],
    ['property', 'og:description', p.description],
    ['property', 'og:url', p.url],
    ...(p.image
      ? ([
          ['property', 'og:image', p.image],
          ['property', 'og:image:width', '1200'],
          ['property', 'og:image:height', '630'],
        ] as [string, string, string][])
      : []),
    ['name', 'twitter:card', p.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', p.title],
    ['name', 'twitter:description', p.description],
  ];
  return tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`).join('\n    ');
}

/**
 * The app's `index.html` with the preview's title, description and tags in its head (the first
 * `<title>` and `<meta name="description">` are replaced, the tags go before `</head>`).
 */
export function withPreview(indexHtml: string, p: SharePreview): string {
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(p.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(p.description)}" />`,
    )
    .replace('</head>', `    ${previewTags(p)}\n  </head>`);
}
