import { limits, pageNumber, type DictionaryEntry, type DictionarySearchPage } from '@qanoon/contracts';
import type { LibraryDeps } from '../deps.ts';

type Deps = Pick<LibraryDeps, 'db'>;

interface EntryRow extends Record<string, unknown> {
  word: string;
  sense: number;
  meaning: string;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const regexEscaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Entries for the dictionary's search box, best first:
 * 1. the headword itself (`holiday` → HOLIDAY);
 * 2. headwords starting with it, shortest first (`insolv` → INSOLVENT before INSOLVENT DEBTOR);
 * 3. entries defining it as a phrase (`legal holiday` → HOLIDAY, `pocket veto` → VETO): the
 *    phrase inside the meaning; first an entry whose headword is one of the phrase's words and
 *    that defines it as a sub-entry (the phrase opening a line or sentence, then a full stop, as
 *    Black's writes "Legal holiday. A day …"), then any entry whose headword is one of its
 *    words, then any sub-entry, then the headword most like the phrase (`cognizee` → COGNIZANCE);
 * and when none of these is found, headwords like the typed word (a misspelling), a phrase's
 * every word like one of the headword's.
 * Capitals, accents and the meaning's line breaks never matter.
 */
export async function searchDictionary(deps: Deps, input: unknown, pageInput?: unknown): Promise<DictionarySearchPage> {
  const q = typeof input === 'string' ? input.trim().replace(/\s+/g, ' ').slice(0, 200) : '';
  const page = pageNumber(pageInput);
  const pageSize = limits.dictionaryPageSize;
  if (!q) return { q, page, pageSize, count: 0, rows: [] };
  const words = q.toLowerCase().split(' ');
  const values = [q, likeEscaped(q.toLowerCase()), words, `(^|\\n|[.;]\\s)\\s*${q.split(' ').map(regexEscaped).join('\\s+')}\\s*\\.`, pageSize, (page - 1) * pageSize];
  const { rows } = await deps.db.query<EntryRow & { total: bigint }>(
    `WITH q AS (SELECT lower(qanoon_unaccent($1)) AS text, lower(qanoon_unaccent($2)) AS pattern)
     SELECT word, sense, meaning, count(*) OVER () AS total FROM dictionary, q
     WHERE word_key = q.text OR word_key LIKE q.pattern || '%' OR meaning_key LIKE '%' || q.pattern || '%'
     ORDER BY (word_key = q.text) DESC,
              (word_key LIKE q.pattern || '%') DESC,
              CASE WHEN word_key LIKE q.pattern || '%' THEN length(word_key) END,
              (word_key = ANY($3::text[]) AND meaning ~* $4) DESC,
              (word_key = ANY($3::text[])) DESC,
              (meaning ~* $4) DESC,
              word_similarity(word_key, q.text) DESC,
              word, sense
     LIMIT $5 OFFSET $6`,
    values,
  );
  if (rows.length > 0 || page > 1) return { q, page, pageSize, count: Number(rows[0]?.total ?? 0), rows: rows.map(toEntry) };
  // A phrase misspelt is like a headword only when each of its words is (`nala fide` is MALA
  // FIDE, never BONA FIDE, which shares one word of it).
  const { rows: alike } = await deps.db.query<EntryRow>(
    `SELECT word, sense, meaning FROM dictionary WHERE word_key % lower(qanoon_unaccent($1))
       AND (cardinality($2::text[]) < 2 OR (SELECT bool_and(word_similarity(lower(qanoon_unaccent(w)), word_key) >= 0.3) FROM unnest($2::text[]) AS w))
     ORDER BY similarity(word_key, lower(qanoon_unaccent($1))) DESC, word, sense LIMIT 10`,
    [q, words],
  );
  return { q, page, pageSize, count: alike.length, rows: alike.map(toEntry) };
}

const toEntry = (row: EntryRow): DictionaryEntry => ({ word: row.word, sense: row.sense, meaning: row.meaning });
