import {
  causeListSpans,
  diaryLimits,
  nextDay,
  type CauseListSpan,
  pakistanDay,
  type CaseClose,
  type CaseFileView,
  type CauseList,
  type DiaryCaseDetail,
  type DiaryCaseView,
  type HearingOutcome,
  type HearingView,
} from '@qanoon/contracts';
import type { OpenedBlob } from '@qanoon/infra';
import type { Actor } from '../../shared/outcome.ts';
import { now, type DiaryDeps } from '../deps.ts';
import { isId } from '../../shared/ids.ts';

type Deps = Pick<DiaryDeps, 'db'>;

// Every statement is scoped to the actor, whom the caller takes from the session (docs/product-rules.md#access).

type CaseRow = {
  case_id: string;
  client_id: string;
  case_title: string;
  case_number: string;
  case_type: string;
  case_date: string | null;
  case_court: string;
  case_city: string;
  case_close: CaseClose;
  hearing_id: string | null;
  hearing_date: string | null;
  hearing_time: string | null;
  opened_at: Date;
};

type HearingRow = {
  case_id: string;
  hearing_id: string;
  hearing_date: string | null;
  hearing_time: string | null;
  outcome: HearingOutcome | null;
  description: string;
  notes: string;
  scheduled_at: Date;
};

const caseColumns = `d.case_id, d.client_id, d.case_title, d.case_number, d.case_type, d.case_date::text AS case_date, d.case_court,
  d.case_city, d.case_close, d.hearing_id, d.hearing_date::text AS hearing_date, d.hearing_time, d.opened_at`;

const toHearing = (r: HearingRow): HearingView => ({
  hearingId: r.hearing_id,
  date: r.hearing_date,
  time: r.hearing_time,
  outcome: r.outcome,
  description: r.description,
  notes: r.notes,
  scheduledAt: r.scheduled_at,
});

const toCase = (r: CaseRow, hearings: HearingRow[]): DiaryCaseView => ({
  caseId: r.case_id,
  clientId: r.client_id,
  title: r.case_title,
  number: r.case_number,
  type: r.case_type,
  caseDate: r.case_date,
  court: r.case_court,
  city: r.case_city,
  caseClose: r.case_close,
  hearingDate: r.hearing_date,
  hearingTime: r.hearing_time,
  previousHearings: hearings
    .filter((h) => h.case_id === r.case_id && h.hearing_id !== r.hearing_id)
    .map(toHearing)
    .reverse(),
  openedAt: r.opened_at,
});

async function hearingsOf(deps: Deps, actor: Actor, caseIds: string[]): Promise<HearingRow[]> {
  if (caseIds.length === 0) return [];
  const { rows } = await deps.db.query<HearingRow>(
    `SELECT case_id, hearing_id, hearing_date::text AS hearing_date, hearing_time, outcome, description, notes, scheduled_at
     FROM diary_hearings WHERE user_id = $1 AND case_id = ANY($2::uuid[]) ORDER BY case_id, seq`,
    [actor.userId, caseIds],
  );
  return rows;
}

/** A client's cases (docs/product-rules.md#diary), the newest first, each with its hearings. */
export async function listCases(deps: Deps, actor: Actor, clientId: string): Promise<DiaryCaseView[]> {
  const { rows } = await deps.db.query<CaseRow>(
    `SELECT ${caseColumns} FROM diary_cases d WHERE d.user_id = $1 AND d.client_id = $2 ORDER BY d.opened_at DESC, d.case_id`,
    [actor.userId, clientId],
  );
  const hearings = await hearingsOf(deps, actor, rows.map((r) => r.case_id));
  return rows.map((r) => toCase(r, hearings));
}

/** One of the actor's cases with all the read panel shows; null when they have no such case. */
export async function getCase(deps: Deps, actor: Actor, caseId: string): Promise<DiaryCaseDetail | null> {
  if (!isId(caseId)) return null;
  const { rows } = await deps.db.query<CaseRow & { client_name: string | null }>(
    `SELECT ${caseColumns}, c.client_name FROM diary_cases d
     LEFT JOIN diary_clients c ON c.user_id = d.user_id AND c.client_id = d.client_id
     WHERE d.user_id = $1 AND d.case_id = $2`,
    [actor.userId, caseId],
  );
  const row = rows[0];
  if (!row) return null;
  const hearingRows = await hearingsOf(deps, actor, [caseId]);
  const files = await deps.db.query<{ blob_key: string; file_name: string; kind: CaseFileView['kind']; size: number; hearing_id: string | null; attached_at: Date }>(
    `SELECT blob_key, file_name, kind, size, hearing_id, attached_at FROM diary_case_files WHERE user_id = $1 AND case_id = $2 ORDER BY seq`,
    [actor.userId, caseId],
  );
  const judgments = await deps.db.query<{ citation_id: string; title: string | null; attached_at: Date }>(
    `SELECT j.citation_id, nullif(k.parties, '') AS title, j.attached_at
     FROM diary_case_judgments j LEFT JOIN case_laws k USING (citation_id)
     WHERE j.user_id = $1 AND j.case_id = $2 ORDER BY j.attached_at, j.citation_id`,
    [actor.userId, caseId],
  );
  const hearings = hearingRows.map(toHearing);
  const written = (pick: (h: HearingView) => string) =>
    hearings.filter((h) => pick(h).trim() !== '').map((h) => ({ text: pick(h), at: h.scheduledAt, hearingDate: h.date }));
  return {
    ...toCase(row, hearingRows),
    client: { clientId: row.client_id, name: row.client_name ?? row.client_id },
    hearings,
    descriptions: written((h) => h.description),
    notes: written((h) => h.notes),
    files: files.rows.map((f) => ({ key: f.blob_key, name: f.file_name, kind: f.kind, size: f.size, hearingId: f.hearing_id, attachedAt: f.attached_at })),
    judgments: judgments.rows.map((j) => ({ citationId: j.citation_id, title: j.title, attachedAt: j.attached_at })),
  };
}

