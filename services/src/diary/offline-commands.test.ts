import { diaryCaseStream, diaryMessages } from '@qanoon/contracts';
import { followProjection } from '@qanoon/projections';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaryTestKit, type DiaryTestKit } from './test-kit.ts';

// A hearing recorded on a device with no signal is sent later, maybe more than once (the answer
// lost on a bad connection), and maybe after the same case was changed elsewhere (ADR 0067).

let kit: DiaryTestKit;

beforeAll(async () => {
  kit = await diaryTestKit('offline', followProjection('diary'));
});
afterAll(() => kit.close());

const hearing = (notes: string) => ({ hearing_date: '2026-12-14', hearing_time: '10:00', case_desc: '', case_notes: notes, previous_outcome: '' });

async function lawyerWithCase() {
  const user = await kit.user();
  await kit.diary.addClient(user.actor, { client_id: 'C-1', client_name: 'Nusrat Bibi' });
  const opened = await kit.settle(await kit.diary.openCase(user.actor, 'C-1', { case_title: 'Nusrat Bibi v. State', hearing_date: '2026-11-20' }));
  if (!opened.ok) throw new Error(opened.message);
  return { ...user, caseId: opened.caseId };
}

describe('a hearing sent from a device that was offline', () => {
  it('is recorded once however often its command id is sent, even two sends at once', async () => {
    const { actor, caseId } = await lawyerWithCase();
    const revision = await kit.diary.caseRevision(caseId);
    expect(revision).toBe('0');
    const commandId = randomUUID();
    const guard = { commandId, expectedRevision: BigInt(revision ?? -1) };
    const [first, second] = await Promise.all([
      kit.diary.scheduleHearing(actor, caseId, hearing('Bail argued.'), null, guard),
      kit.diary.scheduleHearing(actor, caseId, hearing('Bail argued.'), null, guard),
    ]);
    expect(first).toMatchObject({ ok: true, message: diaryMessages.hearingSaved });
    expect(second).toMatchObject({ ok: true, message: diaryMessages.hearingSaved });
    // Sent again later, against the revision it was made on: still the one hearing, no conflict.
    expect(await kit.diary.scheduleHearing(actor, caseId, hearing('Bail argued.'), null, guard)).toMatchObject({ ok: true });
    const stream = await kit.eventStore.readStream(diaryCaseStream(caseId));
    expect(stream.filter((event) => event.type === 'HearingScheduled').map((event) => event.metadata.commandId)).toEqual([commandId]);
    const detail = await kit.diary.getCase(actor, caseId);
    expect(detail?.notes.map((note) => note.text)).toEqual(['Bail argued.']);
  });

  it('answers a conflict with the current revision when the case changed since, and records nothing', async () => {
    const { actor, caseId } = await lawyerWithCase();
    const seen = await kit.diary.caseRevision(caseId);
    await kit.settle(await kit.diary.scheduleHearing(actor, caseId, hearing('Changed at the office.')));
    const stale = await kit.diary.scheduleHearing(actor, caseId, hearing('Recorded in court.'), null, { commandId: randomUUID(), expectedRevision: BigInt(seen ?? -1) });
    expect(stale).toEqual({ ok: false, message: diaryMessages.caseChangedElsewhere, field: undefined, conflict: { revision: 1n } });
    expect((await kit.diary.getCase(actor, caseId))?.notes.map((note) => note.text)).toEqual(['Changed at the office.']);

    // Kept by the lawyer: sent again against the revision now shown, it is recorded after the other.
    const kept = await kit.diary.scheduleHearing(actor, caseId, hearing('Recorded in court.'), null, { commandId: randomUUID(), expectedRevision: 1n });
    expect(kept).toMatchObject({ ok: true, caughtUp: true });
    expect((await kit.diary.getCase(actor, caseId))?.notes.map((note) => note.text)).toEqual(['Changed at the office.', 'Recorded in court.']);
  });

  it('gives the whole diary with each case at its revision, and nothing of another lawyer', async () => {
    const { actor, caseId } = await lawyerWithCase();
    const other = await lawyerWithCase();
    await kit.settle(await kit.diary.scheduleHearing(actor, caseId, hearing('Certified copies filed.')));
    const snapshot = await kit.diary.offlineSnapshot(actor);
    expect(snapshot.clients.map((client) => client.name)).toEqual(['Nusrat Bibi']);
    expect(snapshot.cases.map((one) => [one.caseId, one.revision, one.notes.map((note) => note.text)])).toEqual([[caseId, '1', ['Certified copies filed.']]]);
    expect(JSON.stringify(snapshot)).not.toContain(other.caseId);
  });
});
