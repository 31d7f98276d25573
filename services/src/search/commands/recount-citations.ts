import { parseCitation, plainCitationText } from '@qanoon/contracts';
import type { SearchDeps } from '../deps.ts';
import { heldCitation, resolveReference, type HeldCitation } from '../queries/citation-lookup.ts';

const batchRows = 2_000;

/**
 * How many library cases cite each case (Case_Ref, in any written variant; a case citing another
 * twice counts once, itself never), stored in the engine for the most-cited order.
 */
export async function recountCitations(deps: SearchDeps): Promise<{ cases: number; cited: number }> {
  const { rows: held } = await deps.db.query<{ citation_id: string; court: string; journal: string | null; year: number | null; page: number | null }>(
    'SELECT citation_id, court, journal, year, page FROM case_laws',
  );
  const byPlainId = new Map<string, string>();
  const byReport = new Map<string, HeldCitation[]>();
  for (const row of held) {
    byPlainId.set(plainCitationText(row.citation_id), row.citation_id);
    if (row.journal === null || row.year === null || row.page === null) continue;
    const key = `${row.journal}|${row.year}|${row.page}`;
    byReport.set(key, [...(byReport.get(key) ?? []), heldCitation(row.citation_id, row.court)]);
  }
  const resolve = (reference: string): string | null => {
    const same = byPlainId.get(plainCitationText(reference));
    if (same) return same;
    const citation = parseCitation(reference);
    if (citation.journal === null || citation.year === null || citation.page === null) return null;
    return resolveReference(citation, byReport.get(`${citation.journal}|${citation.year}|${citation.page}`) ?? []);
  };

  const counts = new Map<string, number>(held.map((row) => [row.citation_id, 0]));
  let after = '';
  for (;;) {
    const { rows } = await deps.db.query<{ citation_id: string; case_refs: string[] }>(
      'SELECT citation_id, case_refs FROM case_laws WHERE citation_id > $1 ORDER BY citation_id LIMIT $2',
      [after, batchRows],
    );
    for (const row of rows) {
      const cited = new Set(row.case_refs.map(resolve).filter((id): id is string => id !== null && id !== row.citation_id));
      for (const id of cited) counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    const last = rows.at(-1);
    if (!last || rows.length < batchRows) break;
    after = last.citation_id;
  }
  await deps.searchEngine.setCitedCounts(
    'case',
    [...counts].map(([id, cited]) => ({ id, cited })),
  );
  await deps.searchEngine.refresh('case');
  return { cases: counts.size, cited: [...counts.values()].filter((n) => n > 0).length };
}
