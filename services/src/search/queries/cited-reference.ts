import { citationKey, citatorHref, isKnownJournal, parseCitation } from '@qanoon/contracts';
import { formatKeyword, parseKeyword, type SearchQuery, type Sql } from '@qanoon/infra';
import { writtenVariants } from '../../shared/citation-index.ts';

const variantsSearched = 12;
const plain = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/** A keyword that is a citation the library's judgments cite: the other ways they write it, and its citator page. */
export interface CitedReference {
  citation: string;
  href: string;
  variants: string[];
}

/**
 * A keyword that is a citation (a known law report) that the library's judgments cite, read from
 * the citation index; null for anything else.
 */
export async function citedReference(db: Sql, keyword: string): Promise<CitedReference | null> {
  const typed = keyword.trim();
  const citation = parseCitation(typed);
  if (citation.journal === null || !isKnownJournal(citation.journal)) return null;
  const written = await writtenVariants(db, citationKey(citation), variantsSearched);
  if (written.length === 0) return null;
  const variants = written.filter((v) => plain(v) !== plain(typed)).map((v) => v.replace(/"/g, '').trim());
  return { citation: typed, href: citatorHref(typed), variants };
}

/** The engine query also matching a cited reference's other written forms, each as a phrase: `PLD 1960 Kar. 697` finds `PLD 1960 Karachi 697`. */
export function withVariants(query: SearchQuery, variants: readonly string[]): SearchQuery {
  if (variants.length === 0) return query;
  const base = parseKeyword(query.alsoMatching ?? query.keyword ?? '');
  return { ...query, alsoMatching: formatKeyword([...base, ...variants.map((text) => [{ text, phrase: true, negated: false }])]) };
}
