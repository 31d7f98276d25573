import { caseNumberKeys, diaryLimits, type CaseClose, type DiaryFound } from '@qanoon/contracts';
import type { Actor } from '../../shared/outcome.ts';
import type { DiaryDeps } from '../deps.ts';

type Deps = Pick<DiaryDeps, 'db'>;

/** `%` and `_` typed by the user are letters, not wildcards. */
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Find in my diary: the actor's clients by name, id, contact or city, and their cases by title,
 * number, court or city. A case number is also matched by its keys (ADR 0034), so `Crl.A. 412/2025`
 * finds a case written `Criminal Appeal No. 412 of 2025`. Only the actor's own diary is read.
 */
export async function findInDiary(deps: Deps, actor: Actor, query: unknown): Promise<DiaryFound> {
  const text = typeof query === 'string' ? query.trim().replace(/\s+/g, ' ').slice(0, diaryLimits.findText) : '';
  if (text === '') return { query: '', clients: [], cases: [] };
  const like = likeOf(text);
  const clients = await deps.db.query<{ client_id: string; client_name: string; client_contact: string; client_city: string }>(
    `SELECT client_id, client_name, client_contact, client_city FROM diary_clients
     WHERE user_id = $1 AND (client_name ILIKE $2 OR client_id ILIKE $2 OR client_contact ILIKE $2 OR client_city ILIKE $2)
     ORDER BY lower(client_name), client_id LIMIT $3`,
    [actor.userId, like, diaryLimits.found],
  );
  const cases = await deps.db.query<{
    case_id: string;
    client_id: string;
    client_name: string | null;
    case_title: string;
    case_number: string;
    case_court: string;
    case_city: string;
    case_close: CaseClose;
    hearing_date: string | null;
  }>(
    `SELECT d.case_id, d.client_id, c.client_name, d.case_title, d.case_number, d.case_court, d.case_city, d.case_close,
       d.hearing_date::text AS hearing_date
     FROM diary_cases d LEFT JOIN diary_clients c ON c.user_id = d.user_id AND c.client_id = d.client_id
     WHERE d.user_id = $1 AND (d.case_number_keys && $3::text[] OR d.case_title ILIKE $2 OR d.case_number ILIKE $2
       OR d.case_court ILIKE $2 OR d.case_city ILIKE $2 OR c.client_name ILIKE $2)
     ORDER BY d.case_number_keys && $3::text[] DESC, d.case_close, d.hearing_date NULLS LAST, d.case_id LIMIT $4`,
    [actor.userId, like, caseNumberKeys(text), diaryLimits.found],
  );
  return {
    query: text,
    clients: clients.rows.map((r) => ({ clientId: r.client_id, name: r.client_name, contact: r.client_contact, city: r.client_city })),
    cases: cases.rows.map((r) => ({
      caseId: r.case_id,
      clientId: r.client_id,
      clientName: r.client_name ?? r.client_id,
      title: r.case_title,
      number: r.case_number,
      court: r.case_court,
      city: r.case_city,
      caseClose: r.case_close,
      hearingDate: r.hearing_date,
    })),
  };
}
