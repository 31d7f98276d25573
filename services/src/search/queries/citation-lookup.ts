import { bestCitationMatch, courtName, parseCitation, plainCitationText, type Citation } from '@qanoon/contracts';
import type { Sql } from '@qanoon/infra';

/** A case of the library as citations are matched against it. */
export interface HeldCitation {
  id: string;
  citation: Citation;
}

/** A citation's court by the library's name for it, so `Quetta`, `Balochistan` and `Balochistan High Court` compare equal. */
function withNamedCourt(citation: Citation, courtOfCase?: string): Citation {
  const named = citation.court ? (courtName(citation.court) ?? citation.court) : courtOfCase ? courtName(courtOfCase) : null;
  return { ...citation, court: named };
}

/** A held case's citation, its court taken from the case's Citation_Court when the id names none (`PLD 2014 120`). */
export const heldCitation = (citationId: string, court: string): HeldCitation => ({
  id: citationId,
  citation: withNamedCourt(parseCitation(citationId), court),
});

/**
 * Which of the cases sharing a reference's journal, year and page it names: the surest match of
 * contracts' bestCitationMatch, courts compared by the court they name. Two cases fitting only
 * loosely (no court on one side) leave it unresolved.
 */
export function resolveReference(reference: Citation, candidates: readonly HeldCitation[]): string | null {
  return bestCitationMatch(withNamedCourt(reference), candidates)?.id ?? null;
}

const longestCitation = 120;

/**
 * The case of the library a written citation names, or null: the same id (spaces and capitals
 * aside), else the same report written another way (`PLD 2006 Supreme Court 602` for `PLD 2006
 * SC 602`, `CLC 2021 708` for `2021 CLC 708`, `PLD 2011 Quetta 57` for `PLD 2011 Balochistan 57`).
 */
export async function findCitedCase(db: Sql, text: string): Promise<string | null> {
  const written = text.trim();
  if (!written || written.length > longestCitation) return null;
  // No ORDER BY … LIMIT: the planner would walk the primary key instead of the index case_laws_plain_id.
  const { rows: same } = await db.query<{ citation_id: string }>(
    `SELECT citation_id FROM case_laws WHERE upper(regexp_replace(citation_id, '\\s+', '', 'g')) = $1`,
    [plainCitationText(written)],
  );
  const exact = same.map((row) => row.citation_id).sort()[0];
  if (exact) return exact;
  const reference = parseCitation(written);
  if (reference.journal === null || reference.year === null || reference.page === null) return null;
  const { rows } = await db.query<{ citation_id: string; court: string }>(
    'SELECT citation_id, court FROM case_laws WHERE journal = $1 AND year = $2 AND page = $3 ORDER BY citation_id',
    [reference.journal, reference.year, reference.page],
  );
  return resolveReference(
    reference,
    rows.map((row) => heldCitation(row.citation_id, row.court)),
  );
}
