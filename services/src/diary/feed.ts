import { randomBytes } from 'node:crypto';
import { pakistanMoment } from '@qanoon/contracts';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Actor } from '../shared/outcome.ts';
import type { DiaryDeps } from './deps.ts';

type Deps = Pick<DiaryDeps, 'db'>;

// The private calendar feed: every hearing of the user's cases at a secret URL a calendar app
// polls. The token is the only key, so it is long and random, and the user can replace it.

const newToken = () => randomBytes(24).toString('base64url');

/** The actor's feed token, made on first ask. */
export async function feedToken(deps: Deps, actor: Actor): Promise<string> {
  const { rows } = await deps.db.query<{ token: string }>(
    `INSERT INTO diary_feeds (user_id, token) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET token = diary_feeds.token RETURNING token`,
    [actor.userId, newToken()],
  );
  const token = rows[0]?.token;
  if (!token) throw new Error('The feed token was not stored');
  return token;
}

/** Replace the actor's feed token: the old URL stops working at once. */
export async function resetFeedToken(deps: Deps, actor: Actor): Promise<string> {
  const { rows } = await deps.db.query<{ token: string }>(
    `INSERT INTO diary_feeds (user_id, token) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET token = excluded.token, created_at = now() RETURNING token`,
    [actor.userId, newToken()],
  );
  const token = rows[0]?.token;
  if (!token) throw new Error('The feed token was not stored');
  return token;
}

/** Whose feed a token opens; null for an unknown (or replaced) token. */
export async function feedOwner(deps: Deps, token: string): Promise<Actor | null> {
  if (!/^[\w-]{20,64}$/.test(token)) return null;
  const { rows } = await deps.db.query<{ user_id: string }>('SELECT user_id FROM diary_feeds WHERE token = $1', [token]);
  return rows[0] ? { userId: rows[0].user_id } : null;
}

type FeedRow = {
  hearing_id: string;
  case_id: string;
  hearing_date: string;
  hearing_time: string | null;
  outcome: string | null;
  description: string;
  case_title: string;
  case_number: string;
  case_court: string;
  case_city: string;
  case_close: string;
  client_name: string | null;
  scheduled_at: Date;
};

/**
 * The actor's hearings as an iCalendar (RFC 5545) document: one event per dated hearing, an hour
 * long when its time is known, else all day. Each event keeps its hearing's UID, so a calendar
 * updates it in place; a moved hearing is a new hearing, and the old one says how it ended.
 */
export async function calendarFeed(deps: Deps, actor: Actor, origin: string): Promise<string> {
  const { rows } = await deps.db.query<FeedRow>(
    `SELECT h.hearing_id, h.case_id, h.hearing_date::text AS hearing_date, h.hearing_time, h.outcome, h.description,
       d.case_title, d.case_number, d.case_court, d.case_city, d.case_close, c.client_name, h.scheduled_at
     FROM diary_hearings h
     JOIN diary_cases d ON d.case_id = h.case_id AND d.user_id = h.user_id
     LEFT JOIN diary_clients c ON c.user_id = d.user_id AND c.client_id = d.client_id
     WHERE h.user_id = $1 AND h.hearing_date IS NOT NULL
     ORDER BY h.hearing_date, h.hearing_time NULLS LAST, h.hearing_id`,
    [actor.userId],
  );
  // Times go out in UTC (with a Z): a calendar shows them in its own zone, no VTIMEZONE needed.
  const calendar = ical({ name: "Qanoon — Lawyer's Dairy hearings", method: ICalCalendarMethod.PUBLISH, ttl: 15 * 60 });
  for (const r of rows) {
    const title = r.case_title || 'Untitled case';
    const summary = `Hearing: ${title}${r.case_number ? ` (${r.case_number})` : ''}`;
    const lines = [
      r.client_name ? `Client: ${r.client_name}` : '',
      r.outcome ? `Outcome: ${r.outcome}` : '',
      r.case_close === 'closed' ? 'The case is closed.' : '',
      r.description,
    ].filter(Boolean);
    const start = r.hearing_time ? pakistanMoment(r.hearing_date, r.hearing_time) : new Date(`${r.hearing_date}T00:00:00Z`);
    calendar.createEvent({
      id: `${r.hearing_id}@qanoon`,
      start,
      ...(r.hearing_time ? { end: new Date(start.getTime() + 3600_000) } : { allDay: true }),
      stamp: r.scheduled_at,
      summary,
      location: [r.case_court, r.case_city].filter(Boolean).join(', '),
      description: lines.join('\n'),
      url: `${origin}/lawyersdairy/cases/${r.case_id}`,
    });
  }
  return calendar.toString();
}
