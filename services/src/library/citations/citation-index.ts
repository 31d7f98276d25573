import { citingContexts, readTreatment, treatmentMethod, treatmentPlaces, writtenCitationKey, type TreatmentReading } from '@qanoon/contracts';
import type { Sql } from '@qanoon/infra';
import type { LibraryDeps } from '../deps.ts';
import { placesWritten, sentenceAt } from './citing-sentence.ts';

/** A case as the citation index reads it. */
export interface IndexedCase {
  citationId: string;
  court: string;
  caseRefs: readonly string[];
  caseDesc: string;
}

export interface ReferenceRow {
  citing_id: string;
  written: string;
  citation_key: string;
  court: string | null;
  sentence: string | null;
  treatment: TreatmentReading['treatment'];
  negative_kind: TreatmentReading['negativeKind'];
  treatment_sentence: string;
  treatment_words: string | null;
  treatment_method: number;
}

/**
 * How a judgment treats one reference, read from every place its text writes it, its later
 * mentions by name and, for the judgment under appeal, the final order; and the sentence of the first place.
 */
export function readReference(text: string, written: string): { sentence: string | null; reading: TreatmentReading } {
  const places = placesWritten(text, written);
  const first = places[0];
  return { sentence: first ? sentenceAt(text, first) : null, reading: readTreatment(citingContexts(text, treatmentPlaces(text, places))) };
}

/** A reading as the index stores it, with the method version that read it. */
export const treatmentColumns = (reading: TreatmentReading) => ({
  treatment: reading.treatment,
  negative_kind: reading.negativeKind,
  treatment_sentence: reading.sentence,
  treatment_words: reading.words,
  treatment_method: treatmentMethod,
});

/**
 * The index rows of a case's references: one per distinct written reference (a case never cites
 * itself), each with how the judgment treats it.
 */
export function referenceRows(indexed: IndexedCase): ReferenceRow[] {
  const own = writtenCitationKey(indexed.citationId, indexed.court);
  const written = [...new Set(indexed.caseRefs.map((ref) => ref.trim()).filter((ref) => ref && ref.length <= 200))];
  return written.flatMap((ref) => {
    const { key, court } = writtenCitationKey(ref);
    if (key === own.key && (court === null || court === own.court)) return [];
    const { sentence, reading } = readReference(indexed.caseDesc, ref);
    return [{ citing_id: indexed.citationId, written: ref, citation_key: key, court, sentence, ...treatmentColumns(reading) }];
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
  await indexReferences(tx, cases.map((indexed) => indexed.citationId), cases.flatMap(referenceRows));
}

/**
 * Replace the references of the citing cases in the index with their rows ({@link referenceRows});
 * the cases' own keys are on their rows already (the import writes them with the row).
 */
export async function indexReferences(tx: Sql, citingIds: readonly string[], rows: readonly ReferenceRow[]): Promise<void> {
  if (citingIds.length === 0) return;
  await tx.query('DELETE FROM case_citations WHERE citing_id = ANY($1::text[])', [citingIds]);
  await tx.query(
    `INSERT INTO case_citations (citing_id, written, citation_key, court, sentence,
       treatment, negative_kind, treatment_sentence, treatment_words, treatment_method)
     SELECT r.citing_id, r.written, r.citation_key, r.court, r.sentence,
       r.treatment, r.negative_kind, r.treatment_sentence, r.treatment_words, r.treatment_method
     FROM json_to_recordset($1::json) AS r(citing_id text, written text, citation_key text, court text, sentence text,
       treatment text, negative_kind text, treatment_sentence text, treatment_words text, treatment_method integer)
     ON CONFLICT (citing_id, written) DO NOTHING`,
    [JSON.stringify(rows)],
  );
}

const rebuildBatch = 100;

/**
 * Build the index again from the content tables, a batch of cases per transaction; `onlyMissing`
 * indexes only cases that have no key yet (a library imported before the index existed). Each
 * batch retires what the search port keeps (the results pages' flags).
 */
export async function rebuildCitationIndex(deps: Pick<LibraryDeps, 'db' | 'searchEngine'>, options: { onlyMissing?: boolean } = {}): Promise<{ cases: number }> {
  const { db } = deps;
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
    await deps.searchEngine.changed();
    cases += rows.length;
    after = rows.at(-1)?.citation_id ?? after;
    if (rows.length < rebuildBatch) break;
  }
  return { cases };
}
