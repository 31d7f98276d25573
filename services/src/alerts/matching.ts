import {
  alertLimits,
  caseHref,
  savedSearchAlertEvent,
  treatmentWord,
  type AlertRhythm,
  type NegativeKind,
  type SavedSearchAlert,
  type Treatment,
} from '@qanoon/contracts';
import { rooms, type Sql, type StandingMatch } from '@qanoon/infra';
import { caseRecordDocument, type CaseRecord } from '../shared/library-content.ts';
import { fitsCitation, followedTreatment } from '../shared/citation-index.ts';
import { now, type AlertDeps } from './deps.ts';

/**
 * Judgments read and asked of the engine at a time: an import's batch of a thousand is one ask,
 * and the engine's cost grows with the saved searches, not with them times the chunks (ADR 0074).
 */
const chunkRows = 1_000;
/**
 * Matching reads again this far behind where it reached: an import's transaction stamps its rows
 * with the time it began, and may commit after a later one was already read. A judgment matched
 * twice is matched once (the primary key).
 */
const lookBackMs = 10 * 60_000;
/** How long a sender keeps what it claimed to send (a notice, an email's matches) before another may send it. */
const claimFor = '5 minutes';
/** Notices sent at a time. */
const noticePage = 500;

interface RecordedMatch extends Record<string, unknown> {
  saved_search_id: string;
  citation_id: string;
  user_id: string;
  name: string;
  rhythm: AlertRhythm;
  /** For a followed citation, how the new judgment treats it (null for a saved search of words). */
  treatment: Treatment | null;
  negative_kind: NegativeKind | null;
}

interface NewMatch extends RecordedMatch {
  /** Whether the owner's package runs: a lapsed one's matches wait, unannounced (ADR 0059). */
  paid: boolean;
}

/**
 * Match the judgments added or changed since matching last reached to every saved search and
 * followed citation (ADR 0045): the engine matches the searches (Elasticsearch asks the kept
 * queries about the new judgments together, PostgreSQL asks each kept query about them alone),
 * the citation index the citations. Each user with new matches gets a live notice; searches set
 * to "as it happens" get their email at once, the others wait for their digest.
 *
 * No transaction is open while the engine is asked or anyone is told (ADR 0074): the engine is
 * asked first, then one short transaction records the matches, the notices due and how far
 * matching reached, and the notices and emails go after it commits. Matchers running at once
 * record each match once (its primary key), so each is told once.
 */
export async function matchNewJudgments(deps: AlertDeps): Promise<{ judgments: number; matches: number }> {
  const startedAt = now(deps);
  const { rows: progress } = await deps.db.query<{ reached: string }>('SELECT reached::text AS reached FROM saved_search_progress');
  const reached = progress[0]?.reached ?? startedAt.toISOString();
  // The cursor is the database's own text of the time: microseconds, which a Date would drop,
  // and every row of one import transaction carries the same time.
  let after = { at: reached, id: '', lookBack: true };
  const judgments: { id: string; stamp: Date }[] = [];
  const searched: StandingMatch[] = [];
  for (;;) {
    const { rows } = await deps.db.query<CaseRecord & { updated_at: Date; cursor: string }>(
      `SELECT *, updated_at::text AS cursor FROM case_laws
       WHERE (updated_at, citation_id) > ($1::timestamptz - $2::interval, $3) ORDER BY updated_at, citation_id LIMIT $4`,
      [after.at, after.lookBack ? `${lookBackMs} milliseconds` : '0 seconds', after.id, chunkRows],
    );
    const last = rows[rows.length - 1];
    if (!last) break;
    for (const row of rows) judgments.push({ id: row.citation_id, stamp: row.updated_at });
    searched.push(...(await deps.searchEngine.matchStanding(rows.map(caseRecordDocument))));
    after = { at: last.cursor, id: last.citation_id, lookBack: false };
    if (rows.length < chunkRows) break;
  }
  const found = await deps.db.transaction(async (tx) => {
    const inserted = await recordMatches(deps, tx, judgments, searched, startedAt);
    // Never backwards: a look back that found nothing newer leaves the mark where it was.
    await tx.query('UPDATE saved_search_progress SET reached = greatest(reached, $1::timestamptz)', [after.at]);
    const notices = noticesOf(inserted.filter((m) => m.paid));
    if (notices.length > 0) {
      await tx.query(
        'INSERT INTO saved_search_notices (user_id, alert, instant) SELECT * FROM unnest($1::uuid[], $2::jsonb[], $3::boolean[])',
        [notices.map((n) => n.userId), notices.map((n) => JSON.stringify(n.alert)), notices.map((n) => n.instant)],
      );
    }
    return inserted;
  });
  await sendNotices(deps);
  return { judgments: judgments.length, matches: found.length };
}

