import { ownCaseNumberKeys, parseCitation, type CaseRow, type StatuteRow, type StatuteSection } from '@qanoon/contracts';
import type { SearchDocument } from '@qanoon/infra';

// The library's content as the other contexts read it: the search documents built from its rows
// (at import and at reindex) and the statute section row (the library's lists and statute search).

const optional = <T>(name: string, value: T | null | undefined | '') => (value === null || value === undefined || value === '' ? {} : { [name]: value });

export function caseDocument(row: CaseRow): SearchDocument {
  const citation = parseCitation(row.citationId);
  return {
    kind: 'case',
    id: row.citationId,
    title: row.parties || row.citationId,
    body: [row.headNotes, row.caseDesc].filter(Boolean).join('\n\n'),
    ...optional('parties', row.parties),
    ...optional('judge', row.judge),
    ...optional('lawyer', row.lawyer),
    ...optional('court', row.court),
    ...optional('journal', citation.journal),
    ...optional('year', citation.year),
    ...optional('page', citation.page),
    caseNumbers: ownCaseNumberKeys(row.headNotes, row.caseDesc),
    extra: { citationCourt: citation.court, lawRefs: row.lawRefs },
  };
}

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

