import type { CitationKey } from '@qanoon/contracts';
import type { Sql } from '@qanoon/infra';

// The citation index (ADR 0033) as the other contexts read it: the library writes it with its cases.

/** SQL: a reference row of `alias` fits the citation of parameters $1 (key) and `courtParam`; no court on either side fits any. */
export const fitsCitation = (alias: string, courtParam: string) =>
  `${alias}.citation_key = $1 AND (${courtParam}::text IS NULL OR ${alias}.court IS NULL OR ${alias}.court = ${courtParam})`;

/** How the library's judgments write a citation in their references, each way once. */
export async function writtenVariants(db: Sql, citation: CitationKey, limit = 50): Promise<string[]> {
  const { rows } = await db.query<{ written: string }>(
    `SELECT DISTINCT cc.written FROM case_citations cc WHERE ${fitsCitation('cc', '$2')} ORDER BY cc.written LIMIT $3`,
    [citation.key, citation.court, limit],
  );
  return rows.map((row) => row.written);
}
