import { caseNumberKeys, diaryCaseEventTypes, diaryProjectionName, readDiaryCaseEvent, type DiaryCaseEvent } from '@qanoon/contracts';
import type { RecordedEvent, Sql } from '@qanoon/infra';
import type { Projection } from '../projection.ts';

const insertHearing = (
  sql: Sql,
  data: { caseId: string; userId: string; hearingId: string; date: string | null; time: string | null; description: string; notes: string; at: string },
) =>
  sql.query(
    `INSERT INTO diary_hearings (case_id, seq, hearing_id, user_id, hearing_date, hearing_time, outcome, description, notes, scheduled_at)
     SELECT $1, coalesce(max(seq), 0) + 1, $2, $3, $4, $5, NULL, $6, $7, $8 FROM diary_hearings WHERE case_id = $1
     ON CONFLICT (hearing_id) DO NOTHING`,
    [data.caseId, data.hearingId, data.userId, data.date, data.time, data.description, data.notes, data.at],
  );

async function applyEvent(event: DiaryCaseEvent, sql: Sql): Promise<void> {
  switch (event.type) {
    case 'CaseOpened': {
      const d = event.data;
      await sql.query(
        `INSERT INTO diary_cases (case_id, user_id, client_id, case_title, case_number, case_type, case_date, case_court, case_city,
           case_close, hearing_id, hearing_date, hearing_time, opened_at, updated_at, case_number_keys)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'close', $10, $11, $12, $13, $13, $14) ON CONFLICT (case_id) DO NOTHING`,
        [d.caseId, d.userId, d.clientId, d.title, d.number, d.type, d.caseDate, d.court, d.city, d.hearingId, d.date, d.time, d.at, caseNumberKeys(d.number)],
      );
      await insertHearing(sql, d);
      return;
    }
    case 'CaseDetailsRevised': {
      const d = event.data;
      await sql.query(
        `UPDATE diary_cases SET case_title = $2, case_number = $3, case_type = $4, case_date = $5, case_court = $6, case_city = $7, updated_at = $8,
           case_number_keys = $9
         WHERE case_id = $1`,
        [d.caseId, d.title, d.number, d.type, d.caseDate, d.court, d.city, d.at, caseNumberKeys(d.number)],
      );
      return;
    }
    case 'HearingScheduled': {
      const d = event.data;
      // The hearing that was current becomes a previous one, with how it went and the notes
      // written on it: the Next Hearing form is filled in after the hearing it records (ADR 0063).
      await sql.query(
        `UPDATE diary_hearings h SET outcome = $2,
           notes = CASE WHEN $3 = '' THEN h.notes WHEN h.notes = '' THEN $3 ELSE h.notes || E'\n\n' || $3 END
         FROM diary_cases c WHERE c.case_id = $1 AND h.hearing_id = c.hearing_id`,
        [d.caseId, d.previousOutcome, d.notes],
      );
      await insertHearing(sql, { ...d, notes: '' });
      await sql.query('UPDATE diary_cases SET hearing_id = $2, hearing_date = $3, hearing_time = $4, updated_at = $5 WHERE case_id = $1', [
        d.caseId,
        d.hearingId,
        d.date,
        d.time,
        d.at,
      ]);
      return;
    }
    case 'CaseFilesAttached': {
      const d = event.data;
      for (const file of d.files) {
        await sql.query(
          `INSERT INTO diary_case_files (case_id, seq, user_id, blob_key, file_name, kind, size, hearing_id, attached_at)
           SELECT $1, coalesce(max(seq), 0) + 1, $2, $3, $4, $5, $6, $7, $8 FROM diary_case_files WHERE case_id = $1
           ON CONFLICT (blob_key) DO NOTHING`,
          [d.caseId, d.userId, file.key, file.name, file.kind, file.size, d.hearingId, d.at],
        );
      }
      return;
    }
    case 'CaseClosed':
    case 'CaseReopened':
      await sql.query('UPDATE diary_cases SET case_close = $2, updated_at = $3 WHERE case_id = $1', [
        event.data.caseId,
        event.type === 'CaseClosed' ? 'closed' : 'close',
        event.data.at,
      ]);
      return;
    case 'JudgmentAttached':
      await sql.query(
        `INSERT INTO diary_case_judgments (case_id, citation_id, user_id, attached_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
        [event.data.caseId, event.data.citationId, event.data.userId, event.data.at],
      );
      return;
    case 'JudgmentDetached':
      await sql.query('DELETE FROM diary_case_judgments WHERE case_id = $1 AND citation_id = $2', [event.data.caseId, event.data.citationId]);
      return;
    case 'FollowedSectionsChosen':
      await sql.query('UPDATE diary_cases SET followed_sections = $2, updated_at = $3 WHERE case_id = $1', [
        event.data.caseId,
        event.data.sections,
        event.data.at,
      ]);
      return;
    default: {
      const unknown: never = event;
      throw new Error(`Unknown diary case event ${JSON.stringify(unknown)}`);
    }
  }
}

/**
 * The diary's read models (ADR 0021): a client's cases with their current hearing and status,
 * every hearing with what was written at it, the files, and the judgments attached. Clients and
 * feeds are plain tables, not rebuilt from the log.
 */
export const diary: Projection = {
  name: diaryProjectionName,
  eventTypes: diaryCaseEventTypes,
  async apply(recorded: RecordedEvent, sql: Sql) {
    // Only diary case streams: another stream's event of the same name is not ours to read.
    const event = recorded.streamId.startsWith('diarycase-') ? readDiaryCaseEvent(recorded) : null;
    if (event) await applyEvent(event, sql);
  },
  async reset(sql: Sql) {
    await sql.query('TRUNCATE diary_cases, diary_hearings, diary_case_files, diary_case_judgments');
  },
};
