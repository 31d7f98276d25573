import { writtenCitationKey, type CitationKey } from '@qanoon/contracts';
import type { Sql } from '@qanoon/infra';

// The citation index (ADR 0033) as the other contexts read it: the library writes it with its cases.

/**
 * SQL: a reference row of `alias` fits the citation of the key in `keyParam` ($1 unless said)
 * and the court in `courtParam`; no court on either side fits any. The citator's "Cited by" and
 * the diary's "new since the last hearing" both match by it, so they never disagree.
 */
export const fitsCitation = (alias: string, courtParam: string, keyParam = '$1') =>
  `${alias}.citation_key = ${keyParam} AND (${courtParam}::text IS NULL OR ${alias}.court IS NULL OR ${alias}.court = ${courtParam})`;

/** What the library holds of a case to find the judgments citing it. */
export type HeldCitation = {
  citation_id: string;
  citation_key: string | null;
  citation_key_court: string | null;
  /** Null for a judgment no longer in the library: then its id is read as it is written. */
  court: string | null;
};

/** The citation a held case is cited under: its indexed key, or its id read as a citation of its court. */
export const heldCitationKey = (row: HeldCitation): CitationKey =>
  row.citation_key ? { key: row.citation_key, court: row.citation_key_court } : writtenCitationKey(row.citation_id, row.court ?? undefined);

/** How the library's judgments write a citation in their references, each way once. */
export async function writtenVariants(db: Sql, citation: CitationKey, limit = 50): Promise<string[]> {
  const { rows } = await db.query<{ written: string }>(
    `SELECT DISTINCT cc.written FROM case_citations cc WHERE ${fitsCitation('cc', '$2')} ORDER BY cc.written LIMIT $3`,
    [citation.key, citation.court, limit],
  );
  return rows.map((row) => row.written);
}
