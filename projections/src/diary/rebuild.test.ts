import { randomUUID } from 'node:crypto';
import { diaryCaseStream, hearingOutcomes, type DiaryCaseEvent } from '@qanoon/contracts';
import { createDatabase, PostgresEventStore, type Database } from '@qanoon/infra';
import { freshDatabase } from '@qanoon/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followWhileWriting } from '../follow-while-writing.test-support.ts';
import { rebuildProjection } from '../runner.ts';
import { diary } from './projection.ts';

const caseCount = 300;
const users = Array.from({ length: 12 }, () => randomUUID());
const writers = 4;

// Seeded, so a failure shows the same history when run again.
let seed = 11;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
const at = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 3_600_000).toISOString();

/** What a case's rows should say at the end, kept beside its events. */
interface Expected {
  caseId: string;
  userId: string;
  caseClose: 'close' | 'closed';
  hearingDate: string | null;
  hearings: number;
  outcomes: (string | null)[];
  files: number;
  judgments: string[];
}

/** One case's story along the decider's rules: opened, then hearings, files, closing, reopening, judgments. */
function history() {
  const caseId = randomUUID();
  const userId = pick(users);
  const base = () => ({ version: 1 as const, caseId, userId, at: at(Math.floor(random() * 5000)) });
  const firstDate = random() < 0.2 ? null : day(Math.floor(random() * 200));
  const expected: Expected = { caseId, userId, caseClose: 'close', hearingDate: firstDate, hearings: 1, outcomes: [null], files: 0, judgments: [] };
  const file = () => ({ key: `case-files/${randomUUID()}.png`, name: 'scan.png', kind: 'png' as const, size: 1 + Math.floor(random() * 9999) });
  const steps: DiaryCaseEvent[][] = [
    [
      {
        type: 'CaseOpened',
        data: {
          ...base(),
          clientId: `C-${Math.floor(random() * 20)}`,
          title: `State v. Accused ${Math.floor(random() * 1000)}`,
          number: `Crl. ${Math.floor(random() * 900)}/2026`,
          type: pick(['Criminal', 'Civil', 'Family', 'Writ']),
          caseDate: random() < 0.5 ? null : day(-Math.floor(random() * 300)),
          court: pick(['Lahore High Court', 'Sessions Court Karachi', 'Supreme Court of Pakistan']),
          city: pick(['Lahore', 'Karachi', 'Islamabad']),
          hearingId: randomUUID(),
          date: firstDate,
          time: random() < 0.3 ? null : `${String(8 + Math.floor(random() * 6)).padStart(2, '0')}:${pick(['00', '15', '30', '45'])}`,
          description: random() < 0.3 ? '' : 'Bail petition under section 497 Cr.P.C.',
          notes: random() < 0.5 ? '' : 'Call the client a day before.',
        },
      },
    ],
  ];
  const length = Math.floor(random() * 9);
  for (let i = 0; i < length; i++) {
    const r = random();
    if (expected.caseClose === 'closed') {
      if (r < 0.6) {
        steps.push([{ type: 'CaseReopened', data: base() }]);
        expected.caseClose = 'close';
      }
    } else if (r < 0.45) {
      const date = random() < 0.1 ? null : day(Math.floor(random() * 400));
      const outcome = random() < 0.3 ? null : pick(hearingOutcomes);
      const hearingId = randomUUID();
      const step: DiaryCaseEvent[] = [
        {
          type: 'HearingScheduled',
          data: { ...base(), hearingId, date, time: random() < 0.5 ? null : '10:00', description: 'Arguments.', notes: '', previousOutcome: outcome },
        },
      ];
      expected.outcomes[expected.outcomes.length - 1] = outcome;
      expected.outcomes.push(null);
      expected.hearings += 1;
      expected.hearingDate = date;
      if (random() < 0.3) {
        step.push({ type: 'CaseFilesAttached', data: { ...base(), hearingId, files: [file()] } });
        expected.files += 1;
      }
      steps.push(step);
    } else if (r < 0.6) {
      const files = [file(), ...(random() < 0.3 ? [file()] : [])];
      steps.push([{ type: 'CaseFilesAttached', data: { ...base(), hearingId: null, files } }]);
      expected.files += files.length;
    } else if (r < 0.75) {
      steps.push([{ type: 'CaseClosed', data: base() }]);
      expected.caseClose = 'closed';
    } else if (r < 0.85 && expected.judgments.length > 0) {
      const citationId = expected.judgments[0] ?? '';
      steps.push([{ type: 'JudgmentDetached', data: { ...base(), citationId } }]);
      expected.judgments = expected.judgments.slice(1);
    } else {
      const citationId = `${2000 + Math.floor(random() * 25)} SCMR ${Math.floor(random() * 2000)}`;
      if (!expected.judgments.includes(citationId)) {
        steps.push([{ type: 'JudgmentAttached', data: { ...base(), citationId } }]);
        expected.judgments.push(citationId);
      }
    }
  }
  return { caseId, expected, steps };
}

