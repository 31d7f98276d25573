import { judgmentSectionKeys, ownCaseNumberKeys, parseCitation, type CaseRow, type StatuteRow, type StatuteSection } from '@qanoon/contracts';
import type { SearchDocument } from '@qanoon/infra';

// The library's content as the other contexts read it: the search documents built from its rows
// (at import and at reindex) and the statute section row (the library's lists and statute search).

const optional = <T>(name: string, value: T | null | undefined | '') => (value === null || value === undefined || value === '' ? {} : { [name]: value });

export function caseDocument(row: CaseRow): SearchDocument {
  const citation = parseCitation(row.citationId);
  const body = [row.headNotes, row.caseDesc].filter(Boolean).join('\n\n');
  return {
    kind: 'case',
    id: row.citationId,
    title: row.parties || row.citationId,
    body,
    ...optional('parties', row.parties),
    ...optional('judge', row.judge),
    ...optional('lawyer', row.lawyer),
    ...optional('court', row.court),
    ...optional('journal', citation.journal),
    ...optional('year', citation.year),
    ...optional('page', citation.page),
    caseNumbers: ownCaseNumberKeys(row.headNotes, row.caseDesc),
    sections: judgmentSectionKeys(row.lawRefs, body),
    extra: { citationCourt: citation.court, lawRefs: row.lawRefs },
  };
}

/** A row of case_laws as the database answers it. */
export interface CaseRecord extends Record<string, unknown> {
  citation_id: string;
  parties: string;
  judge: string;
  lawyer: string;
  court: string;
  case_refs: string[];
  law_refs: string[];
  head_notes: string;
  case_desc: string;
}

/** The search document of a case_laws row (`SELECT *`), as the import built it. */
export const caseRecordDocument = (r: CaseRecord): SearchDocument =>
  caseDocument({
    citationId: r.citation_id,
    parties: r.parties,
    judge: r.judge,
    lawyer: r.lawyer,
    court: r.court,
    caseRefs: r.case_refs,
    lawRefs: r.law_refs,
    headNotes: r.head_notes,
    caseDesc: r.case_desc,
  });

export function statuteDocument(row: StatuteRow): SearchDocument {
  return {
    kind: 'statute',
    id: row.statuteId,
    title: row.sectionName || row.statuteId,
    body: [row.definition, row.readStatute].filter(Boolean).join('\n\n'),
    extra: { statuteName: row.statuteName, ordinanceName: row.ordinanceName },
  };
}

/** A section of a statute as its lists read it. */
export interface SectionRow extends Record<string, unknown> {
  statute_id: string;
  statute_name: string;
  section_name: string;
  ordinance_name: string;
  definition: string;
}

export const sectionColumns = 'statute_id, statute_name, section_name, ordinance_name, definition';
export const toSection = (row: SectionRow): StatuteSection => ({
  statuteId: row.statute_id,
  statuteName: row.statute_name,
  sectionName: row.section_name,
  ordinanceName: row.ordinance_name,
  definition: row.definition,
});

