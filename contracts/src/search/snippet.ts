/**
 * A search snippet as the engines write it for the screens: matches wrapped in `<mark>…</mark>`,
 * everything else the judgment's own text (never markup). Programs get it as plain text and the
 * matches as ranges instead (ADR 0070).
 */
export interface SnippetHighlight {
  /** First code unit of the match: an index into the text as JavaScript strings count (UTF-16). */
  start: number;
  /** Just past the match's last code unit (end-exclusive). */
  end: number;
}

export interface PlainSnippet {
  text: string;
  highlights: SnippetHighlight[];
}

const markPattern = /<mark>([\s\S]*?)<\/mark>/g;

/**
 * The snippet's text without its marks, and where the marks were, in UTF-16 code units,
 * end-exclusive. An empty mark is no highlight; ranges are in order and never overlap.
 */
export function plainSnippet(marked: string): PlainSnippet {
  let text = '';
  let from = 0;
  const highlights: SnippetHighlight[] = [];
  for (const match of marked.matchAll(markPattern)) {
    text += marked.slice(from, match.index);
    const inner = match[1] ?? '';
    if (inner) {
      const last = highlights.at(-1);
      // Two marks side by side (`<mark>a</mark><mark>b</mark>`) are one match to a reader.
      if (last && last.end === text.length) last.end += inner.length;
      else highlights.push({ start: text.length, end: text.length + inner.length });
    }
    text += inner;
    from = match.index + match[0].length;
  }
  return { text: text + marked.slice(from), highlights };
}
