import { treatmentMethod } from '@qanoon/contracts';
import type { LibraryDeps } from '../deps.ts';
import { readReference, treatmentColumns } from './citation-index.ts';

export interface RereadProgress {
  /** Citing judgments read again so far in this run. */
  cases: number;
  /** References whose treatment was read again so far in this run. */
  references: number;
  /** Citing judgments an older method (or none) still has to be read by, as counted when the run began, less those done. */
  remaining: number;
}

export interface RereadOptions {
  /** Citing judgments read per transaction (default 200). */
  batchSize?: number;
  /** Stop after this many batches (the rest waits for the next run). */
  maxBatches?: number;
  onProgress?: (progress: RereadProgress) => void;
  /** Asked before each batch: true stops the run there, each batch done so far kept. */
  stopped?: () => boolean;
}

/**
 * Read again every treatment in the citation index that an older reading method read (or none
 * did: rows indexed before treatments were read), a batch of citing judgments per transaction,
 * in the order of their ids. What a batch read carries the current method's version, so a run
 * that stops (killed, `maxBatches`, `stopped`) is continued by the next one where it stopped.
 * Each batch retires what the search port keeps (the results pages' flags), as an import does.
 */
export async function rereadTreatments(deps: Pick<LibraryDeps, 'db' | 'searchEngine'>, options: RereadOptions = {}): Promise<RereadProgress> {
  const { db } = deps;
  const batchSize = Math.max(1, options.batchSize ?? 200);
  const stale = '(cc.treatment_method IS NULL OR cc.treatment_method < $1)';
  const { rows: counted } = await db.query<{ n: bigint }>(`SELECT count(DISTINCT cc.citing_id) AS n FROM case_citations cc WHERE ${stale}`, [treatmentMethod]);
  const progress: RereadProgress = { cases: 0, references: 0, remaining: Number(counted[0]?.n ?? 0) };
  let after = '';
  for (let batch = 0; options.maxBatches === undefined || batch < options.maxBatches; batch++) {
    if (options.stopped?.()) break;
    const { rows } = await db.query<{ citing_id: string; written: string; case_desc: string }>(
      `WITH batch AS (
         SELECT DISTINCT cc.citing_id FROM case_citations cc WHERE ${stale} AND cc.citing_id > $2 ORDER BY cc.citing_id LIMIT $3
       )
       SELECT cc.citing_id, cc.written, c.case_desc FROM batch
       JOIN case_citations cc ON cc.citing_id = batch.citing_id AND ${stale}
       JOIN case_laws c ON c.citation_id = cc.citing_id
       ORDER BY cc.citing_id, cc.written`,
      [treatmentMethod, after, batchSize],
    );
    const last = rows.at(-1);
    if (!last) break;
    const readings = rows.map((row) => {
      const { sentence, reading } = readReference(row.case_desc, row.written);
      return { citing_id: row.citing_id, written: row.written, sentence, ...treatmentColumns(reading) };
    });
    // The citing sentence is read again with the treatment: both follow the one rule of where a sentence ends.
    await db.query(
      `UPDATE case_citations cc SET sentence = r.sentence, treatment = r.treatment, negative_kind = r.negative_kind, treatment_sentence = r.treatment_sentence,
         treatment_words = r.treatment_words, treatment_method = r.treatment_method
       FROM json_to_recordset($1::json) AS r(citing_id text, written text, sentence text, treatment text, negative_kind text,
         treatment_sentence text, treatment_words text, treatment_method integer)
       WHERE cc.citing_id = r.citing_id AND cc.written = r.written`,
      [JSON.stringify(readings)],
    );
    await deps.searchEngine.changed();
    const cases = new Set(rows.map((row) => row.citing_id)).size;
    progress.cases += cases;
    progress.references += rows.length;
    progress.remaining = Math.max(0, progress.remaining - cases);
    options.onProgress?.({ ...progress });
    after = last.citing_id;
  }
  // The treatments' spread changed: the flags' query plans from fresh statistics (as after an import).
  if (progress.references > 0) await db.query('ANALYZE case_citations');
  return progress;
}