/** Every diary read model, in a fixed order, as text. */
async function tables(db: Database) {
  const dump = async (sql: string) => (await db.query(sql)).rows;
  return {
    cases: await dump(`SELECT *, case_date::text AS case_date, hearing_date::text AS hearing_date FROM diary_cases ORDER BY case_id`),
    hearings: await dump(`SELECT *, hearing_date::text AS hearing_date FROM diary_hearings ORDER BY case_id, seq`),
    files: await dump('SELECT * FROM diary_case_files ORDER BY case_id, seq'),
    judgments: await dump('SELECT * FROM diary_case_judgments ORDER BY case_id, citation_id'),
  };
}

describe('the diary read models of many cases, rebuilt from position 0', () => {
  let db: Database;
  let store: PostgresEventStore;
  let followed: Awaited<ReturnType<typeof tables>>;
  const histories = Array.from({ length: caseCount }, history);
  const eventCount = histories.reduce((n, h) => n + h.steps.flat().length, 0);

  beforeAll(async () => {
    const url = await freshDatabase('qanoon_test_diary_rebuild');
    db = createDatabase(url, { max: writers + 4 });
    store = new PostgresEventStore(db, { pollIntervalMs: 50 });
    // Followed while the log is written by parallel writers, in small batches, as the projector follows it live.
    const stories = histories.map((h) => ({ stream: diaryCaseStream(h.caseId), steps: h.steps }));
    // Another stream's event of the same name is not the diary's.
    await followWhileWriting({ db, eventStore: store }, diary, stories, { writers, random, noiseType: 'CaseOpened' });
    followed = await tables(db);
  }, 120_000);

  afterAll(async () => {
    await store.close();
    await db.close();
  });

  it('followed live, ends with what each case\'s history says: status, current hearing, hearings with outcomes, files, judgments', () => {
    expect(eventCount).toBeGreaterThan(1000);
    const types = new Set(histories.flatMap((h) => h.steps.flat().map((e) => e.type)));
    expect([...types].sort()).toEqual([
      'CaseClosed',
      'CaseFilesAttached',
      'CaseOpened',
      'CaseReopened',
      'HearingScheduled',
      'JudgmentAttached',
      'JudgmentDetached',
    ]);
    const expected = [...histories.map((h) => h.expected)].sort((a, b) => a.caseId.localeCompare(b.caseId));
    expect(new Set(expected.map((e) => e.caseClose))).toEqual(new Set(['close', 'closed']));
    const byCase = (rows: Record<string, unknown>[], caseId: string) => rows.filter((r) => r.case_id === caseId);
    const seen = expected.map((e) => ({
      caseId: e.caseId,
      userId: e.userId,
      caseClose: e.caseClose,
      hearingDate: e.hearingDate,
      hearings: e.hearings,
      outcomes: e.outcomes,
      files: e.files,
      judgments: [...e.judgments].sort(),
    }));
    expect(
      followed.cases.map((row) => {
        const caseId = String(row.case_id);
        return {
          caseId,
          userId: row.user_id,
          caseClose: row.case_close,
          hearingDate: row.hearing_date,
          hearings: byCase(followed.hearings, caseId).length,
          outcomes: byCase(followed.hearings, caseId).map((h) => h.outcome),
          files: byCase(followed.files, caseId).length,
          judgments: byCase(followed.judgments, caseId).map((j) => j.citation_id),
        };
      }),
    ).toEqual(seen);
  });

  it('rebuilt from position 0, in batches of any size, gives the same tables as following the log did', async () => {
    for (const batchSize of [7, 1000]) {
      const rebuilt = await rebuildProjection(diary, { db, eventStore: store }, { batchSize });
      expect(rebuilt.applied).toBeGreaterThanOrEqual(eventCount);
      expect(await tables(db)).toEqual(followed);
    }
  });

  it('rebuilt over tables that drifted (a status flipped, a hearing lost, a stray file), gives the followed tables back', async () => {
    await db.query("UPDATE diary_cases SET case_close = CASE case_close WHEN 'close' THEN 'closed' ELSE 'close' END WHERE case_id IN (SELECT case_id FROM diary_cases LIMIT 10)");
    await db.query('DELETE FROM diary_hearings WHERE seq = 1 AND case_id = (SELECT min(case_id::text)::uuid FROM diary_cases)');
    await db.query(
      `INSERT INTO diary_case_files (case_id, seq, user_id, blob_key, file_name, kind, size, attached_at) VALUES ($1, 1, $2, 'case-files/stray.png', 's', 'png', 1, now())`,
      [randomUUID(), randomUUID()],
    );
    await rebuildProjection(diary, { db, eventStore: store });
    expect(await tables(db)).toEqual(followed);
  });
});