/** Which days and court a cause list is asked for, as the page's address writes them. */
export interface CauseListAsk {
  span?: unknown;
  from?: unknown;
  to?: unknown;
  court?: unknown;
  page?: unknown;
}

const dayMs = 24 * 3600_000;
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && addDays(value, 0) === value;
const textOf = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/**
 * The days a span covers in Pakistan time: this week is Monday to Sunday; a range is the days
 * asked for, at most a year, else today; upcoming is every hearing from today on.
 */
function daysOf(ask: CauseListAsk, today: string): { span: CauseListSpan; from: string; to: string | null } {
  const span = causeListSpans.find((s) => s === ask.span) ?? 'today';
  switch (span) {
    case 'today':
      return { span, from: today, to: today };
    case 'tomorrow':
      return { span, from: nextDay(today), to: nextDay(today) };
    case 'week': {
      const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
      return { span, from: monday, to: addDays(monday, 6) };
    }
    case 'upcoming':
      return { span, from: today, to: null };
    case 'range': {
      const from = isDay(ask.from) ? ask.from : today;
      const to = isDay(ask.to) ? ask.to : from;
      const fits = from <= to && Date.parse(to) - Date.parse(from) < diaryLimits.causeListDays * dayMs;
      return fits ? { span, from, to } : { span, from: today, to: today };
    }
    default: {
      const unknown: never = span;
      throw new Error(`Unknown cause list span ${String(unknown)}`);
    }
  }
}

/** The hearings of the actor's open cases on the days and at the court asked for, by day, hour and court, a page at a time. */
export async function causeList(deps: Deps & Pick<DiaryDeps, 'clock'>, actor: Actor, ask: CauseListAsk = {}): Promise<CauseList> {
  const today = pakistanDay(now(deps));
  const { span, from, to } = daysOf(ask, today);
  const court = textOf(ask.court, diaryLimits.court);
  const asked = Number(ask.page);
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
  const size = diaryLimits.causeListPage;
  const { rows } = await deps.db.query<CaseRow & { client_name: string | null; total: bigint }>(
    `SELECT ${caseColumns}, c.client_name, count(*) OVER () AS total FROM diary_cases d
     LEFT JOIN diary_clients c ON c.user_id = d.user_id AND c.client_id = d.client_id
     WHERE d.user_id = $1 AND d.case_close = 'close' AND d.hearing_date >= $2::date AND ($3::date IS NULL OR d.hearing_date <= $3::date)
       AND ($4 = '' OR strpos(lower(d.case_court), lower($4)) > 0)
     ORDER BY d.hearing_date, d.hearing_time NULLS LAST, lower(d.case_court), d.case_id
     LIMIT $5 OFFSET $6`,
    [actor.userId, from, to, court, size, (page - 1) * size],
  );
  const courts = await deps.db.query<{ court: string }>(
    `SELECT DISTINCT ON (lower(case_court)) case_court AS court FROM diary_cases
     WHERE user_id = $1 AND case_close = 'close' AND case_court <> '' ORDER BY lower(case_court), case_court`,
    [actor.userId],
  );
  const total = Number(rows[0]?.total ?? 0);
  return {
    span,
    today,
    tomorrow: nextDay(today),
    from,
    to,
    court,
    courts: courts.rows.map((r) => r.court),
    page,
    pages: Math.max(1, Math.ceil(total / size)),
    total,
    hearings: rows.map((r) => ({
      caseId: r.case_id,
      clientId: r.client_id,
      clientName: r.client_name ?? r.client_id,
      title: r.case_title,
      number: r.case_number,
      court: r.case_court,
      city: r.case_city,
      date: r.hearing_date ?? today,
      time: r.hearing_time,
    })),
  };
}

/** A file of one of the actor's cases; null for anyone else's, or none. */
export async function openCaseFile(deps: Pick<DiaryDeps, 'db' | 'blobs'>, actor: Actor, key: string): Promise<OpenedBlob | null> {
  const { rowCount } = await deps.db.query('SELECT 1 FROM diary_case_files WHERE user_id = $1 AND blob_key = $2', [actor.userId, key]);
  return rowCount ? deps.blobs.open(key) : null;
}
