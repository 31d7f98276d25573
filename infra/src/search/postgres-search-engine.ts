import { caseNumberKeys, foldPartyNames, withinKey } from '@qanoon/contracts';
import type { Database, Sql } from '../postgres/database.ts';
import {
  searchResultWindow,
  searchTimeLimitMs,
  SearchTooComplexError,
  similarTextLimit,
  standingQueryOf,
  type FoundDocument,
  type SearchDocument,
  type SearchEngine,
  type SearchHit,
  type SearchKind,
  type SearchQuery,
  type SearchResult,
  type SimilarDocument,
  type Spellings,
  type StandingMatch,
} from './search-engine.ts';
import { nearestOf, oneEditFrom, spellableWords } from './spelling-distance.ts';
import { isPlainKeyword, parseKeyword, plainWordsOf, toWebsearchText } from './keyword-syntax.ts';

interface DocumentRow extends Record<string, unknown> {
  kind: SearchKind;
  id: string;
  title: string;
  parties: string | null;
  judge: string | null;
  lawyer: string | null;
  court: string | null;
  journal: string | null;
  year: number | null;
  page: number | null;
  extra: Record<string, unknown>;
  case_numbers: string[];
  cited: number;
  snippet: string | null;
}

const fields = ['kind', 'id', 'title', 'body', 'parties', 'judge', 'lawyer', 'court', 'journal', 'year', 'page', 'extra'] as const;
/** The columns a hit is made of: all but the text. */
const foundFields = fields.filter((field) => field !== 'body');

/**
 * Keyword matches ranked by ts_rank_cd at most: above it, the newest this many matches are ranked
 * and the older ones follow newest first. Ranking reads every match's tsvector (≈20 µs each with
 * its detoasting), so a term in every judgment would cost seconds over 100k cases (ADR 0018).
 */
export const rankedCandidates = 1_000;

/**
 * Matches counted exactly at most; above it the planner's estimate is given, flagged. Counting a
 * keyword within a range of years checks each match's TOASTed tsvector (≈20 µs): 2,000 cost
 * ≈40 ms, 10,000 ≈200 ms (ADR 0018).
 */
export const exactCountLimit = 2_000;

const orders = {
  // Within a year a report's page is its place in time: later pages, later judgments.
  newest: 'year DESC NULLS LAST, page DESC NULLS LAST, id',
  page: 'journal NULLS LAST, year NULLS LAST, page NULLS LAST, id',
  cited: 'cited DESC, year DESC NULLS LAST, page DESC NULLS LAST, id',
} as const;

function toFound(row: DocumentRow): FoundDocument {
  const doc: FoundDocument = { kind: row.kind, id: row.id, title: row.title };
  for (const key of ['parties', 'judge', 'lawyer', 'court', 'journal'] as const) {
    const value = row[key];
    if (value !== null) doc[key] = value;
  }
  if (row.year !== null) doc.year = row.year;
  if (row.page !== null) doc.page = row.page;
  if (row.case_numbers.length > 0) doc.caseNumbers = row.case_numbers;
  if (Object.keys(row.extra).length > 0) doc.extra = row.extra;
  if (row.cited > 0) doc.cited = row.cited;
  return doc;
}

/**
 * A typed name as matched: its first words up to 32 characters. A whole pasted title ("Province
 * of Sindh through Secretary Home Department, Karachi and others") has so many trigrams that the
 * trigram index reads most of the table (≈1 s); its opening words find the same cases.
 */
const nameLength = 32;

function nameOf(typed: string | undefined): string | undefined {
  const name = typed?.trim().replace(/\s+/g, ' ');
  if (!name || name.length <= nameLength) return name || undefined;
  const cut = name.slice(0, nameLength + 1);
  return cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : nameLength).replace(/[\s,.;:]+$/, '');
}

/**
 * A typed judge, lawyer or party as matched; parties with their Roman-Urdu spellings folded
 * (`Mohammad`, `Mst.`), as the stored party names are (party_names, ADR 0035).
 */
function typedName(query: SearchQuery, key: 'judge' | 'lawyer' | 'parties'): string | undefined {
  const typed = query[key];
  return nameOf(key === 'parties' && typed ? foldPartyNames(typed) : typed);
}

/**
 * How many of the words a match must have when most of them are asked for (statutes always, cases
 * when none has every word), as on Elasticsearch (mostWordsNeeded, 60% rounded down, at least
 * one): a heading remembered from memory is rarely word for word.
 */
