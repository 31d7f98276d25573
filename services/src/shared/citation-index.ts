import type { CitationKey } from '@qanoon/contracts';
import type { Sql } from '@qanoon/infra';

// The citation index (ADR 0033) as the other contexts read it: the library writes it with its cases.

/** SQL: a reference row of `alias` fits the citation of `key` (by default parameter $1) and `court`; no court on either side fits any. */
export const fitsCitation = (alias: string, court: string, key = '$1') =>
  `${alias}.citation_key = ${key} AND (${court}::text IS NULL OR ${alias}.court IS NULL OR ${alias}.court = ${court})`;

/** How the library's judgments write a citation in their references, each way once. */
export async function writtenVariants(db: Sql, citation: CitationKey, limit = 50): Promise<string[]> {
  const { rows } = await db.query<{ written: string }>(
    `SELECT DISTINCT cc.written FROM case_citations cc WHERE ${fitsCitation('cc', '$2')} ORDER BY cc.written LIMIT $3`,
    [citation.key, citation.court, limit],
  );
  return rows.map((row) => row.written);
}
