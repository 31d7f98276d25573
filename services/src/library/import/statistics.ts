import type { Database } from '@qanoon/infra';

/**
 * Rows an import writes before the planner is told about them, at the least: below this a stale
 * estimate costs little.
 */
const refreshAfterRows = 5_000;

/**
 * The planner's statistics of the tables an import grows, kept in step with them.
 *
 * A batch's lookups (which keys are stored, a word's senses so far) are planned from the
 * statistics of the table as it was last analyzed. A table analyzed nearly empty (a first small
 * import, a library cleared) and then grown by a large import is planned as if it held a handful
 * of rows: the lookups scan what the import has written so far, each batch slower than the last
 * (a 200,000-word dictionary slowed from 0.07 s a batch to 3.5 s, and did not finish in minutes).
 * Autovacuum would analyze it, but only after its own delay, and never where it is off. So the
 * import analyzes its tables itself each time it has grown them by as much as the planner believes
 * they hold: a few times however large the file (a doubling each time), each one a sample.
 *
 * Statistics only speed queries up: an ANALYZE that cannot have its tables at once (another's
 * ANALYZE of them under way) is skipped, and one that fails never fails the import.
 */
export async function plannerStatistics(db: Database, tables: readonly string[]) {
  const believed = async () => {
    const { rows } = await db.query<{ n: number }>('SELECT reltuples::float8 AS n FROM pg_class WHERE oid = $1::regclass', [tables[0]]);
    // -1: never analyzed.
    return Math.max(Number(rows[0]?.n ?? 0), 0);
  };
  let planned = await believed().catch(() => 0);
  let grown = 0;
  // lock_timeout in milliseconds: how long the ANALYZE waits for its tables before it is skipped.
  const analyze = (waitMs: number) =>
    db
      .transaction((tx) => tx.query(`ANALYZE ${tables.join(', ')}`), { lock_timeout: waitMs })
      .then(
        () => true,
        () => false,
      );
  return {
    /** `rows` more rows were committed: analyze once they outnumber what the planner believes. */
    async grew(rows: number): Promise<void> {
      grown += rows;
      if (grown < Math.max(planned, refreshAfterRows)) return;
      if (!(await analyze(100))) return;
      planned = await believed().catch(() => planned + grown);
      grown = 0;
    },
    /**
     * The import is over and changed rows: refresh the statistics whatever the growth (a page's
     * plans for the tables as they were scanned every reference of the library for a case's
     * treatment flags), waiting a few seconds for the tables at most.
     */
    async settle(): Promise<void> {
      await analyze(5_000);
    },
  };
}
