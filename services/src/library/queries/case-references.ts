import { bestCitationMatch, parseCitation, type Citation } from '@qanoon/contracts';
import type { Sql } from '@qanoon/infra';

export interface HeldCase {
  citationId: string;
  citation: Citation;
  parties: string;
}

/**
 * The held case each reference names, by reference text: the same id, or a variant of its
 * citation (`PLD 2006 Supreme Court 602` for the held `PLD 2006 SC 602`) found by journal, year
 * and page (index case_laws_citation) and chosen by contracts' bestCitationMatch.
 */
export async function resolveCaseReferences(sql: Sql, references: readonly string[]): Promise<Map<string, HeldCase>> {
  const resolved = new Map<string, HeldCase>();
  if (references.length === 0) return resolved;
  const parsed = references.map(parseCitation);
  const { rows } = await sql.query<{ citation_id: string; parties: string }>(
    `WITH refs AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::integer[], $4::integer[]) AS r(raw, journal, year, page)
     )
     SELECT DISTINCT c.citation_id, c.parties FROM refs r
     JOIN case_laws c ON c.citation_id = r.raw OR (c.journal = r.journal AND c.year = r.year AND c.page = r.page)`,
    [references, parsed.map((c) => c.journal), parsed.map((c) => c.year), parsed.map((c) => c.page)],
  );
  const candidates = rows.map((row) => ({ citationId: row.citation_id, citation: parseCitation(row.citation_id), parties: row.parties }));
  for (const reference of parsed) {
    const held = bestCitationMatch(reference, candidates);
    if (held) resolved.set(reference.raw, held);
  }
  return resolved;
}
