import { describe, expect, it } from 'vitest';
import { docsView, markdownHtml } from './docs-view.server.ts';

describe('the API reference page’s texts', () => {
  it('renders the Markdown of a description: code, emphasis and links', () => {
    expect(markdownHtml('Send it as `Authorization: Bearer qan_…`.')).toBe('<p>Send it as <code>Authorization: Bearer qan_…</code>.</p>');
    expect(markdownHtml('The *first* page, see [the list](/api/docs#endpoints).', { inline: true })).toBe(
      'The <em>first</em> page, see <a href="/api/docs#endpoints">the list</a>.',
    );
  });

  it('never passes raw HTML or a script link through', () => {
    const html = markdownHtml('Matching text with <mark> around <script>alert(1)</script> and [x](javascript:alert(1)).');
    expect(html).not.toMatch(/<(mark|script)>/);
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('javascript:');
  });

  it('leaves no backtick of the document unrendered', () => {
    const texts = JSON.stringify(docsView());
    expect(texts).toContain('<code>');
    expect(texts).not.toContain('`');
  });
});
