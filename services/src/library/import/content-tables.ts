import { parseCitation, writtenCitationKey, type ImportKind, type RowOf } from '@qanoon/contracts';
import type { SearchDocument, SearchKind, Sql } from '@qanoon/infra';
import { caseDocument, statuteDocument } from '../../shared/library-content.ts';
import { indexReferences, referenceRows, type ReferenceRow } from '../citations/citation-index.ts';

/** A validated row and the line of the file it came from. */
export interface LineRow<K extends ImportKind> {
  row: RowOf[K];
  line: number;
}

/** How a kind's rows are stored: its table, natural key, columns and search documents. */
export interface ContentTable<K extends ImportKind> {
  table: string;
  key: readonly string[];
  /** Every column an import compares and writes, with its SQL type; the key's columns among them. */
  columns: Readonly<Record<string, string>>;
  /** Columns derived from the others, written with a changed row but never compared: a row that differs only there is unchanged. */
  derived?: Readonly<Record<string, string>>;
  /** Rows of one INSERT must not share a key: a row whose key is already in the batch starts a new one. Null: never collides. */
  batchKey(row: RowOf[K]): string | null;
  /** The rows as table records (snake_case columns). */
  records(tx: Sql, rows: readonly LineRow<K>[], importId: string): Promise<Record<string, unknown>[]>;
  searchDocument?(this: void, row: RowOf[K]): SearchDocument;
  /** The kind of search document searchDocument makes. */
  searchKind?: SearchKind;
  /**
   * Work on a row that reads nothing stored, done for the batch read ahead while the one before is
   * written ({@link buildAhead}); whatever afterWrite finds not done ahead, it does itself.
   */
  prepare?(this: void, row: RowOf[K]): void;
  /** Read models written with the rows, in the batch's transaction: given the rows that changed. */
  afterWrite?(tx: Sql, changed: readonly RowOf[K][]): Promise<void>;
  /** The tables afterWrite fills, whose planner statistics an import that changed rows refreshes with its own. */
  readModels?: readonly string[];
  /** Written on every row an import reads, changed or not (the dictionary numbers senses by it). */
  stampsImport?: boolean;
}

/** Numbers zero-padded so ids sort naturally: PPC-2 < PPC-10 < PPC-365 < PPC-365-A. */
export const naturalSortKey = (id: string) => id.replace(/\d+/g, (digits) => digits.padStart(12, '0'));

const mapped =
  <K extends ImportKind>(toRecord: (row: RowOf[K], line: number) => Record<string, unknown>) =>
  async (_tx: Sql, rows: readonly LineRow<K>[]) =>
    rows.map(({ row, line }) => toRecord(row, line));

// A judgment's references and how it treats each, read ahead: reading is the import's heaviest
// work in this process, and ahead it runs while the batch before waits on the database.
const referencesRead = new WeakMap<RowOf['cases'], ReferenceRow[]>();
const readReferences = (row: RowOf['cases']) =>
  referenceRows({ citationId: row.citationId, court: row.court, caseRefs: row.caseRefs, caseDesc: row.caseDesc });

const cases: ContentTable<'cases'> = {
  table: 'case_laws',
  key: ['citation_id'],
  columns: {
    citation_id: 'text',
    parties: 'text',
    judge: 'text',
    lawyer: 'text',
    court: 'text',
    case_refs: 'text[]',
    law_refs: 'text[]',
    head_notes: 'text',
    case_desc: 'text',
    journal: 'text',
    year: 'integer',
    citation_court: 'text',
    page: 'integer',
    citation_note: 'boolean',
  },
  // The citation index's own key, written with the row rather than by a second UPDATE of it.
  derived: { citation_key: 'text', citation_key_court: 'text' },
  batchKey: (row) => row.citationId,
  records: mapped((row) => {
    const citation = parseCitation(row.citationId);
    const own = writtenCitationKey(row.citationId, row.court);
    return {
      citation_id: row.citationId,
      parties: row.parties,
      judge: row.judge,
      lawyer: row.lawyer,
      court: row.court,
      case_refs: row.caseRefs,
      law_refs: row.lawRefs,
      head_notes: row.headNotes,
      case_desc: row.caseDesc,
      journal: citation.journal,
      year: citation.year,
      citation_court: citation.court,
      page: citation.page,
      citation_note: citation.note,
      citation_key: own.key,
      citation_key_court: own.court,
    };
  }),
  searchDocument: caseDocument,
  searchKind: 'case',
  readModels: ['case_citations'],
  prepare: (row) => void referencesRead.set(row, readReferences(row)),
  afterWrite: (tx, changed) =>
    indexReferences(
      tx,
      changed.map((row) => row.citationId),
      changed.flatMap((row) => referencesRead.get(row) ?? readReferences(row)),
    ),
};