/**
 * What the judgments matched that nothing had matched before, for searches not paused, recorded.
 * A lapsed package's searches go on matching, so what arrived meanwhile is there when it is paid again.
 */
async function recordMatches(
  deps: AlertDeps,
  tx: Sql,
  judgments: readonly { id: string; stamp: Date }[],
  searched: readonly StandingMatch[],
  at: Date,
): Promise<NewMatch[]> {
  if (judgments.length === 0) return [];
  // A judgment is news to a search saved before it arrived or changed, not to one saved after.
  const { rows } = await tx.query<RecordedMatch>(
    `WITH judgment AS (SELECT * FROM unnest($1::text[], $2::timestamptz[]) AS j(citation_id, updated_at)),
     candidate AS (
       SELECT m.saved_search_id::uuid AS saved_search_id, m.citation_id
       FROM unnest($3::text[], $4::text[]) AS m(saved_search_id, citation_id)
       WHERE m.saved_search_id ~ '^[0-9a-f-]{36}$'
       UNION
       SELECT s.id, cc.citing_id FROM saved_searches s
       JOIN case_citations cc ON ${fitsCitation('cc', 's.citation_court', 's.citation_key')}
       WHERE s.kind = 'citation' AND cc.citing_id = ANY($1::text[])
     ),
     added AS (
       INSERT INTO saved_search_matches (saved_search_id, citation_id)
       SELECT c.saved_search_id, c.citation_id FROM candidate c
       JOIN saved_searches s ON s.id = c.saved_search_id AND NOT s.paused
       JOIN (SELECT citation_id, max(updated_at) AS updated_at FROM judgment GROUP BY citation_id) j
         ON j.citation_id = c.citation_id AND j.updated_at >= s.created_at
       ON CONFLICT DO NOTHING
       RETURNING saved_search_id, citation_id
     )
     SELECT a.saved_search_id, a.citation_id, s.user_id, s.name, s.rhythm,
       ft.treatment, ft.negative_kind
     FROM added a JOIN saved_searches s ON s.id = a.saved_search_id
     ${followedTreatment('ft', 'a.citation_id', 's')}`,
    [judgments.map((j) => j.id), judgments.map((j) => j.stamp), searched.map((m) => m.queryId), searched.map((m) => m.documentId)],
  );
  const paid = await deps.paidHolders(rows.map((row) => row.user_id), at);
  return rows.map((row) => ({ ...row, paid: paid.has(row.user_id) }));
}

// The strongest treatment first.
const weight: Record<Treatment, number> = { negative: 0, distinguished: 1, positive: 2, neutral: 3 };

/**
 * A live notice to each user, per saved search (a followed citation's saying how the new
 * judgments treat it: "overruled", "distinguished" …), and whether an "as it happens" email is due.
 */
function noticesOf(found: readonly NewMatch[]): { userId: string; alert: SavedSearchAlert; instant: boolean }[] {
  type Entry = SavedSearchAlert['searches'][number] & { treated: NewMatch[] };
  const byUser = new Map<string, { searches: Map<string, Entry>; instant: boolean }>();
  for (const match of found) {
    const user = byUser.get(match.user_id) ?? { searches: new Map<string, Entry>(), instant: false };
    byUser.set(match.user_id, user);
    const entry = user.searches.get(match.saved_search_id) ?? { id: match.saved_search_id, name: match.name, count: 0, treated: [] };
    entry.count += 1;
    if (treatmentWord(match.treatment, match.negative_kind)) entry.treated.push(match);
    user.searches.set(match.saved_search_id, entry);
    if (match.rhythm === 'instant') user.instant = true;
  }
  return [...byUser].map(([userId, { searches, instant }]) => ({
    userId,
    instant,
    alert: {
      searches: [...searches.values()].map(({ treated, ...entry }) => {
        const words = [...new Set(treated.sort((a, b) => weight[a.treatment ?? 'neutral'] - weight[b.treatment ?? 'neutral']).map((m) => treatmentWord(m.treatment, m.negative_kind) ?? ''))];
        return words.length > 0 ? { ...entry, treatments: words } : entry;
      }),
    },
  }));
}