const mostWordsShare = 0.6;

/** A keyword's text search: its tsquery, the condition a match meets, its score and the text its snippet marks. */
interface KeywordSql {
  tsquery: string;
  match: string;
  score: string;
  /** The websearch_to_tsquery text the snippet is marked with. */
  text: string;
}

/**
 * The keyword read by keyword-syntax.ts, as websearch_to_tsquery text (never the raw input, whose
 * stray hyphens and lowercase "or" it would take for operators). A statute's plain words are
 * each optional, 60% of them needed, and the more of them a section has the higher it ranks.
 */
function keywordSql(kind: SearchKind, keyword: string, param: (value: unknown) => string, mostWords = false): KeywordSql {
  const clauses = parseKeyword(keyword);
  const words = plainWordsOf(clauses);
  const forgiving = (kind === 'statute' || mostWords) && isPlainKeyword(clauses) && words.length > 1;
  const text = forgiving ? toWebsearchText(words.map((w) => [{ text: w, phrase: false, negated: false }])) : toWebsearchText(clauses);
  const tsquery = `websearch_to_tsquery('english', qanoon_unaccent(${param(text)}))`;
  let match = `document @@ ${tsquery}`;
  let score = `ts_rank_cd(document, ${tsquery})`;
  // A judgment's opening, where a law report prints its headnote, counts the keyword once more
  // (ADR 0029): catchwords typed from a headnote find their judgment before those that use the
  // same words in passing.
  if (kind === 'case') score += ` + ts_rank_cd('{1, 1, 1, 1}', lead, ${tsquery})`;
  // A name typed in the keyword box finds the judgment it is a party to before those that mention
  // it in passing, whatever its spelling (as partyWeight on Elasticsearch); a keyword that is no
  // party's name is not much like any, and gains nothing.
  // A judgment whose parties are that name in another written form (`Ch. Nazir Ahmed` for
  // `Chaudhry Nazir Ahmad`) matches too, through the names folded to one spelling.
  if (kind === 'case' && isPlainKeyword(clauses) && words.length > 1 && words.length <= partyWordsAtMost && !words.some((word) => /\d/.test(word))) {
    const name = `lower(qanoon_unaccent(${param(foldPartyNames(words.join(' ')))}::text))`;
    const likeness = `word_similarity(${name}, parties_key)`;
    score += ` + ${partyWeight} * greatest(0, ${likeness} - ${partyLikeness})`;
    match = `(${match} OR (${name} <% parties_key AND ${likeness} >= ${partyLikeness}))`;
  }
  if (kind === 'statute') {
    // A section's heading is what a reader remembers: words in it count far above the same words
    // in its text (the title weighed alone), the more so the shorter the heading they make up.
    score += ` + 10 * ts_rank_cd('{0, 0, 0, 1}', document, ${tsquery}) * (1 + 30.0 / (10 + length(title)))`;
  }
  if (forgiving) {
    const list = param(words);
    const each = `plainto_tsquery('english', qanoon_unaccent(w))`;
    const found = `(SELECT count(*) FROM unnest(${list}::text[]) AS w WHERE document @@ ${each})`;
    const needed = `(SELECT greatest(1, floor(${mostWordsShare} * count(*))) FROM unnest(${list}::text[]) AS w WHERE numnode(${each}) > 0)`;
    match += ` AND ${found} >= ${needed}`;
    score = `${found} + ${score}`;
  }
  const numbers = kind === 'case' ? caseNumberKeys(keyword) : [];
  if (numbers.length > 0) {
    // A case number in another written form than the judgment's: its key matches, and ranks first;
    // a judgment made in that case (an application, a review) next.
    const keys = param(numbers);
    const within = param(numbers.map(withinKey));
    match = `(${match} OR case_numbers && (${keys}::text[] || ${within}::text[]))`;
    score = `${caseNumberWeight.own} * (case_numbers && ${keys}::text[])::int + ${caseNumberWeight.within} * (case_numbers && ${within}::text[])::int + ${score}`;
  }
  return { tsquery, match, score, text };
}

/** A keyword of at most this many words, none with a digit (a citation, a case number), may be a party's name. */
const partyWordsAtMost = 6;
/** How like a judgment's parties a keyword must be to be taken for their name (trigram word likeness). */
const partyLikeness = 0.8;
/** What a party's name typed in the keyword box adds to a judgment it is a party to: up to 4 for a name written the same. */
const partyWeight = 20;

