import type { SearchDocument, SearchKind } from '@qanoon/infra';
import { caseRecordDocument, statuteDocument, type CaseRecord } from '../../shared/library-content.ts';
import type { SearchDeps } from '../deps.ts';
import { recountCitations } from './recount-citations.ts';

const batchRows = 500;

interface StatuteRecord extends Record<string, unknown> {
  statute_id: string;
  statute_name: string;
  section_name: string;
  ordinance_name: string;
  definition: string;
  case_refs: string[];
  read_statute: string;
}

/** The content table's rows as search documents, in batches by key (the import's own mapping). */
async function* documents(deps: SearchDeps, kind: SearchKind): AsyncGenerator<SearchDocument[]> {
  let after = '';
  for (;;) {
    let batch: SearchDocument[];
    if (kind === 'case') {
      const { rows } = await deps.db.query<CaseRecord>('SELECT * FROM case_laws WHERE citation_id > $1 ORDER BY citation_id LIMIT $2', [after, batchRows]);
      batch = rows.map(caseRecordDocument);
    } else {
      const { rows } = await deps.db.query<StatuteRecord>('SELECT * FROM statutes WHERE statute_id > $1 ORDER BY statute_id LIMIT $2', [after, batchRows]);
      batch = rows.map((r) =>
        statuteDocument({
          statuteId: r.statute_id,
          statuteName: r.statute_name,
          sectionName: r.section_name,
          ordinanceName: r.ordinance_name,
          definition: r.definition,
          caseRefs: r.case_refs,
          readStatute: r.read_statute,
        }),
      );
    }
    const last = batch.at(-1);
    if (!last) return;
    yield batch;
    if (batch.length < batchRows) return;
    after = last.id;
  }
}

/**
 * Rebuild the engine's index of a kind from its content table (the source of truth), searches
 * answering from the old index meanwhile; for cases, count the citations again.
 */
export async function reindex(deps: SearchDeps, kind: SearchKind): Promise<{ indexed: number; cited?: number }> {
  await deps.searchEngine.ensureReady();
  const { indexed } = await deps.searchEngine.rebuild(kind, documents(deps, kind));
  if (kind !== 'case') return { indexed };
  const { cited } = await recountCitations(deps);
  return { indexed, cited };
}

const contentTable: Record<SearchKind, string> = { case: 'case_laws', statute: 'statutes' };

/**
 * Fill the engine's index of a kind when it is empty but the library is not: a library imported
 * before the search engine was switched (PostgreSQL to Elasticsearch) becomes searchable at the
 * next start instead of answering nothing. Answers what was indexed, or null when nothing was due.
 */
export async function reindexIfEmpty(deps: SearchDeps, kind: SearchKind): Promise<{ indexed: number; cited?: number } | null> {
  await deps.searchEngine.ensureReady();
  const { total } = await deps.searchEngine.query({ kind, sort: 'newest', pageSize: 1 });
  if (total > 0) return null;
  const { rows } = await deps.db.query<{ filled: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${contentTable[kind]}) AS filled`);
  return rows[0]?.filled ? reindex(deps, kind) : null;
}
