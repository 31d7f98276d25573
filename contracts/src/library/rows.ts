import { z } from 'zod';
import { caseNumberKeys } from './case-number.ts';
import { parseCitation } from './citation.ts';
import type { CsvColumn, ImportKind } from './import-kinds.ts';

/** A case law row as stored: the spec's Case_laws columns, trimmed, with the reference lists split. */
export interface CaseRow {
  citationId: string;
  parties: string;
  judge: string;
  lawyer: string;
  court: string;
  caseRefs: string[];
  lawRefs: string[];
  headNotes: string;
  caseDesc: string;
}

export interface StatuteRow {
  statuteId: string;
  statuteName: string;
  sectionName: string;
  /** The Act or Ordinance the section belongs to; the statute name when the file leaves it empty. */
  ordinanceName: string;
  definition: string;
  caseRefs: string[];
  readStatute: string;
}

export interface LegalTermRow {
  term: string;
}

export interface ArticleRow {
  title: string;
  author: string;
  category: string;
  year: number | null;
  text: string;
}

export interface TopicRow {
  topic: string;
  statute: string;
}

export interface DictionaryRow {
  word: string;
  meaning: string;
}

export interface RowOf {
  cases: CaseRow;
  statutes: StatuteRow;
  legalTerms: LegalTermRow;
  articles: ArticleRow;
  topics: TopicRow;
  dictionary: DictionaryRow;
}

/** Room for a whole judgment; the parser's record limit (importLimits) bounds it first. */
const longText = 20_000_000;

function text(column: string, max: number, required = false) {
  return z.string().transform((value, ctx) => {
    const trimmed = value.trim();
    let problem: string | null = null;
    if (trimmed.includes('\u0000')) problem = `${column} contains a NUL character: the file may not be text`;
    else if (required && trimmed === '') problem = `${column} is empty`;
    else if (trimmed.length > max) problem = `${column} is longer than ${max} characters`;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return trimmed;
  });
}

/** A comma-separated list of ids (Case_Ref, Law_Ref): trimmed, empty items dropped, each once. */
const list = (column: string) =>
  text(column, longText).transform((value) => [...new Set(value.split(',').map((item) => item.trim()).filter(Boolean))]);

const year = (column: string) =>
  text(column, 10).transform((value, ctx) => {
    if (value === '') return null;
    const n = Number(value);
    if (/^\d{4}$/.test(value) && n >= 1800 && n <= 2100) return n;
    ctx.addIssue({ code: 'custom', message: `${column} must be a year such as 2019, found ${JSON.stringify(value)}` });
    return z.NEVER;
  });

// A judgment the library cannot cite or find by number would be published under a meaningless id.
const citationId = (column: string) =>
  text(column, 200, true).superRefine((value, ctx) => {
    const citation = parseCitation(value);
    if (citation.journal !== null && citation.year !== null && citation.page !== null) return;
    if (caseNumberKeys(value).length > 0) return;
    ctx.addIssue({ code: 'custom', message: `${column} must be a citation such as PLD 2019 SC 1 or a case number such as C.A.468-2010, found ${JSON.stringify(value)}` });
  });

type RowSchema<K extends ImportKind> = z.ZodType<RowOf[K], Record<CsvColumn<K>, string>>;

/** Each kind's row, from the CSV record keyed by header to the stored shape. */
export const rowSchemas: { [K in ImportKind]: RowSchema<K> } = {
  cases: z
    .object({
      Citation_id: citationId('Citation_id'),
      Parties: text('Parties', 5000),
      Judge: text('Judge', 2000),
      Lawyer: text('Lawyer', 5000),
      Citation_Court: text('Citation_Court', 300),
      Case_Ref: list('Case_Ref'),
      Law_Ref: list('Law_Ref'),
      Head_Notes: text('Head_Notes', longText),
      Case_Desc: text('Case_Desc', longText),
    })
    .transform((r) => ({
      citationId: r.Citation_id,
      parties: r.Parties,
      judge: r.Judge,
      lawyer: r.Lawyer,
      court: r.Citation_Court,
      caseRefs: r.Case_Ref,
      lawRefs: r.Law_Ref,
      headNotes: r.Head_Notes,
      caseDesc: r.Case_Desc,
    })),
  statutes: z
    .object({
      Statute_id: text('Statute_id', 200, true),
      Statute_Name: text('Statute_Name', 1000),
      Section_Name: text('Section_Name', 2000),
      Ordinance_Name: text('Ordinance_Name', 1000),
      Definition: text('Definition', longText),
      Case_Ref: list('Case_Ref'),
      Read_Statute: text('Read_Statute', longText),
    })
    .superRefine((r, ctx) => {
      if (!r.Statute_Name && !r.Ordinance_Name) ctx.addIssue({ code: 'custom', message: 'Statute_Name and Ordinance_Name are both empty' });
    })
    .transform((r) => ({
      statuteId: r.Statute_id,
      statuteName: r.Statute_Name || r.Ordinance_Name,
      sectionName: r.Section_Name,
      ordinanceName: r.Ordinance_Name || r.Statute_Name,
      definition: r.Definition,
      caseRefs: r.Case_Ref,
      readStatute: r.Read_Statute,
    })),
  legalTerms: z.object({ Legal_Terms: text('Legal_Terms', 500, true) }).transform((r) => ({ term: r.Legal_Terms })),
  articles: z
    .object({
      Title: text('Title', 1000, true),
      Author: text('Author', 500),
      Category: text('Category', 500),
      Year: year('Year'),
      Article_text: text('Article_text', longText, true),
    })
    .transform((r) => ({ title: r.Title, author: r.Author, category: r.Category, year: r.Year, text: r.Article_text })),
  topics: z
    .object({ Topics: text('Topics', 1000, true), Statute: text('Statute', 1000, true) })
    .transform((r) => ({ topic: r.Topics, statute: r.Statute })),
  dictionary: z
    .object({ Words: text('Words', 500, true), Meaning: text('Meaning', longText, true) })
    .transform((r) => ({ word: r.Words, meaning: r.Meaning })),
};

export type RowResult<K extends ImportKind> = { ok: true; row: RowOf[K] } | { ok: false; reason: string };

/** Validate one CSV record of a kind. On failure the reason lists every problem of the row. */
export function parseRow<K extends ImportKind>(kind: K, record: Record<string, string>): RowResult<K> {
  const result = (rowSchemas[kind] as z.ZodType<RowOf[K]>).safeParse(record);
  if (result.success) return { ok: true, row: result.data };
  return { ok: false, reason: [...new Set(result.error.issues.map((issue) => issue.message))].join('; ') };
}
