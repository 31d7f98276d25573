import { writtenCitationKey } from '@qanoon/contracts';
import type { Database, Sql } from '@qanoon/infra';
import { citingSentence } from './citing-sentence.ts';

/** A case as the citation index reads it. */
export interface IndexedCase {
  citationId: string;
  court: string;
  caseRefs: readonly string[];
  caseDesc: string;
}

interface ReferenceRow {
  citing_id: string;
  written: string;
  citation_key: string;
  court: string | null;
  sentence: string | null;
}

/** The index rows of a case's references: one per distinct written reference (a case never cites itself). */
export function referenceRows(indexed: IndexedCase): ReferenceRow[] {
  const own = writtenCitationKey(indexed.citationId, indexed.court);
  const written = [...new Set(indexed.caseRefs.map((ref) => ref.trim()).filter((ref) => ref && ref.length <= 200))];
  return written.flatMap((ref) => {
    const { key, court } = writtenCitationKey(ref);
    if (key === own.key && (court === null || court === own.court)) return [];
    return [{ citing_id: indexed.citationId, written: ref, citation_key: key, court, sentence: citingSentence(indexed.caseDesc, ref) }];
  });
}

/**
 * Index cases: each case's own key on its row and its references replaced, in the caller's
 * transaction, so writing the same cases again changes nothing (the import is idempotent).
 */
export async function indexCitations(tx: Sql, cases: readonly IndexedCase[]): Promise<void> {
  if (cases.length === 0) return;
  const keys = cases.map((indexed) => ({ id: indexed.citationId, ...writtenCitationKey(indexed.citationId, indexed.court) }));
  await tx.query(
    `UPDATE case_laws c SET citation_key = k.key, citation_key_court = k.court
     FROM json_to_recordset($1::json) AS k(id text, key text, court text) WHERE c.citation_id = k.id`,
    [JSON.stringify(keys)],
  );
  await indexReferences(tx, cases);
}

/** Replace the cases' references in the index; their own keys are on their rows already (the import writes them with the row). */
export async function indexReferences(tx: Sql, cases: readonly IndexedCase[]): Promise<void> {
  if (cases.length === 0) return;
  await tx.query('DELETE FROM case_citations WHERE citing_id = ANY($1::text[])', [cases.map((indexed) => indexed.citationId)]);
  await tx.query(
    `INSERT INTO case_citations (citing_id, written, citation_key, court, sentence)
     SELECT r.citing_id, r.written, r.citation_key, r.court, r.sentence
     FROM json_to_recordset($1::json) AS r(citing_id text, written text, citation_key text, court text, sentence text)
     ON CONFLICT (citing_id, written) DO NOTHING`,
    [JSON.stringify(cases.flatMap(referenceRows))],
  );
}

const rebuildBatch = 100;

/**
 * Build the index again from the content tables, a batch of cases per transaction; `onlyMissing`
 * indexes only cases that have no key yet (a library imported before the index existed).
 */
export async function rebuildCitationIndex(db: Database, options: { onlyMissing?: boolean } = {}): Promise<{ cases: number }> {
  let after = '';
  let cases = 0;
  for (;;) {
    const { rows } = await db.query<{ citation_id: string; court: string; case_refs: string[]; case_desc: string }>(
      `SELECT citation_id, court, case_refs, case_desc FROM case_laws
       WHERE citation_id > $1 ${options.onlyMissing ? 'AND citation_key IS NULL' : ''} ORDER BY citation_id LIMIT $2`,
      [after, rebuildBatch],
    );
    if (rows.length === 0) break;
    await db.transaction((tx) =>
      indexCitations(
        tx,
        rows.map((row) => ({ citationId: row.citation_id, court: row.court, caseRefs: row.case_refs, caseDesc: row.case_desc })),
      ),
    );
    cases += rows.length;
    after = rows.at(-1)?.citation_id ?? after;
    if (rows.length < rebuildBatch) break;
  }
  return { cases };
}
