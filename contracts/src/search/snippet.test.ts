import { describe, expect, it } from 'vitest';
import { plainSnippet } from './snippet.ts';

const marked = (text: string, ranges: { start: number; end: number }[]) => ranges.map(({ start, end }) => text.slice(start, end));

describe('a snippet as plain text with highlight ranges', () => {
  it('drops the marks and says where they were, end-exclusive', () => {
    const snippet = plainSnippet('The <mark>bail</mark> petition is <mark>dismissed</mark>.');
    expect(snippet.text).toBe('The bail petition is dismissed.');
    expect(snippet.highlights).toEqual([
      { start: 4, end: 8 },
      { start: 21, end: 30 },
    ]);
    expect(marked(snippet.text, snippet.highlights)).toEqual(['bail', 'dismissed']);
  });

  it('counts UTF-16 code units, as JavaScript strings index: Urdu and a character past the BMP', () => {
    const snippet = plainSnippet('𝐀 <mark>درخواست</mark> <mark>ضمانت</mark> منظور');
    expect(snippet.text).toBe('𝐀 درخواست ضمانت منظور');
    expect(snippet.highlights[0]).toEqual({ start: 3, end: 10 });
    expect(marked(snippet.text, snippet.highlights)).toEqual(['درخواست', 'ضمانت']);
  });

  it('keeps a judgment’s own angle brackets as text, and joins marks that touch', () => {
    const snippet = plainSnippet('a < b and <mark>pre</mark><mark>-arrest</mark> bail <mark></mark>');
    expect(snippet).toEqual({ text: 'a < b and pre-arrest bail ', highlights: [{ start: 10, end: 20 }] });
  });

  it('answers a snippet without marks as it is', () => {
    expect(plainSnippet('no match here')).toEqual({ text: 'no match here', highlights: [] });
  });
});
