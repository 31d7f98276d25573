import { libraryLetter, limits, pageNumber, type ArticleSummary, type ArticleView, type DictionaryPage } from '@qanoon/contracts';
import type { LibraryDeps } from '../deps.ts';
import { textKey } from './cases.ts';

type Deps = Pick<LibraryDeps, 'db'>;

interface ArticleRow extends Record<string, unknown> {
  id: bigint;
  title: string;
  author: string;
  category: string;
  year: number | null;
}

const articleColumns = 'id, title, author, category, year';
const toArticle = (row: ArticleRow): ArticleSummary => ({
  id: Number(row.id),
  title: row.title,
  author: row.author,
  category: row.category,
  year: row.year,
});

/** The legal terms under a letter, alphabetically. */
export async function legalTerms(deps: Deps, letterInput: unknown): Promise<string[]> {
  const { rows } = await deps.db.query<{ term: string }>('SELECT term FROM legal_terms WHERE letter = $1 ORDER BY term_key', [libraryLetter(letterInput)]);
  return rows.map((row) => row.term);
}

/** The articles whose title starts with a letter. */
export async function articlesByLetter(deps: Deps, letterInput: unknown): Promise<ArticleSummary[]> {
  const { rows } = await deps.db.query<ArticleRow>(`SELECT ${articleColumns} FROM articles WHERE letter = $1 ORDER BY title, author`, [
    libraryLetter(letterInput),
  ]);
  return rows.map(toArticle);
}

const searchLimit = 100;

/**
 * Articles matching the search box: words anywhere in title, author, category or text (ranked,
 * title first), or the typed text inside a title or author's name.
 */
export async function searchArticles(deps: Deps, input: unknown): Promise<ArticleSummary[]> {
  const text = textKey(input, 200);
  if (!text) return [];
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await deps.db.query<ArticleRow>(
    `WITH q AS (SELECT websearch_to_tsquery('english', qanoon_unaccent($1)) AS query)
     SELECT ${articleColumns} FROM articles, q
     WHERE document @@ q.query OR title ILIKE $2 OR author ILIKE $2
     ORDER BY (title ILIKE $2) DESC, ts_rank(document, q.query) DESC, title LIMIT $3`,
    [text, like, searchLimit],
  );
  return rows.map(toArticle);
}

/** An article with its text, for the Read popup. */
export async function article(deps: Deps, input: unknown): Promise<ArticleView | null> {
  const id = typeof input === 'number' ? input : Number(textKey(input, 20) ?? NaN);
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const { rows } = await deps.db.query<ArticleRow & { article_text: string }>(`SELECT ${articleColumns}, article_text FROM articles WHERE id = $1`, [id]);
  const row = rows[0];
  return row ? { ...toArticle(row), text: row.article_text } : null;
}

/** A page of the dictionary under a letter (100 words a page) and how many entries the letter has. */
export async function dictionaryPage(deps: Deps, letterInput: unknown, pageInput?: unknown): Promise<DictionaryPage> {
  const letter = libraryLetter(letterInput);
  const page = pageNumber(pageInput);
  const pageSize = limits.dictionaryPageSize;
  const [entries, count] = await Promise.all([
    deps.db.query<{ word: string; sense: number; meaning: string }>(
      'SELECT word, sense, meaning FROM dictionary WHERE letter = $1 ORDER BY word, sense LIMIT $2 OFFSET $3',
      [letter, pageSize, (page - 1) * pageSize],
    ),
    deps.db.query<{ n: bigint }>('SELECT count(*) AS n FROM dictionary WHERE letter = $1', [letter]),
  ]);
  return { letter, page, pageSize, count: Number(count.rows[0]?.n ?? 0n), rows: entries.rows };
}
