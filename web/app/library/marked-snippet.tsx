import { Fragment } from 'react';

/**
 * A search snippet whose matches the engine wrapped in `<mark>`: the marks become elements and
 * everything else stays text, so a judgment's own `<` never reaches the page as markup.
 */
export function MarkedSnippet({ snippet }: { snippet: string }) {
  const parts = snippet.split(/<mark>(.*?)<\/mark>/gs);
  return (
    <>
      {parts.map((part, index) => (index % 2 === 1 ? <mark key={index}>{part}</mark> : <Fragment key={index}>{part}</Fragment>))}
    </>
  );
}
