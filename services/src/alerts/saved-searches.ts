import { randomUUID } from 'node:crypto';
import {
  alertLimits,
  alertMessages,
  alertSettingsSchema,
  followCitationSchema,
  followedCitationName,
  isSearchMode,
  mandatorySearchFields,
  parseForm,
  saveSearchSchema,
  searchFormFields,
  type AlertRhythm,
  type SavedSearchView,
  type SearchFormValues,
  type SearchMode,
  writtenCitationKey,
} from '@qanoon/contracts';
import type { Sql } from '@qanoon/infra';
import { failure, type Actor, type Outcome } from '../shared/outcome.ts';
import { isId } from '../shared/ids.ts';
import type { SearchQuery } from '@qanoon/infra';
import { now, type AlertDeps } from './deps.ts';


/** A tab's own fields from a form, as typed: the address of the search, without its page or order. */
function fieldsOf(mode: SearchMode, input: Record<string, unknown>): SearchFormValues {
  const fields: SearchFormValues = {};
  for (const name of searchFormFields[mode]) {
    const value = input[name];
    if (typeof value === 'string' && value.trim() !== '') fields[name] = value.trim();
  }
  return fields;
}

/**
 * A search saved up to this year (the form's To, which the screen fills with this year) is kept
 * with no To: its end is open, and its To follows the current year, so its alerts go on into the
 * years after (ADR 0061). A To the form requires is read back as the current year; a range that
 * ended before this year is kept as it was.
 */
const endsThisYear = (fields: SearchFormValues, query: SearchQuery, today: Date) =>
  fields.to !== undefined && query.yearTo !== undefined && query.yearTo >= today.getUTCFullYear();

const withoutTo = <T extends { to?: string; yearTo?: number }>(value: T): T => {
  const rest = { ...value };
  delete rest.to;
  delete rest.yearTo;
  return rest;
};

const isOpenEnded = (mode: SearchMode, fields: SearchFormValues) => mandatorySearchFields[mode].includes('to') && fields.to === undefined;

/** A saved search's fields as its form runs them: an open end's To is this year. */
const fieldsToday = (mode: SearchMode, fields: SearchFormValues, today: Date): SearchFormValues =>
  isOpenEnded(mode, fields) ? { ...fields, to: String(today.getUTCFullYear()) } : fields;

/** A saved search's query as the engine keeps it: an open end has no last year. */
async function standingQuery(deps: Pick<AlertDeps, 'engineQuery'>, mode: SearchMode, fields: SearchFormValues, today: Date): Promise<SearchQuery | null> {
  const query = await deps.engineQuery(mode, fieldsToday(mode, fields, today));
  return query && isOpenEnded(mode, fields) ? withoutTo(query) : query;
}

/**
 * Whether the actor may keep one more, asked inside the transaction that adds it: a lock on the
 * user's saved searches (a transaction's advisory lock, so no other context's row is touched) is
 * taken first, so saves sent at once are counted one after another and none passes the limit.
 */
async function roomForOneMore(tx: Sql, actor: Actor): Promise<boolean> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('saved_searches:' || $1, 0))", [actor.userId]);
  const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_searches WHERE user_id = $1', [actor.userId]);
  return (rows[0]?.n ?? 0) < alertLimits.perUser;
}

/**
 * Save the search a tab's form holds, with a name and a rhythm. It is kept as its form (to run it
 * again) and, in the engine, as the query the form becomes, matched against judgments as they arrive.
 */
export async function saveSearch(deps: AlertDeps, actor: Actor, input: unknown): Promise<Outcome<{ id: string }>> {
  const form = parseForm(saveSearchSchema, input);
  if (!form.ok) return failure(form.message);
  const { name, rhythm, tab } = form.data;
  const typed = fieldsOf(tab, form.data);
  const asked = await deps.engineQuery(tab, typed);
  if (!asked) return failure(alertMessages.incomplete);
  const open = endsThisYear(typed, asked, now(deps));
  const [fields, query] = open ? [withoutTo(typed), withoutTo(asked)] : [typed, asked];
  // The engine keeps the query before the row exists, and no transaction is open while it does:
  // a transaction waiting on a second connection (or on Elasticsearch) holds its own, and enough
  // saves at once held every connection of the pool. A query kept for a search that is then not
  // saved matches nothing (matches join saved_searches) and is dropped at once.
  const id = randomUUID();
  await deps.searchEngine.keepStandingQuery(id, query);
  const saved = await deps.db
    .transaction(async (tx) => {
      if (!(await roomForOneMore(tx, actor))) return false;
      await tx.query(
        `INSERT INTO saved_searches (id, user_id, name, kind, mode, fields, rhythm) VALUES ($1, $2, $3, 'search', $4, $5, $6)`,
        [id, actor.userId, name, tab, JSON.stringify(fields), rhythm],
      );
      return true;
    })
    .catch(async (error: unknown) => {
      await deps.searchEngine.dropStandingQuery(id).catch(() => {});
      throw error;
    });
  if (!saved) {
    await deps.searchEngine.dropStandingQuery(id);
    return failure(alertMessages.tooMany);
  }
  return { ok: true, message: alertMessages.saved, id };
}