/**
 * What a case whose own case number is typed gets above any rank of words, and a case made in it
 * (as on Elasticsearch).
 */
const caseNumberWeight = { own: 100, within: 50 } as const;

/**
 * With synonyms, the keyword as typed ranks as it does without them, and a match of the grown
 * keyword adds a quarter (as synonymWeight on Elasticsearch): a synonym alone ranks below.
 */
const typedAbove = (typed: string, wide: string) => `(${typed}) + 0.25 * (${wide})`;

/**
 * Several sections typed (a head note's `Ss. 302, 147 & 149`): a judgment under more of them ranks
 * above one under fewer, whatever else it scores (as sectionWeight on Elasticsearch); one section
 * typed adds the same to every match, and so changes no order.
 */
function sectionScore(sections: readonly string[] | undefined, param: (value: unknown) => string): { filter: string; score: string | null } | null {
  if (sections === undefined) return null;
  const typed = param([...sections]);
  const score = new Set(sections).size > 1 ? `10 * cardinality(ARRAY(SELECT unnest(sections) INTERSECT SELECT unnest(${typed}::text[])))` : null;
  return { filter: `sections && ${typed}::text[]`, score };
}

/** A query's WHERE clause and score over search_documents, with its parameters. */
interface Plan {
  values: unknown[];
  where: string;
  /** The keyword's and names' conditions alone (the rest of where: the filters). */
  matching: string;
  /** The filters alone: kind, courts, journal, years, page. */
  filters: string;
  /** The keyword's tsquery text for snippets, when there is a keyword. */
  keywordText: string | null;
  /** The relevance score: keyword rank plus names' likeness; null when nothing is scored. */
  score: string | null;
}

