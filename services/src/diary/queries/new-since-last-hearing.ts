import { newSinceLastHearingLimits, pakistanDay, pakistanMoment, type NewJudgment, type NewSinceLastHearing } from '@qanoon/contracts';
import { fitsCitation, heldCitationKey, type HeldCitation } from '../../shared/citation-index.ts';
import { isId } from '../../shared/ids.ts';
import type { Actor } from '../../shared/outcome.ts';
import { now, type DiaryDeps } from '../deps.ts';
import { namedSections } from './named-sections.ts';

type Deps = Pick<DiaryDeps, 'db' | 'clock'>;

type CaseRow = { case_title: string; case_number: string; case_type: string; followed_sections: string[] | null; opened_at: Date; last_hearing: string | null };
type AttachedRow = HeldCitation;
type NewRow = { citation_id: string; parties: string; court: string; imported_at: Date; cites: string[]; sections: string[]; total: bigint };

/**
 * Where the window opens: the start (Pakistan time) of the day of the case's latest hearing before
 * today, so a judgment taken in on the hearing day itself still counts; the case's opening when
 * it has had none yet.
 */
async function caseAndWindow(deps: Deps, actor: Actor, caseId: string): Promise<(CaseRow & { since: Date }) | null> {
  const { rows } = await deps.db.query<CaseRow>(
    `SELECT d.case_title, d.case_number, d.case_type, d.followed_sections, d.opened_at,
       (SELECT max(h.hearing_date)::text FROM diary_hearings h WHERE h.case_id = d.case_id AND h.hearing_date < $3::date) AS last_hearing
     FROM diary_cases d WHERE d.user_id = $1 AND d.case_id = $2`,
    [actor.userId, caseId, pakistanDay(now(deps))],
  );
  const row = rows[0];
  if (!row) return null;
  return { ...row, since: row.last_hearing ? pakistanMoment(row.last_hearing, '00:00') : row.opened_at };
}

/** The case's attached judgments, with what the library holds of each (nothing for one it no longer holds). */
async function attachedOf(deps: Deps, actor: Actor, caseId: string): Promise<AttachedRow[]> {
  const { rows } = await deps.db.query<AttachedRow>(
    `SELECT j.citation_id, k.citation_key, k.citation_key_court, k.court
     FROM diary_case_judgments j LEFT JOIN case_laws k USING (citation_id)
     WHERE j.user_id = $1 AND j.case_id = $2 ORDER BY j.attached_at, j.citation_id`,
    [actor.userId, caseId],
  );
  return rows;
}

/**
 * The judgments imported after `since` that cite a followed judgment (matched as the citator's
 * "Cited by" matches, by `fitsCitation`) or list a followed section in their Law_Ref; the newest
 * first, with how many there are in all. The followed judgments themselves are left out.
 */
async function newJudgments(deps: Deps, attached: AttachedRow[], sections: string[], since: Date): Promise<{ count: number; rows: NewRow[] }> {
  const keys = attached.map(heldCitationKey);
  const { rows } = await deps.db.query<NewRow>(
    `WITH followed AS (
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[]) AS f(citation_id, key, court)
     ), citing AS (
       SELECT DISTINCT cc.citing_id, f.citation_id AS cited FROM followed f JOIN case_citations cc ON ${fitsCitation('cc', 'f.court', 'f.key')}
     ), candidates AS (
       SELECT citing_id AS citation_id FROM citing
       UNION
       SELECT citation_id FROM case_laws WHERE law_refs && $4::text[] AND imported_at > $5
     )
     SELECT c.citation_id, c.parties, c.court, c.imported_at,
       ARRAY(SELECT citing.cited FROM citing WHERE citing.citing_id = c.citation_id ORDER BY 1) AS cites,
       ARRAY(SELECT unnest(c.law_refs) INTERSECT SELECT unnest($4::text[]) ORDER BY 1) AS sections,
       count(*) OVER () AS total
     FROM candidates JOIN case_laws c USING (citation_id)
     WHERE c.imported_at > $5 AND c.citation_id <> ALL($1::text[])
     ORDER BY c.imported_at DESC, c.citation_id LIMIT $6`,
    [attached.map((a) => a.citation_id), keys.map((k) => k.key), keys.map((k) => k.court), sections, since, newSinceLastHearingLimits.listed],
  );
  return { count: Number(rows[0]?.total ?? 0), rows };
}

const toNewJudgment = (row: NewRow): NewJudgment => ({
  citationId: row.citation_id,
  parties: row.parties,
  court: row.court,
  importedAt: row.imported_at,
  cites: row.cites,
  sections: row.sections,
});

/** The sections a case follows: the lawyer's choice, else those its own title, number and type name. */
export const followedSectionsOf = (row: Pick<CaseRow, 'case_title' | 'case_number' | 'case_type' | 'followed_sections'>): string[] =>
  row.followed_sections ?? namedSections([row.case_title, row.case_number, row.case_type].join(' | '));

/**
 * "New since the last hearing" on one of the actor's cases: the judgments the library took in
 * since then that cite the case's attached judgments or are decided under the sections it
 * follows. The attached judgments' own Law_Ref is not followed: a judgment lists every section
 * it touches, most of them beside the case's point (ADR 0063). Null for a case that is not
 * theirs, as for none.
 */
export async function newSinceLastHearing(deps: Deps, actor: Actor, caseId: string): Promise<NewSinceLastHearing | null> {
  if (!isId(caseId)) return null;
  const found = await caseAndWindow(deps, actor, caseId);
  if (!found) return null;
  const attached = await attachedOf(deps, actor, caseId);
  const sections = [...new Set(followedSectionsOf(found))].sort();
  const following = { judgments: attached.map((a) => a.citation_id), sections };
  const window = { lastHearing: found.last_hearing, since: found.since, following };
  if (attached.length === 0 && sections.length === 0) return { ...window, count: 0, judgments: [] };
  const { count, rows } = await newJudgments(deps, attached, sections, found.since);
  return { ...window, count, judgments: rows.map(toNewJudgment) };
}