const statutes: ContentTable<'statutes'> = {
  table: 'statutes',
  key: ['statute_id'],
  columns: {
    statute_id: 'text',
    statute_name: 'text',
    section_name: 'text',
    ordinance_name: 'text',
    definition: 'text',
    case_refs: 'text[]',
    read_statute: 'text',
    sort_key: 'text',
  },
  batchKey: (row) => row.statuteId,
  records: mapped((row) => ({
    statute_id: row.statuteId,
    statute_name: row.statuteName,
    section_name: row.sectionName,
    ordinance_name: row.ordinanceName,
    definition: row.definition,
    case_refs: row.caseRefs,
    read_statute: row.readStatute,
    sort_key: naturalSortKey(row.statuteId),
  })),
  searchDocument: statuteDocument,
  searchKind: 'statute',
};

const legalTerms: ContentTable<'legalTerms'> = {
  table: 'legal_terms',
  key: ['term_key'],
  columns: { term_key: 'text', term: 'text' },
  batchKey: (row) => row.term.toLowerCase(),
  records: mapped((row) => ({ term_key: row.term.toLowerCase(), term: row.term })),
};

const articles: ContentTable<'articles'> = {
  table: 'articles',
  key: ['title', 'author'],
  columns: { title: 'text', author: 'text', category: 'text', year: 'integer', article_text: 'text' },
  batchKey: (row) => `${row.title}\u0000${row.author}`,
  records: mapped((row) => ({ title: row.title, author: row.author, category: row.category, year: row.year, article_text: row.text })),
};

const topics: ContentTable<'topics'> = {
  table: 'topics',
  key: ['topic', 'statute'],
  columns: { topic: 'text', statute: 'text', position: 'bigint' },
  batchKey: (row) => `${row.topic}\u0000${row.statute}`,
  records: mapped((row, line) => ({ topic: row.topic, statute: row.statute, position: line })),
};

const dictionary: ContentTable<'dictionary'> = {
  table: 'dictionary',
  key: ['word', 'sense'],
  columns: { word: 'text', sense: 'integer', meaning: 'text', import_id: 'uuid' },
  stampsImport: true,
  // Senses are numbered before the insert, so rows of one word never collide.
  batchKey: () => null,
  async records(tx, rows, importId) {
    // A word's sense is its count among this import's rows so far: committed batches (stamped
    // with the import's id, so a resumed run counts right) plus the rows before it in this batch.
    const words = [...new Set(rows.map(({ row }) => row.word))];
    const { rows: counts } = await tx.query<{ word: string; n: number }>(
      'SELECT word, count(*)::int AS n FROM dictionary WHERE import_id = $1 AND word = ANY($2::text[]) GROUP BY word',
      [importId, words],
    );
    const seen = new Map(counts.map(({ word, n }) => [word, n]));
    return rows.map(({ row }) => {
      const sense = (seen.get(row.word) ?? 0) + 1;
      seen.set(row.word, sense);
      return { word: row.word, sense, meaning: row.meaning, import_id: importId };
    });
  },
};

export const contentTables: { [K in ImportKind]: ContentTable<K> } = { cases, statutes, legalTerms, articles, topics, dictionary };
