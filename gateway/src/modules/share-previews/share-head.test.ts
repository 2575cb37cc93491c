import { describe, expect, it } from 'vitest';
import { escapeHtml, previewTags, withPreview } from './share-head.js';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Design, share and quote team apparel." />
    <title>Team Apparel Studio</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('the head of a shared page', () => {
  it('escapes every character that could end an attribute or open a tag', () => {
    expect(escapeHtml(`Hawks & "Co" <b>'s`)).toBe('Hawks &amp; &quot;Co&quot; &lt;b&gt;&#39;s');
  });

  it('puts the title, description and tags in the head, once', () => {
    const html = withPreview(INDEX, {
      title: 'Hawks · Spring',
      description: 'The snapsheet of "Hawks"',
      url: 'https://tas.example/snapsheets/A/b/',
      image: 'https://tas.example/previews/b.png',
    });
    expect(html).toContain('<title>Hawks · Spring</title>');
    expect(html).toContain('<meta name="description" content="The snapsheet of &quot;Hawks&quot;" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta property="og:image" content="https://tas.example/previews/b.png" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"></div>');
  });

  it('says summary without a picture', () => {
    const tags = previewTags({ title: 't', description: 'd', url: 'u' });
    expect(tags).not.toContain('og:image');
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
  });
});