/** Follow a citation: every new judgment citing it, in any written form, is an alert. */
export async function followCitation(deps: AlertDeps, actor: Actor, input: unknown): Promise<Outcome<{ id: string }>> {
  const form = parseForm(followCitationSchema, input);
  if (!form.ok) return failure(form.message);
  const { citation: written, rhythm } = form.data;
  // Keyed as the citator keys it, so every written form of the report is followed; a citation
  // naming no court follows it in any court.
  const key = writtenCitationKey(written);
  if (key.key.startsWith('raw:')) return failure(alertMessages.notACitation);
  const { rows: already } = await deps.db.query(
    `SELECT 1 FROM saved_searches WHERE user_id = $1 AND kind = 'citation' AND citation_key = $2 AND citation_court IS NOT DISTINCT FROM $3`,
    [actor.userId, key.key, key.court],
  );
  if (already.length > 0) return failure(alertMessages.alreadyFollowed);
  const id = await deps.db.transaction(async (tx) => {
    if (!(await roomForOneMore(tx, actor))) return null;
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO saved_searches (user_id, name, kind, citation, citation_key, citation_court, rhythm)
       VALUES ($1, $2, 'citation', $3, $4, $5, $6) RETURNING id`,
      [actor.userId, followedCitationName(written).slice(0, alertLimits.name), written, key.key, key.court, rhythm],
    );
    return rows[0]?.id ?? '';
  });
  if (id === null) return failure(alertMessages.tooMany);
  return { ok: true, message: alertMessages.followed, id };
}

/** Rename a saved search or change its rhythm; only its owner can. */
export async function updateSavedSearch(deps: AlertDeps, actor: Actor, id: unknown, input: unknown): Promise<Outcome> {
  const settings = parseForm(alertSettingsSchema, input);
  if (!settings.ok) return failure(settings.message);
  if (!isId(id)) return failure(alertMessages.noSuchSearch);
  const { name, rhythm } = settings.data;
  const { rowCount } = await deps.db.query('UPDATE saved_searches SET name = $3, rhythm = $4 WHERE id = $1 AND user_id = $2', [id, actor.userId, name, rhythm]);
  return rowCount ? { ok: true, message: alertMessages.updated } : failure(alertMessages.noSuchSearch);
}

/** Pause or resume a saved search's alerts: while paused, what arrives is not matched to it. */
export async function setPaused(deps: AlertDeps, actor: Actor, id: unknown, paused: boolean): Promise<Outcome> {
  if (!isId(id)) return failure(alertMessages.noSuchSearch);
  const { rowCount } = await deps.db.query('UPDATE saved_searches SET paused = $3 WHERE id = $1 AND user_id = $2', [id, actor.userId, paused]);
  return rowCount ? { ok: true, message: paused ? alertMessages.paused : alertMessages.resumed } : failure(alertMessages.noSuchSearch);
}

export async function deleteSavedSearch(deps: AlertDeps, actor: Actor, id: unknown): Promise<Outcome> {
  if (!isId(id)) return failure(alertMessages.noSuchSearch);
  const { rows } = await deps.db.query<{ kind: string }>('DELETE FROM saved_searches WHERE id = $1 AND user_id = $2 RETURNING kind', [id, actor.userId]);
  if (!rows[0]) return failure(alertMessages.noSuchSearch);
  if (rows[0].kind === 'search') await deps.searchEngine.dropStandingQuery(id);
  return { ok: true, message: alertMessages.deleted };
}

/**
 * Keep every saved search's query in the engine again, from its form: after a switch of engine
 * (the reindex command), and to read each again with today's synonyms and court names. A search
 * whose form no longer runs keeps the query it had.
 */
export async function keepAllAgain(deps: Pick<AlertDeps, 'db' | 'searchEngine' | 'engineQuery' | 'clock'>): Promise<{ kept: number }> {
  const { rows } = await deps.db.query<{ id: string; mode: string; fields: SearchFormValues }>(
    "SELECT id, mode, fields FROM saved_searches WHERE kind = 'search' ORDER BY id",
  );
  let kept = 0;
  for (const row of rows) {
    const query = isSearchMode(row.mode) ? await standingQuery(deps, row.mode, row.fields, deps.clock?.() ?? new Date()) : null;
    if (!query) continue;
    await deps.searchEngine.keepStandingQuery(row.id, query);
    kept += 1;
  }
  return { kept };
}

interface SavedRow extends Record<string, unknown> {
  id: string;
  name: string;
  kind: 'search' | 'citation';
  mode: string | null;
  fields: SearchFormValues;
  citation: string | null;
  rhythm: AlertRhythm;
  paused: boolean;
  created_at: Date;
  match_count: number;
  matches: { citationId: string; parties: string; court: string; matchedAt: string }[] | null;
}

/** A user's saved searches and followed citations, oldest first, each with its newest matches. */
export async function listSavedSearches(deps: AlertDeps, actor: Actor): Promise<SavedSearchView[]> {
  const { rows } = await deps.db.query<SavedRow>(
    `SELECT s.id, s.name, s.kind, s.mode, s.fields, s.citation, s.rhythm, s.paused, s.created_at,
       (SELECT count(*)::int FROM saved_search_matches m WHERE m.saved_search_id = s.id) AS match_count,
       (SELECT json_agg(json_build_object('citationId', m.citation_id, 'parties', coalesce(c.parties, ''), 'court', coalesce(c.court, ''), 'matchedAt', m.matched_at) ORDER BY m.matched_at DESC, m.citation_id)
          FROM (SELECT * FROM saved_search_matches WHERE saved_search_id = s.id ORDER BY matched_at DESC, citation_id LIMIT $2) m
          LEFT JOIN case_laws c ON c.citation_id = m.citation_id) AS matches
     FROM saved_searches s WHERE s.user_id = $1 ORDER BY s.created_at, s.id`,
    [actor.userId, alertLimits.shownMatches],
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    kind: row.kind,
    mode: isSearchMode(row.mode) ? row.mode : null,
    fields: isSearchMode(row.mode) ? fieldsToday(row.mode, row.fields, now(deps)) : row.fields,
    citation: row.citation,
    rhythm: row.rhythm,
    paused: row.paused,
    createdAt: row.created_at.toISOString(),
    matches: row.matches ?? [],
    matchCount: row.match_count,
  }));
}