/**
 * Send the live notices matching recorded, each once: a sender claims a page of them in one
 * statement (two senders never claim the same), emits them, and deletes them; then the "as it
 * happens" emails go if any was due. No transaction is open meanwhile.
 */
export async function sendNotices(deps: AlertDeps): Promise<{ notices: number }> {
  let sent = 0;
  let instant = false;
  for (;;) {
    const { rows } = await deps.db.query<{ id: string; user_id: string; alert: SavedSearchAlert; instant: boolean }>(
      `UPDATE saved_search_notices SET claimed_until = now() + $1::interval
       WHERE id IN (SELECT id FROM saved_search_notices WHERE claimed_until IS NULL OR claimed_until < now() ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED)
       RETURNING id::text, user_id, alert, instant`,
      [claimFor, noticePage],
    );
    for (const notice of rows) deps.realtime.emit(rooms.user(notice.user_id), savedSearchAlertEvent, notice.alert);
    if (rows.length > 0) await deps.db.query('DELETE FROM saved_search_notices WHERE id = ANY($1::bigint[])', [rows.map((r) => r.id)]);
    sent += rows.length;
    instant ||= rows.some((r) => r.instant);
    if (rows.length < noticePage) break;
  }
  if (instant) await sendDigests(deps, { rhythms: ['instant'] });
  return { notices: sent };
}

interface Unsent extends Record<string, unknown> {
  user_id: string;
  saved_search_id: string;
  name: string;
  citation_id: string;
  parties: string | null;
  court: string | null;
  treatment: Treatment | null;
  negative_kind: NegativeKind | null;
}

// An hour's grace, so the quarter-hourly sweep keeps a digest to its time of day.
const due = { daily: '23 hours', weekly: '6 days 23 hours' } as const;
/** SQL: saved search `s`, not paused, of a rhythm in $1 whose email is due at $2 (a day or a week, $3 and $4, after its last). */
const dueSearch = `s.rhythm = ANY($1::text[]) AND NOT s.paused
  AND (s.rhythm = 'instant' OR s.emailed_at <= $2::timestamptz - CASE s.rhythm WHEN 'daily' THEN $3::interval ELSE $4::interval END)`;
/** SQL: match `m` of saved search `s` not emailed yet, nor claimed by a sweep sending it now. */
const unsentMatch = 'm.saved_search_id = s.id AND m.emailed_at IS NULL AND (m.claimed_until IS NULL OR m.claimed_until < now())';

/**
 * Email each user the new judgments of their saved searches whose rhythm is due: "as it happens"
 * ones at once, daily ones a day after their last email, weekly ones a week after. One email a
 * user, a section a search, each judgment with its link; a failed send is tried again next time.
 * A user whose package has lapsed gets none: their matches wait, and the first sweep after they
 * pay again sends them (ADR 0059).
 */