function plan(query: SearchQuery): Plan {
  const values: unknown[] = [query.kind];
  const where = ['kind = $1'];
  const matching: string[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const scores: string[] = [];
  let keywordText: string | null = null;
  const keyword = query.keyword?.trim();
  if (keyword) {
    const sql = keywordSql(query.kind, keyword, param, query.words === 'most');
    const wide = query.alsoMatching?.trim() ? keywordSql(query.kind, query.alsoMatching, param) : null;
    keywordText = (wide ?? sql).text;
    // What the keyword matches, its synonyms' matches are a superset of; naming both keeps every
    // parameter in the count query, which has no score to use the keyword's own.
    matching.push(wide ? `(${wide.match} OR ${sql.match})` : sql.match);
    scores.push(wide ? typedAbove(sql.score, wide.score) : sql.score);
  }
  const courts = (typeof query.court === 'string' ? [query.court] : (query.court ?? [])).map((c) => c.trim()).filter(Boolean);
  // Without regard to capitals or accents, as Elasticsearch's keyword normalizer compares them.
  if (query.court !== undefined) where.push(`lower(qanoon_unaccent(court)) = ANY(ARRAY(SELECT lower(qanoon_unaccent(c)) FROM unnest(${param(courts)}::text[]) AS c))`);
  if (query.journal) where.push(`lower(journal) = lower(${param(query.journal)})`);
  if (query.yearFrom !== undefined) where.push(`year >= ${param(query.yearFrom)}`);
  if (query.yearTo !== undefined) where.push(`year <= ${param(query.yearTo)}`);
  if (query.page !== undefined) where.push(`page = ${param(query.page)}`);
  if (query.among !== undefined) where.push(`id = ANY(${param([...query.among])}::text[])`);
  const bySections = sectionScore(query.sections, param);
  if (bySections) where.push(bySections.filter);
  if (bySections?.score) scores.push(bySections.score);
  for (const key of ['judge', 'lawyer', 'parties'] as const) {
    const value = typedName(query, key);
    if (!value) continue;
    // word_similarity: the typed name against the closest stretch of the stored names.
    const name = `lower(qanoon_unaccent(${param(value)}))`;
    matching.push(`${name} <% ${key}_key`);
    scores.push(`word_similarity(${name}, ${key}_key)`);
  }
  return {
    values,
    where: [...where, ...matching].join(' AND '),
    filters: where.join(' AND '),
    matching: matching.join(' AND ') || 'true',
    keywordText,
    score: scores.length > 0 ? scores.join(' + ') : null,
  };
}

/**
 * When a keyword matches more than this share of the documents its other fields allow, its
 * newest matches are found by walking the newest-first index (each row checked: ≈20 µs) rather
 * than reading every match (≈2.6 µs each): the two cost the same near 0.3 over 100k documents
 * with 1,000 candidates (ADR 0018).
 */
const denseShare = 0.3;

/** The relevance score alone, with parameters of its own (keyword, then names). */
function scoreOf(query: SearchQuery): { sql: string; values: unknown[] } {
  const values: unknown[] = [];
  const scores: string[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const keyword = query.keyword?.trim();
  if (keyword) {
    const typed = keywordSql(query.kind, keyword, param, query.words === 'most').score;
    scores.push(query.alsoMatching?.trim() ? typedAbove(typed, keywordSql(query.kind, query.alsoMatching, param).score) : typed);
  }
  for (const key of ['judge', 'lawyer', 'parties'] as const) {
    const value = typedName(query, key);
    if (!value) continue;
    scores.push(`word_similarity(lower(qanoon_unaccent(${param(value)})), ${key}_key)`);
  }
  const bySections = new Set(query.sections ?? []).size > 1 ? sectionScore(query.sections, param) : null;
  if (bySections?.score) scores.push(bySections.score);
  return { sql: scores.length > 0 ? scores.join(' + ') : '0::real', values };
}

/** How many of a document's words a similar-text search looks for (Elasticsearch's max_query_terms). */
const similarTerms = 25;
/** A word in more than this share of the documents is too common to tell anything (max_doc_freq). */
const similarMaxShare = 0.2;
/**
 * The share of those words a document must have to be alike (Elasticsearch's minimum_should_match,
 * 30%), and at least two: one word in common is chance.
 */
const similarShare = 0.3;
/**
 * Documents having any of those words ranked at most: each rank reads a TOASTed tsvector (≈20 µs),
 * so 2,000 cost ≈40 ms whatever the size of the library.
 */
const similarCandidates = 2_000;


/** PostgreSQL full text: a weighted tsvector with GIN, trigram names, unaccented. */
export interface PostgresSearchEngineOptions {
  /** Keyword matches ranked at most (default {@link rankedCandidates}); tests lower it. */
  rankedCandidates?: number;
  /** Matches counted exactly at most (default {@link exactCountLimit}); tests lower it. */
  exactCountLimit?: number;
  /** Similar-text candidates ranked at most, shared out among the words (default {@link similarCandidates}); tests lower it. */
  similarCandidates?: number;
  /** Milliseconds a search may run (default {@link searchTimeLimitMs}); tests lower it. */
  timeLimitMs?: number;
}

// PostgreSQL's code for a statement cancelled by statement_timeout.
const queryCanceled = '57014';

/**
 * Every search's transaction: the planner prices a tsvector check as one cheap operator, but each
 * check of a TOASTed judgment detoasts it (≈20 µs): a sequential scan of 100k cases costs a
 * second, so the GIN and B-tree indexes always win here (ADR 0018). Sent with the BEGIN.
 */
const searchSettings = { enable_seqscan: 'off', jit: 'off' } as const;

export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres';
  private readonly rankLimit: number;
  private readonly countLimit: number;
  private readonly similarLimit: number;
  private readonly timeLimit: number;

  constructor(
    private readonly db: Database,
    options: PostgresSearchEngineOptions = {},
  ) {
    this.rankLimit = options.rankedCandidates ?? rankedCandidates;
    this.countLimit = options.exactCountLimit ?? exactCountLimit;
    this.similarLimit = options.similarCandidates ?? similarCandidates;
    this.timeLimit = options.timeLimitMs ?? searchTimeLimitMs;
  }

  async ensureReady(): Promise<void> {
    // The schema is created by the migrations; this only proves it is there.
    await this.db.query('SELECT 1 FROM search_documents LIMIT 0');
  }

  /**
   * Building a judgment's tsvector takes one core; two halves of a large batch on two
   * connections take two (measured when the stack was chosen: two COPY streams into a tsvector
   * table ran 1.9 times as fast as one).
   */
  async index(documents: SearchDocument[]): Promise<void> {
    if (documents.length < 2) return this.upsert(this.db, documents);
    const total = documents.reduce((n, d) => n + d.body.length, 0);
    let half = 0;
    let size = 0;
    while (half < documents.length - 1 && size < total / 2) size += documents[half++]?.body.length ?? 0;
    await Promise.all([this.upsert(this.db, documents.slice(0, half)), this.upsert(this.db, documents.slice(half))]);
  }

  /** Writes are visible once committed. */
  /** Fold the words of what was indexed into the library's vocabulary (search_words, ADR 0061). */
  async refresh(): Promise<void> {
    await this.db.query('SELECT qanoon_fold_search_words(true)');
  }

  private async upsert(sql: Sql, documents: SearchDocument[]): Promise<void> {
    if (documents.length === 0) return;
    const column = (pick: (d: SearchDocument) => unknown) => documents.map(pick);
    await sql.query(
      `INSERT INTO search_documents (${fields.join(', ')}, case_numbers, cited, party_names, sections)
       SELECT k, i, t, b, pa, j, l, c, jo, y, pg, e, ARRAY(SELECT jsonb_array_elements_text(cn)), coalesce(ci, 0), pn,
              ARRAY(SELECT jsonb_array_elements_text(se))
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                   $8::text[], $9::text[], $10::int[], $11::int[], $12::jsonb[], $13::int[], $15::jsonb[], $16::text[], $17::jsonb[])
            AS d(k, i, t, b, pa, j, l, c, jo, y, pg, e, ci, cn, pn, se)
       ON CONFLICT (kind, id) DO UPDATE SET
         ${[...fields, 'case_numbers', 'party_names', 'sections'].filter((f) => f !== 'kind' && f !== 'id').map((f) => `${f} = excluded.${f}`).join(', ')},
         cited = CASE WHEN $14::boolean THEN excluded.cited ELSE search_documents.cited END,
         indexed_at = now()`,
      [
        column((d) => d.kind),
        column((d) => d.id),
        column((d) => d.title),
        column((d) => d.body),
        column((d) => d.parties ?? null),
        column((d) => d.judge ?? null),
        column((d) => d.lawyer ?? null),
        column((d) => d.court ?? null),
        column((d) => d.journal ?? null),
        column((d) => d.year ?? null),
        column((d) => d.page ?? null),
        column((d) => JSON.stringify(d.extra ?? {})),
        column((d) => d.cited ?? null),
        // A document indexed again keeps its count unless the batch brings counts.
        documents.some((d) => d.cited !== undefined),
        column((d) => JSON.stringify(d.caseNumbers ?? [])),
        // Party search reads the names with their Roman-Urdu spellings folded (ADR 0035).
        column((d) => (d.parties ? foldPartyNames(d.parties) : null)),
        column((d) => JSON.stringify(d.sections ?? [])),
      ],
    );
  }

  async query(query: SearchQuery): Promise<SearchResult> {
    const offset = ((query.resultPage ?? 1) - 1) * (query.pageSize ?? 25);
    // Pages past the result window answer the count and no hits, as Elasticsearch's must.
    const pageSize = Math.max(0, Math.min(query.pageSize ?? 25, searchResultWindow - offset));
    const sort = query.sort ?? 'relevance';
    const { values, where, filters, matching, keywordText, score } = plan(query);
    // Keyword rank and names' likeness are worked out for the candidates only (ADR 0018).
    const ranked = sort === 'relevance' && score !== null;
    const withValues = (...extra: unknown[]) => {
      const list = [...values, ...extra];
      return { list, at: (k: number) => `$${values.length + k + 1}` };
    };

    const timed = this.db.transaction(async (tx) => {
      // The matches, counted up to the limit, each checked once (a bitmap scan that the LIMIT
      // stops: index scans are off until they are counted); with a keyword to rank, the newest
      // of them are the candidates.
      const first = withValues(this.countLimit + 1, ...(ranked ? [this.rankLimit] : []));
      const { rows: listed } = await tx.query<{ n: bigint; newest: string[] | null }>(
        `WITH matched AS MATERIALIZED (SELECT id, year, page FROM search_documents WHERE ${where} LIMIT ${first.at(0)})
         SELECT (SELECT count(*) FROM matched) AS n,
                ${ranked ? `ARRAY(SELECT id FROM matched ORDER BY ${orders.newest} LIMIT ${first.at(1)})` : 'NULL::text[]'} AS newest`,
        first.list,
      );
      await tx.query('SET LOCAL enable_indexscan = on');
      const matches = Number(listed[0]?.n ?? 0n);
      let total = matches;
      let estimated: SearchResult['estimated'];
      if (matches > this.countLimit) {
        // The planner's estimate, unless it says less than was counted (phrases fool it).
        const estimate = await this.estimate(tx, where, values);
        total = Math.max(this.countLimit, estimate);
        estimated = estimate > this.countLimit ? 'about' : 'at-least';
      }
      const counted = { total, ...(estimated ? { estimated } : {}) };
      if (matches === 0 || pageSize === 0 || (!estimated && offset >= matches)) return { ...counted, hits: [] };

      const picked: { id: string; score: number }[] = [];
      const pick = async (text: string, list: unknown[]) => {
        const { rows } = await tx.query<{ id: string; score: number }>(text, list);
        picked.push(...rows);
      };

      if (ranked) {
        // Rank the newest candidates, then list the rest newest first (ADR 0018).
        if (offset < this.rankLimit) {
          const limit = Math.min(pageSize, this.rankLimit - offset);
          if (estimated) {
            // Too many matches to have listed them: the newest are found and ranked in one go.
            // When the keyword or names match most of what the filters allow (a range of years,
            // a journal, a court), the newest-first index is walked: the filters are checked
            // first (the fence), the keyword only on what passes them; otherwise every match is
            // read from the bitmap and the newest kept.
            const allowed = plan({ ...query, keyword: undefined, judge: undefined, lawyer: undefined, parties: undefined });
            const dense = total >= denseShare * Math.max(1, await this.estimate(tx, allowed.where, allowed.values));
            const page = withValues(this.rankLimit, limit, offset);
            const columns = 'id, year, page, document, lead, judge_key, lawyer_key, parties_key';
            const candidates = dense
              ? `SELECT * FROM (
                   SELECT ${columns} FROM search_documents WHERE ${filters} ORDER BY ${orders.newest} OFFSET 0
                 ) AS allowed WHERE ${matching} ORDER BY ${orders.newest} LIMIT ${page.at(0)}`
              : `SELECT ${columns} FROM search_documents WHERE ${where} ORDER BY ${orders.newest} LIMIT ${page.at(0)}`;
            if (!dense) await tx.query('SET LOCAL enable_indexscan = off');
            await pick(
              `SELECT id, ${score} AS score FROM (${candidates}) AS candidates
               ORDER BY score DESC, year DESC NULLS LAST, page DESC NULLS LAST, id LIMIT ${page.at(1)} OFFSET ${page.at(2)}`,
              page.list,
            );
            if (!dense) await tx.query('SET LOCAL enable_indexscan = on');
          } else {
            const scoring = scoreOf(query);
            const at = (k: number) => `$${scoring.values.length + k + 1}`;
            await pick(
              `SELECT id, ${scoring.sql} AS score FROM search_documents WHERE kind = ${at(0)} AND id = ANY(${at(1)}::text[])
               ORDER BY score DESC, year DESC NULLS LAST, page DESC NULLS LAST, id LIMIT ${at(2)} OFFSET ${at(3)}`,
              [...scoring.values, query.kind, listed[0]?.newest ?? [], limit, offset],
            );
          }
        }
        const rest = offset + pageSize - Math.max(offset, this.rankLimit);
        if (rest > 0) {
          const page = withValues(rest, Math.max(offset, this.rankLimit));
          await pick(`SELECT id, 0::real AS score FROM search_documents WHERE ${where} ORDER BY ${orders.newest} LIMIT ${page.at(0)} OFFSET ${page.at(1)}`, page.list);
        }
      } else {
        const order = sort === 'relevance' ? (score ? `score DESC, ${orders.newest}` : orders.newest) : orders[sort];
        const page = withValues(pageSize, offset);
        await pick(`SELECT id, ${score ?? '0::real'} AS score FROM search_documents WHERE ${where} ORDER BY ${order} LIMIT ${page.at(0)} OFFSET ${page.at(1)}`, page.list);
      }

      // Urdu text is shown with its letters folded (migration 0018), so the words typed are marked
      // whichever yeh, kaf or heh the judgment was keyed with; other text is shown as written.
      const shown = `CASE WHEN left(body, 20000) ~ '[\\u0600-\\u06ff]' THEN qanoon_fold_arabic_script(left(body, 20000)) ELSE left(body, 20000) END`;
      const marked = keywordText !== null && query.snippets !== false;
      const snippet = marked
        ? `ts_headline('english', ${shown}, websearch_to_tsquery('english', qanoon_unaccent($3)),
             'StartSel=<mark>, StopSel=</mark>, MaxFragments=2, MaxWords=30, MinWords=12')`
        : 'NULL::text';
      const { rows } = await tx.query<DocumentRow>(
        `SELECT ${foundFields.join(', ')}, case_numbers, cited, ${snippet} AS snippet FROM search_documents WHERE kind = $1 AND id = ANY($2::text[])`,
        [query.kind, picked.map((p) => p.id), ...(marked ? [keywordText] : [])],
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      const hits = picked.flatMap(({ id, score: value }): SearchHit[] => {
        const row = byId.get(id);
        if (!row) return [];
        return [{ document: toFound(row), score: Number(value), ...(row.snippet ? { snippet: row.snippet } : {}) }];
      });
      return { ...counted, hits };
    }, { ...searchSettings, statement_timeout: Math.max(1, Math.round(this.timeLimit)), enable_indexscan: 'off' });
    return timed.catch((error: unknown) => {
      throw (error as { code?: unknown }).code === queryCanceled ? new SearchTooComplexError() : error;
    });
  }

  /** The planner's estimate of the matches, for counts above exactCountLimit. */
  private async estimate(sql: Sql, where: string, values: unknown[]): Promise<number> {
    const { rows } = await sql.query<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM search_documents WHERE ${where}`,
      values,
    );
    return Math.round(rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  }

  /**
   * More like this, as Elasticsearch does it: the document's most telling words (frequent in it,
   * rare in the index: tf·idf, the document frequencies from the statistics ANALYZE keeps of the
   * tsvector column, a word it does not list being rarer than any it does), any of them matching
   * through the GIN index, at most {@link similarCandidates} candidates ranked by ts_rank.
   */
  async similarText(kind: SearchKind, id: string, limit: number): Promise<SimilarDocument[]> {
    const size = Math.max(0, Math.min(limit, similarTextLimit));
    if (size === 0) return [];
    return this.db.transaction(async (tx) => {
      const { rows: picked } = await tx.query<{ terms: string[] | null }>(
        `WITH stats AS (
           SELECT most_common_elems::text::text[] AS elems, most_common_elem_freqs AS freqs
           FROM pg_stats WHERE schemaname = current_schema() AND tablename = 'search_documents' AND attname = 'document'
         ), common AS (
           SELECT e.lexeme, e.freq FROM stats, unnest(stats.elems, stats.freqs[1:cardinality(stats.elems)]) AS e(lexeme, freq)
         ), rarest AS (
           SELECT coalesce((SELECT min(freq) FROM common) / 2, 0.5) AS freq
         ), words AS (
           SELECT t.lexeme, (1 + ln(cardinality(t.positions))) * -ln(coalesce(c.freq, r.freq)) AS weight
           FROM search_documents d, unnest(d.document) AS t(lexeme, positions, weights)
           CROSS JOIN rarest r LEFT JOIN common c ON c.lexeme = t.lexeme
           WHERE d.kind = $1 AND d.id = $2 AND 'C' = ANY(t.weights) AND length(t.lexeme) >= 3 AND t.lexeme ~ '^[[:alpha:]]+$'
             AND coalesce(c.freq, 0) < $4
           ORDER BY weight DESC, t.lexeme LIMIT $3
         )
         SELECT array_agg(lexeme) AS terms FROM words`,
        [kind, id, similarTerms, similarMaxShare],
      );
      const terms = picked[0]?.terms ?? [];
      if (terms.length === 0) return [];
      // The lexemes OR'd, as a parameter so the GIN index finds the candidates; the share of them
      // each must have is checked on the best ranked only (a copy of each tsvector: ≈0.1 ms).
      const anyOf = terms.map((t) => `'${t.replace(/['\\]/g, '\\$&')}'`).join(' | ');
      // The candidates are taken word by word, an equal share for each: the index answers a word's
      // documents in no useful order, so a word common enough to fill them all (before statistics
      // are gathered every word counts as rare) would crowd out the documents sharing the rare ones.
      const { rows } = await tx.query<{ id: string; score: number }>(
        `SELECT id, score FROM (
           SELECT id, document, ts_rank(document, $2::tsquery, 1) AS score FROM (
             SELECT DISTINCT ON (d.id) d.id, d.document FROM unnest($6::text[]) AS w(term)
             CROSS JOIN LATERAL (
               SELECT id, document FROM search_documents
               WHERE kind = $1 AND document @@ quote_literal(w.term)::tsquery AND id <> $3 LIMIT $4
             ) AS d
           ) AS candidates ORDER BY score DESC, id LIMIT $5
         ) AS best
         WHERE length(document) - length(ts_delete(document, $6::text[])) >= $7
         ORDER BY score DESC, id`,
        [kind, anyOf, id, Math.ceil(this.similarLimit / terms.length), size, terms, Math.max(2, Math.ceil(similarShare * terms.length))],
      );
      return rows.map((row) => ({ id: row.id, score: Number(row.score) }));
    }, searchSettings);
  }

  /**
   * The library's own words (search_words: titles and openings, ADR 0061) one edit from the word
   * or alike by trigrams, for each word no document holds: held means in any document's text
   * (its tsvector), or a stop word, which is never corrected.
   */
  async nearestSpellings(kind: SearchKind, words: readonly string[]): Promise<Spellings> {
    const found: Spellings = {};
    const asked = spellableWords(words);
    // What was indexed since the last fold counts too, unless a fold is running already.
    if (asked.length > 0) await this.db.query('SELECT qanoon_fold_search_words(false)');
    for (const word of asked) {
      const { rows: held } = await this.db.query<{ held: boolean }>(
        `SELECT numnode(plainto_tsquery('english', $2)) = 0
             OR EXISTS (SELECT 1 FROM search_words WHERE kind = $1 AND word = $2)
             OR EXISTS (SELECT 1 FROM search_documents WHERE kind = $1 AND document @@ plainto_tsquery('english', $2)) AS held`,
        [kind, word],
      );
      if (held[0]?.held !== false) continue;
      const { rows } = await this.db.query<{ word: string; documents: number }>(
        `SELECT word, documents FROM search_words WHERE kind = $1 AND (word = ANY($3::text[]) OR word % $2)
         ORDER BY similarity(word, $2) DESC, documents DESC LIMIT 50`,
        [kind, word, oneEditFrom(word)],
      );
      const nearest = nearestOf(word, rows);
      if (nearest) found[word] = nearest;
    }
    return found;
  }

  async delete(kind: SearchKind, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.query('DELETE FROM search_documents WHERE kind = $1 AND id = ANY($2::text[])', [kind, ids]);
  }

  async setCitedCounts(kind: SearchKind, counts: readonly { id: string; cited: number }[]): Promise<void> {
    if (counts.length === 0) return;
    await this.db.query(
      `UPDATE search_documents s SET cited = c.cited
       FROM unnest($2::text[], $3::int[]) AS c(id, cited)
       WHERE s.kind = $1 AND s.id = c.id AND s.cited IS DISTINCT FROM c.cited`,
      [kind, counts.map((c) => c.id), counts.map((c) => c.cited)],
    );
  }

  async rebuild(kind: SearchKind, source: AsyncIterable<SearchDocument[]>): Promise<{ indexed: number }> {
    // One transaction: searches keep seeing the old index until the new one is complete.
    return this.db.transaction(async (tx) => {
      await tx.query('DELETE FROM search_documents WHERE kind = $1', [kind]);
      let indexed = 0;
      for await (const batch of source) {
        await this.upsert(tx, batch);
        indexed += batch.length;
      }
      return { indexed };
    });
  }

  async keepStandingQuery(id: string, query: SearchQuery): Promise<void> {
    await this.db.query(
      `INSERT INTO search_standing_queries (id, query) VALUES ($1, $2)
       ON CONFLICT (id) DO UPDATE SET query = excluded.query, kept_at = now()`,
      [id, JSON.stringify(standingQueryOf(query))],
    );
  }

  async dropStandingQuery(id: string): Promise<void> {
    await this.db.query('DELETE FROM search_standing_queries WHERE id = $1', [id]);
  }

  /** Each kept query asked about these documents alone: a stored query over the new rows (ADR 0045). */
  async matchStanding(documents: readonly SearchDocument[]): Promise<StandingMatch[]> {
    const among = [...new Set(documents.filter((d) => d.kind === 'case').map((d) => d.id))];
    if (among.length === 0) return [];
    const matches: StandingMatch[] = [];
    let after = '';
    for (;;) {
      const { rows } = await this.db.query<{ id: string; query: SearchQuery }>(
        'SELECT id, query FROM search_standing_queries WHERE id > $1 ORDER BY id LIMIT 500',
        [after],
      );
      for (const { id, query } of rows) {
        const found = await this.query({ ...query, kind: 'case', among, sort: 'newest', resultPage: 1, pageSize: among.length });
        for (const hit of found.hits) matches.push({ queryId: id, documentId: hit.document.id });
      }
      if (rows.length < 500) return matches;
      after = rows[rows.length - 1]?.id ?? after;
    }
  }

  /** A bare engine keeps nothing: the work is done each time it is asked. */
  kept<T>(_question: string, work: (engine: SearchEngine) => Promise<T>): Promise<T> {
    return work(this);
  }

  async changed(): Promise<void> {}

  async close(): Promise<void> {}
}
