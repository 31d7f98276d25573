import type {
  CaseDetail,
  CaseResponse,
  CaseSummary,
  CheckedCitation,
  CitationCheckResponse,
  CitatorResponse,
  CitatorView,
  Paged,
  SearchOutcome,
  SearchResponse,
  SimilarCase,
  StatuteResponse,
  StatuteText,
  TreatmentFlag,
} from '@qanoon/contracts';
import { plainSnippet } from '@qanoon/contracts';

/**
 * The screens' views turned into the API's own shapes (contracts' api schemas), with links into
 * the API instead of the screens. Typed against the schemas, so a drift fails the type check.
 */
export const apiHrefs = {
  case: (citationId: string) => `/api/v1/cases/${encodeURIComponent(citationId)}`,
  citator: (citation: string) => `/api/v1/citations/${encodeURIComponent(citation)}`,
  statute: (statuteId: string) => `/api/v1/statutes/${encodeURIComponent(statuteId)}`,
};

/** The screens' snippet carries <mark>s; a program gets the plain text and where the matches are. */
function apiSnippet(marked: string) {
  const { text, highlights } = plainSnippet(marked);
  return { snippet: text, highlights };
}

type ApiCaseSummary = CaseResponse['citedBy']['rows'][number];

export const toApiCase = (row: CaseSummary): ApiCaseSummary => ({
  citationId: row.citationId,
  citation: { ...row.citation },
  parties: row.parties,
  judge: row.judge,
  lawyer: row.lawyer,
  court: row.court,
  ...(row.snippet === undefined ? {} : apiSnippet(row.snippet)),
  href: apiHrefs.case(row.citationId),
});

const toApiPage = <T, U>(paged: Paged<T>, row: (value: T) => U) => ({
  page: paged.page,
  pageSize: paged.pageSize,
  count: paged.count,
  rows: paged.rows.map(row),
});

/** A search's outcome; null for a form the search refused (the caller answers 400 with its message). */
export function toApiSearch(outcome: Exclude<SearchOutcome, { kind: 'invalid' }>): SearchResponse {
  if (outcome.kind === 'case') return { kind: 'case', citationId: outcome.citationId, href: apiHrefs.case(outcome.citationId) };
  const { results } = outcome;
  return {
    kind: 'results',
    mode: results.mode,
    sort: results.request.sort,
    ...toApiPage(results, toApiCase),
    ...(results.estimated ? { estimated: results.estimated } : {}),
    ...(results.mostWords ? { mostWords: true } : {}),
    ...(results.dashesAsText ? { dashesAsText: results.dashesAsText } : {}),
    ...(results.alsoSearched?.length ? { alsoSearched: results.alsoSearched } : {}),
    ...(results.didYouMean ? { didYouMean: results.didYouMean, ...(results.respelled ? { respelled: true } : {}) } : {}),
    ...(results.citator ? { citator: { citation: results.citator.citation, href: apiHrefs.citator(results.citator.citation) } } : {}),
    ...(results.sections ? { sections: results.sections } : {}),
  };
}

const toApiFlag = (flag: TreatmentFlag | null | undefined): CaseResponse['case']['flag'] =>
  flag ? { negative: flag.negative ? { ...flag.negative } : null, negativeCount: flag.negativeCount, distinguished: flag.distinguished, positive: flag.positive } : null;

export const toApiCaseResponse = (detail: CaseDetail, citedBy: Paged<CaseSummary>, similar: SimilarCase[]): CaseResponse => ({
  case: {
    ...toApiCase(detail),
    flag: toApiFlag(detail.flag),
    headNotes: detail.headNotes,
    caseRefs: detail.caseRefs.map((ref) => ({ citationId: ref.citationId, heldAs: ref.heldAs, parties: ref.parties })),
    lawRefs: detail.lawRefs.map((ref) => ({ statuteId: ref.statuteId, sectionName: ref.sectionName, ordinanceName: ref.ordinanceName })),
  },
  citedBy: toApiPage(citedBy, toApiCase),
  similar: similar.map((row) => ({
    ...toApiCase(row),
    sharedStatutes: row.sharedStatutes,
    sharedCitations: row.sharedCitations,
    similarText: row.similarText,
  })),
});

export const toApiStatute = (statute: StatuteText, cases: Paged<CaseSummary>): StatuteResponse => ({
  statute: { statuteId: statute.statuteId, sectionName: statute.sectionName, ordinanceName: statute.ordinanceName, readStatute: statute.readStatute },
  cases: toApiPage(cases, toApiCase),
});

export const toApiCitator = (view: CitatorView): CitatorResponse => ({
  citation: view.citation,
  held: view.held.map(toApiCase),
  variants: view.variants,
  sort: view.sort,
  treatment: view.treatment,
  treatmentCounts: { ...view.treatmentCounts },
  flag: toApiFlag(view.flag),
  citing: toApiPage(view.citing, (row) => ({
    ...toApiCase(row),
    year: row.year,
    treatment: row.treatment?.treatment ?? null,
    negativeKind: row.treatment?.negativeKind ?? null,
    // The deciding sentence; a judgment not read yet shows where it cites.
    sentence: row.treatment?.sentence || row.sentence,
    words: row.treatment?.words ?? null,
    citedCount: row.citedCount,
  })),
});

const toApiChecked = (checked: CheckedCitation): CitationCheckResponse['citations'][number] => ({
  text: checked.text,
  start: checked.start,
  end: checked.end,
  status: checked.status,
  ...(checked.citationId ? { citationId: checked.citationId } : {}),
  ...(checked.status === 'found' && checked.citationId ? { href: apiHrefs.case(checked.citationId) } : {}),
  ...(checked.status === 'reference' ? { href: apiHrefs.citator(checked.text) } : {}),
  ...(checked.variants ? { variants: checked.variants } : {}),
  ...(checked.candidates
    ? { candidates: checked.candidates.map((c) => ({ citationId: c.citationId, court: c.court, parties: c.parties, href: apiHrefs.case(c.citationId) })) }
    : {}),
  ...(checked.flag !== undefined ? { flag: toApiFlag(checked.flag) } : {}),
  ...(checked.nameMismatch ? { nameMismatch: { ...checked.nameMismatch } } : {}),
});

export const toApiCheck = (citations: CheckedCitation[]): CitationCheckResponse => ({ citations: citations.map(toApiChecked) });