export async function sendDigests(deps: AlertDeps, options: { rhythms?: readonly AlertRhythm[] } = {}): Promise<{ emails: number; judgments: number }> {
  const rhythms = options.rhythms ?? (['instant', 'daily', 'weekly'] as const);
  const at = now(deps);
  const dueNow = [rhythms, at, due.daily, due.weekly];
  // Whose searches have matches waiting, then which of them billing says may be emailed.
  const { rows: waiting } = await deps.db.query<{ user_id: string }>(
    `SELECT DISTINCT s.user_id FROM saved_searches s WHERE ${dueSearch} AND EXISTS (SELECT 1 FROM saved_search_matches m WHERE ${unsentMatch})`,
    dueNow,
  );
  const paid = await deps.paidHolders(waiting.map((row) => row.user_id), at);
  if (paid.size === 0) return { emails: 0, judgments: 0 };
  const { rows } = await deps.db.query<Unsent>(
    `SELECT s.user_id, s.id AS saved_search_id, s.name, m.citation_id, c.parties, c.court, ft.treatment, ft.negative_kind
     FROM saved_searches s
     JOIN saved_search_matches m ON ${unsentMatch}
     LEFT JOIN case_laws c ON c.citation_id = m.citation_id
     ${followedTreatment('ft', 'm.citation_id', 's')}
     WHERE ${dueSearch} AND s.user_id = ANY($5::uuid[])
     ORDER BY s.user_id, s.created_at, s.id, m.matched_at DESC, m.citation_id`,
    [...dueNow, [...paid]],
  );
  const byUser = new Map<string, Unsent[]>();
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  const users = await deps.users.find([...byUser.keys()]);
  let emails = 0;
  let judgments = 0;
  for (const [userId, listed] of byUser) {
    const to = users.get(userId)?.email;
    if (!to) continue;
    // Claimed in one statement, so a sweep running beside this one never emails these matches too;
    // no transaction stays open while the email goes.
    const { rows: claimed } = await deps.db.query<{ saved_search_id: string; citation_id: string }>(
      `UPDATE saved_search_matches m SET claimed_until = now() + $3::interval FROM unnest($1::uuid[], $2::text[]) AS x(id, citation_id)
       WHERE m.saved_search_id = x.id AND m.citation_id = x.citation_id AND m.emailed_at IS NULL
         AND (m.claimed_until IS NULL OR m.claimed_until < now())
       RETURNING m.saved_search_id, m.citation_id`,
      [listed.map((u) => u.saved_search_id), listed.map((u) => u.citation_id), claimFor],
    );
    const mine = new Set(claimed.map((c) => `${c.saved_search_id} ${c.citation_id}`));
    const unsent = listed.filter((u) => mine.has(`${u.saved_search_id} ${u.citation_id}`));
    const first = unsent[0];
    if (!first) continue;
    const searchIds = unsent.map((u) => u.saved_search_id);
    const citationIds = unsent.map((u) => u.citation_id);
    try {
      await deps.notifier.send({ channel: 'email', to, subject: digestSubject(unsent), body: digestBody(deps.publicUrl, unsent) });
    } catch {
      // Not sent: the next sweep tries again.
      await deps.db.query(
        `UPDATE saved_search_matches m SET claimed_until = NULL FROM unnest($1::uuid[], $2::text[]) AS x(id, citation_id)
         WHERE m.saved_search_id = x.id AND m.citation_id = x.citation_id`,
        [searchIds, citationIds],
      );
      continue;
    }
    emails += 1;
    judgments += unsent.length;
    await deps.db.query(
      `UPDATE saved_search_matches m SET emailed_at = $3, claimed_until = NULL FROM unnest($1::uuid[], $2::text[]) AS x(id, citation_id)
       WHERE m.saved_search_id = x.id AND m.citation_id = x.citation_id`,
      [searchIds, citationIds, at],
    );
    await deps.db.query('UPDATE saved_searches SET emailed_at = $2 WHERE id = ANY($1::uuid[])', [[...new Set(searchIds)], at]);
  }
  return { emails, judgments };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function digestSubject(unsent: readonly Unsent[]): string {
  const names = [...new Set(unsent.map((u) => u.name))];
  const judgments = plural(unsent.length, 'new judgment', 'new judgments');
  return names.length === 1 ? `${judgments} for "${names[0]}"` : `${judgments} for ${plural(names.length, 'saved search', 'saved searches')}`;
}

function digestBody(publicUrl: string, unsent: readonly Unsent[]): string {
  const lines: string[] = ['New judgments in the Qanoon library match what you follow.', ''];
  const sections = new Map<string, Unsent[]>();
  for (const row of unsent) sections.set(row.saved_search_id, [...(sections.get(row.saved_search_id) ?? []), row]);
  for (const rows of sections.values()) {
    lines.push(`${rows[0]?.name ?? ''}:`);
    for (const row of rows.slice(0, alertLimits.shownMatches)) {
      const treated = treatmentWord(row.treatment, row.negative_kind);
      lines.push(`- ${row.citation_id}${row.parties ? `, ${row.parties}` : ''}${row.court ? ` (${row.court})` : ''}`);
      // A followed citation's judgment says how it treats the citation.
      if (treated) lines.push(`  Treatment: ${treated}`);
      lines.push(`  ${new URL(caseHref(row.citation_id), publicUrl).href}`);
    }
    if (rows.length > alertLimits.shownMatches) lines.push(`- and ${rows.length - alertLimits.shownMatches} more`);
    lines.push('');
  }
  lines.push(`Your saved searches: ${new URL('/alerts', publicUrl).href}`);
  return lines.join('\n');
}
