import { diaryCaseStream, diaryMessages, hearingReminderEvent, type HearingReminder } from '@qanoon/contracts';
import { followProjection } from '@qanoon/projections';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reminderJobId } from './reminders.ts';
import { diaryTestKit, type DiaryTestKit } from './test-kit.ts';

let kit: DiaryTestKit;

beforeAll(async () => {
  kit = await diaryTestKit('service', followProjection('diary'));
});
afterAll(() => kit.close());

const client = (overrides: Record<string, string> = {}) => ({
  client_id: 'C-001',
  client_name: 'Muhammad Aslam',
  client_contact: '0300-1234567',
  client_address: 'House 4, Street 9, Gulberg',
  client_city: 'Lahore',
  client_from: '2025-06-01',
  ...overrides,
});

const caseForm = (overrides: Record<string, string> = {}) => ({
  case_title: 'Muhammad Aslam v. The State',
  case_number: 'Crl. A. 412/2025',
  case_type: 'Criminal Appeal',
  case_date: '2025-12-20',
  hearing_date: '2026-01-12',
  hearing_time: '09:30',
  case_court: 'Lahore High Court',
  case_city: 'Lahore',
  case_desc: 'Appeal against conviction under section 302 PPC.',
  case_notes: 'Bring certified copies of the trial record.',
  ...overrides,
});

/** The Edit Case form: the case form's details only. */
const caseDetails = (overrides: Record<string, string> = {}) => {
  const { case_title, case_number, case_type, case_date, case_court, case_city } = caseForm(overrides);
  return { case_title, case_number, case_type, case_date, case_court, case_city };
};

/** A user with one client and one case; the case's id. */
async function userWithCase(form: Record<string, string> = {}) {
  const user = await kit.user();
  await kit.diary.addClient(user.actor, client());
  const opened = await kit.settle(await kit.diary.openCase(user.actor, 'C-001', caseForm(form), await kit.upload('petition.png')));
  if (!opened.ok) throw new Error(opened.message);
  return { ...user, caseId: opened.caseId };
}

describe('clients', () => {
  it('takes a client with only a name or only a contact, refuses one with neither, and keeps it with no cases yet', async () => {
    const { actor } = await kit.user();
    const nobody = client({ client_id: '', client_name: ' ', client_contact: '', client_address: '', client_city: '', client_from: '' });
    expect(await kit.diary.addClient(actor, nobody)).toMatchObject({ ok: false, message: diaryMessages.clientNeedsNameOrContact, field: 'client_name' });
    expect(await kit.diary.listClients(actor)).toEqual([]);
    expect(await kit.diary.addClient(actor, client())).toMatchObject({ ok: true, message: diaryMessages.clientAdded, clientId: 'C-001' });
    expect(await kit.diary.listClients(actor)).toEqual([
      {
        clientId: 'C-001',
        name: 'Muhammad Aslam',
        contact: '0300-1234567',
        address: 'House 4, Street 9, Gulberg',
        city: 'Lahore',
        clientFrom: '2025-06-01',
        openCases: 0,
        closedCases: 0,
      },
    ]);
    kit.setNow(new Date('2026-04-10T21:00:00Z'));
    const onlyName = await kit.diary.addClient(actor, { client_name: 'Shazia Parveen' });
    expect(onlyName).toMatchObject({ ok: true, clientId: 'C-002' });
    expect(await kit.diary.addClient(actor, { client_contact: '0321-7654321' })).toMatchObject({ ok: true, clientId: 'C-003' });
    expect(await kit.diary.getClient(actor, 'C-002')).toMatchObject({ name: 'Shazia Parveen', contact: '', city: '', clientFrom: '2026-04-11' });
    expect(await kit.diary.updateClient(actor, 'C-002', { client_name: '', client_contact: '', client_address: 'x', client_city: 'y' })).toMatchObject({
      ok: false,
      message: diaryMessages.clientNeedsNameOrContact,
    });
  });

  it('keeps a client id unique per user, not across users', async () => {
    const one = await kit.user();
    const other = await kit.user();
    await kit.diary.addClient(one.actor, client());
    expect(await kit.diary.addClient(one.actor, client({ client_name: 'Someone else' }))).toMatchObject({
      ok: false,
      message: diaryMessages.clientIdTaken,
      field: 'client_id',
    });
    expect(await kit.diary.addClient(other.actor, client())).toMatchObject({ ok: true });
  });

  it('refuses a date that is not a real day and fields beyond their bounds', async () => {
    const { actor } = await kit.user();
    expect(await kit.diary.addClient(actor, client({ client_from: '2025-02-30' }))).toMatchObject({ ok: false, message: diaryMessages.invalidDate });
    expect(await kit.diary.addClient(actor, client({ client_name: 'x'.repeat(201) }))).toMatchObject({ ok: false, message: diaryMessages.tooLong(200) });
  });

  it('updates a client with nothing required, and answers the updated client', async () => {
    const { actor } = await kit.user();
    await kit.diary.addClient(actor, client());
    const updated = await kit.diary.updateClient(actor, 'C-001', { client_name: 'M. Aslam', client_contact: '', client_address: 'Model Town', client_city: 'Lahore' });
    expect(updated).toMatchObject({ ok: true, message: diaryMessages.clientUpdated, client: { name: 'M. Aslam', contact: '', address: 'Model Town', clientFrom: '2025-06-01' } });
  });
});

describe('cases', () => {
  it('opens a case with a file and lists it under its client with its first hearing', async () => {
    const { actor, caseId } = await userWithCase();
    const [listed] = await kit.diary.listCases(actor, 'C-001');
    expect(listed).toMatchObject({
      caseId,
      title: 'Muhammad Aslam v. The State',
      caseDate: '2025-12-20',
      hearingDate: '2026-01-12',
      hearingTime: '09:30',
      court: 'Lahore High Court',
      city: 'Lahore',
      caseClose: 'close',
      previousHearings: [],
    });
    const detail = await kit.diary.getCase(actor, caseId);
    expect(detail?.descriptions.map((d) => d.text)).toEqual(['Appeal against conviction under section 302 PPC.']);
    expect(detail?.notes.map((d) => d.text)).toEqual(['Bring certified copies of the trial record.']);
    expect(detail?.files).toMatchObject([{ name: 'petition.png', kind: 'png', hearingId: null }]);
    expect(detail?.files[0]?.key).toMatch(/^case-files\/[\w-]+\.png$/);
  });

  it('keeps every hearing: the new one current, the earlier ones with their outcomes and what was written', async () => {
    const { actor, caseId } = await userWithCase();
    await kit.settle(
      await kit.diary.scheduleHearing(actor, caseId, { hearing_date: '2026-02-03', hearing_time: '10:00', case_desc: 'Arguments in part.', case_notes: '', previous_outcome: 'adjourned' }, await kit.upload('order.png')),
    );
    await kit.settle(
      await kit.diary.scheduleHearing(actor, caseId, { hearing_date: '2026-03-01', hearing_time: '', case_desc: '', case_notes: 'Reply on medical evidence.', previous_outcome: 'heard' }),
    );
    const [listed] = await kit.diary.listCases(actor, 'C-001');
    expect(listed).toMatchObject({ hearingDate: '2026-03-01', hearingTime: null });
    expect(listed?.previousHearings.map((h) => [h.date, h.time, h.outcome])).toEqual([
      ['2026-02-03', '10:00', 'heard'],
      ['2026-01-12', '09:30', 'adjourned'],
    ]);
    const detail = await kit.diary.getCase(actor, caseId);
    expect(detail?.descriptions.map((d) => [d.hearingDate, d.text])).toEqual([
      ['2026-01-12', 'Appeal against conviction under section 302 PPC.'],
      ['2026-02-03', 'Arguments in part.'],
    ]);
    expect(detail?.notes.map((d) => d.text)).toEqual(['Bring certified copies of the trial record.', 'Reply on medical evidence.']);
    expect(detail?.files.map((f) => f.name)).toEqual(['petition.png', 'order.png']);
    expect(detail?.files[1]?.hearingId).toBe(detail?.hearings[1]?.hearingId);
  });

  it('files the notes of the Next Hearing form under the hearing just held, not the new one', async () => {
    const { actor, caseId } = await userWithCase({ case_notes: '' });
    await kit.settle(
      await kit.diary.scheduleHearing(actor, caseId, { hearing_date: '2026-02-03', hearing_time: '', case_desc: '', case_notes: 'Judge asked for the FSL report.', previous_outcome: 'adjourned' }),
    );
    await kit.settle(
      await kit.diary.scheduleHearing(actor, caseId, { hearing_date: '2026-03-01', hearing_time: '', case_desc: '', case_notes: 'Arguments concluded; order reserved.', previous_outcome: 'heard' }),
    );
    const detail = await kit.diary.getCase(actor, caseId);
    expect(detail?.hearings.map((h) => [h.date, h.notes])).toEqual([
      ['2026-01-12', 'Judge asked for the FSL report.'],
      ['2026-02-03', 'Arguments concluded; order reserved.'],
      ['2026-03-01', ''],
    ]);
    expect(detail?.notes.map((n) => [n.hearingDate, n.text])).toEqual([
      ['2026-01-12', 'Judge asked for the FSL report.'],
      ['2026-02-03', 'Arguments concluded; order reserved.'],
    ]);
  });

  it('refuses an outcome for a hearing dated after today, in Pakistan, and records nothing', async () => {
    kit.setNow(new Date('2026-05-04T12:00:00Z'));
    const { actor, caseId } = await userWithCase({ hearing_date: '2026-05-05' });
    const early = { hearing_date: '2026-05-20', hearing_time: '', case_desc: '', case_notes: '', previous_outcome: 'adjourned' };
    expect(await kit.diary.scheduleHearing(actor, caseId, early)).toMatchObject({ ok: false, message: diaryMessages.notHeldYet, field: 'previous_outcome' });
    expect((await kit.diary.getCase(actor, caseId))?.hearings).toHaveLength(1);
    // Moving a hearing that has not come yet, saying nothing of how it went, is still allowed.
    expect(await kit.diary.scheduleHearing(actor, caseId, { ...early, previous_outcome: '' })).toMatchObject({ ok: true });
    // 19:00 UTC on the 4th is already the 5th in Pakistan: the hearing's day has come.
    kit.setNow(new Date('2026-05-04T19:00:00Z'));
    const { actor: other, caseId: second } = await userWithCase({ hearing_date: '2026-05-05' });
    expect(await kit.diary.scheduleHearing(other, second, early)).toMatchObject({ ok: true });
  });

  it('closes and reopens a case, and the client counts follow', async () => {
    const { actor, caseId } = await userWithCase();
    await kit.settle(await kit.diary.openCase(actor, 'C-001', caseForm({ case_title: 'Second matter' })));
    expect(await kit.diary.getClient(actor, 'C-001')).toMatchObject({ openCases: 2, closedCases: 0 });
    expect(await kit.settle(await kit.diary.setCaseClose(actor, caseId, 'closed'))).toMatchObject({ message: diaryMessages.caseClosed });
    expect(await kit.diary.getClient(actor, 'C-001')).toMatchObject({ openCases: 1, closedCases: 1 });
    expect(await kit.diary.scheduleHearing(actor, caseId, { hearing_date: '2026-02-03' })).toMatchObject({ ok: false, message: diaryMessages.closedCaseNoHearing });
    // The same value again (a stale page's second click) changes nothing.
    expect(await kit.diary.setCaseClose(actor, caseId, 'closed')).toMatchObject({ ok: true, caughtUp: true });
    await kit.settle(await kit.diary.setCaseClose(actor, caseId, 'close'));
    expect(await kit.diary.getClient(actor, 'C-001')).toMatchObject({ openCases: 2, closedCases: 0 });
  });

  it('takes no required field but real dates and times only, and keeps no file of a refused form', async () => {
    const { actor } = await kit.user();
    await kit.diary.addClient(actor, client());
    expect(await kit.settle(await kit.diary.openCase(actor, 'C-001', {}))).toMatchObject({ ok: true });
    expect(await kit.diary.openCase(actor, 'C-001', caseForm({ hearing_date: '2026-13-01' }))).toMatchObject({ ok: false, message: diaryMessages.invalidDate, field: 'hearing_date' });
    const file = await kit.upload();
    expect(await kit.diary.openCase(actor, 'C-001', caseForm({ hearing_time: '25:00' }), file)).toMatchObject({ ok: false, message: diaryMessages.invalidTime });
    expect(await kit.blobs.open(file.key)).toBeNull();
    expect(await kit.diary.openCase(actor, 'C-404', caseForm())).toMatchObject({ ok: false, message: diaryMessages.noSuchClient });
  });

  it('corrects a case\'s title, court and date, and keeps its hearings, descriptions, notes and files', async () => {
    const { actor, caseId } = await userWithCase();
    await kit.settle(await kit.diary.scheduleHearing(actor, caseId, { hearing_date: '2026-02-03', hearing_time: '10:00', case_desc: 'Arguments in part.', previous_outcome: 'adjourned' }));
    const before = await kit.diary.getCase(actor, caseId);
    const [listedBefore] = await kit.diary.listCases(actor, 'C-001');

    const corrected = caseDetails({ case_title: 'Muhammad Aslam v. State', case_court: 'Lahore High Court, Multan Bench', case_date: '2025-12-21' });
    const revised = await kit.settle(await kit.diary.reviseCase(actor, caseId, corrected));
    expect(revised).toEqual({ ok: true, message: diaryMessages.caseUpdated, caseId, caughtUp: true });

    const [listed] = await kit.diary.listCases(actor, 'C-001');
    expect(listed).toEqual({ ...listedBefore, title: 'Muhammad Aslam v. State', court: 'Lahore High Court, Multan Bench', caseDate: '2025-12-21' });
    expect(listed).toMatchObject({ hearingDate: '2026-02-03', hearingTime: '10:00', number: 'Crl. A. 412/2025', city: 'Lahore' });
    const detail = await kit.diary.getCase(actor, caseId);
    expect(detail).toMatchObject({ title: 'Muhammad Aslam v. State', court: 'Lahore High Court, Multan Bench', caseDate: '2025-12-21', number: 'Crl. A. 412/2025', type: 'Criminal Appeal', city: 'Lahore' });
    expect(detail?.hearings).toEqual(before?.hearings);
    expect(detail?.previousHearings).toEqual(before?.previousHearings);
    expect({ descriptions: detail?.descriptions, notes: detail?.notes, files: detail?.files, judgments: detail?.judgments }).toEqual({
      descriptions: before?.descriptions,
      notes: before?.notes,
      files: before?.files,
      judgments: before?.judgments,
    });

    // Saved again as it is: nothing recorded, nothing to wait for.
    const events = (await kit.eventStore.readStream(diaryCaseStream(caseId))).length;
    expect(await kit.diary.reviseCase(actor, caseId, corrected)).toEqual({ ok: true, message: diaryMessages.caseUpdated, caseId, caughtUp: true });
    expect((await kit.eventStore.readStream(diaryCaseStream(caseId))).length).toBe(events);
  });

  it('refuses a case date that is not a real day, and keeps the details as they were', async () => {
    const { actor, caseId } = await userWithCase();
    const before = await kit.diary.getCase(actor, caseId);
    expect(await kit.diary.reviseCase(actor, caseId, caseDetails({ case_court: 'Sessions Court', case_date: '2025-02-30' }))).toMatchObject({
      ok: false,
      message: diaryMessages.invalidDate,
      field: 'case_date',
    });
    expect(await kit.diary.reviseCase(actor, caseId, caseDetails({ case_court: 'x'.repeat(201) }))).toMatchObject({ ok: false, message: diaryMessages.tooLong(200), field: 'case_court' });
    expect(await kit.diary.getCase(actor, caseId)).toEqual(before);
  });

  it('attaches only a judgment the user bookmarked', async () => {
    const { actor, caseId } = await userWithCase();
    expect(await kit.diary.attachJudgment(actor, caseId, '2018 SCMR 762')).toMatchObject({ ok: false, message: diaryMessages.judgmentNotBookmarked });
  });
});

describe('one user and another', () => {
  it('cannot read or change each other\'s clients, cases or files', async () => {
    const owner = await userWithCase();
    const other = await kit.user('Bilal');
    const before = await kit.diary.getCase(owner.actor, owner.caseId);
    const ownerFile = before?.files[0]?.key ?? '';

    expect(await kit.diary.listClients(other.actor)).toEqual([]);
    expect(await kit.diary.getClient(other.actor, 'C-001')).toBeNull();
    expect(await kit.diary.listCases(other.actor, 'C-001')).toEqual([]);
    expect(await kit.diary.getCase(other.actor, owner.caseId)).toBeNull();
    expect(await kit.diary.openCaseFile(other.actor, ownerFile)).toBeNull();
    expect(await kit.diary.updateClient(other.actor, 'C-001', { client_name: 'Taken over' })).toMatchObject({ ok: false, message: diaryMessages.noSuchClient });
    expect(await kit.diary.openCase(other.actor, 'C-001', caseForm())).toMatchObject({ ok: false, message: diaryMessages.noSuchClient });
    const file = await kit.upload();
    expect(await kit.diary.scheduleHearing(other.actor, owner.caseId, { hearing_date: '2026-05-05' }, file)).toMatchObject({ ok: false, message: diaryMessages.noSuchCase });
    expect(await kit.blobs.open(file.key)).toBeNull();
    expect(await kit.diary.setCaseClose(other.actor, owner.caseId, 'closed')).toMatchObject({ ok: false, message: diaryMessages.noSuchCase });
    expect(await kit.diary.detachJudgment(other.actor, owner.caseId, 'x')).toMatchObject({ ok: false, message: diaryMessages.noSuchCase });
    expect(await kit.diary.reviseCase(other.actor, owner.caseId, caseDetails({ case_title: 'Taken over' }))).toMatchObject({ ok: false, message: diaryMessages.noSuchCase });

    expect(await kit.diary.getCase(owner.actor, owner.caseId)).toEqual(before);
    expect(await kit.diary.getClient(owner.actor, 'C-001')).toMatchObject({ name: 'Muhammad Aslam', openCases: 1 });
    const opened = await kit.diary.openCaseFile(owner.actor, ownerFile);
    opened?.stream.destroy();
    expect(opened?.contentType).toBe('image/png');
  });

  it('cannot correct the details of another user\'s case, even to what they are', async () => {
    const owner = await userWithCase();
    const other = await kit.user('Bilal');
    const stream = diaryCaseStream(owner.caseId);
    const events = (await kit.eventStore.readStream(stream)).length;
    const listed = await kit.diary.listCases(owner.actor, 'C-001');
    for (const form of [caseDetails({ case_title: 'Taken over', case_court: 'Nowhere' }), caseDetails()]) {
      expect(await kit.diary.reviseCase(other.actor, owner.caseId, form)).toMatchObject({ ok: false, message: diaryMessages.noSuchCase });
    }
    expect((await kit.eventStore.readStream(stream)).length).toBe(events);
    expect(await kit.diary.listCases(owner.actor, 'C-001')).toEqual(listed);
    expect(await kit.diary.getCase(owner.actor, owner.caseId)).toMatchObject({ title: 'Muhammad Aslam v. The State', court: 'Lahore High Court' });
  });

  it('answers a case id that is not an id as no case', async () => {
    const { actor } = await kit.user();
    expect(await kit.diary.getCase(actor, 'not-a-case')).toBeNull();
    expect(await kit.diary.setCaseClose(actor, "'; DROP TABLE diary_cases; --", 'closed')).toMatchObject({ ok: false, message: diaryMessages.noSuchCase });
  });
});

/** A moment in Pakistan time. */
const pk = (day: string, time: string) => new Date(`${day}T${time}:00+05:00`);
const hours = (n: number) => n * 3600_000;

describe('reminders', () => {
  const jobs = async (caseId: string, hearingId: string) =>
    Object.fromEntries(
      await Promise.all(
        (['day-before', 'on-the-day'] as const).map(async (when) => [when, await kit.reminderQueue.getJob(reminderJobId(caseId, hearingId, when))] as const),
      ),
    );

  it('queues a reminder the evening before and the morning of a hearing, moves them with the hearing and drops them when the case closes', async () => {
    kit.setNow(pk('2026-03-10', '12:00'));
    const { actor, caseId } = await userWithCase({ hearing_date: '2026-03-11', hearing_time: '10:00' });
    const first = (await kit.diary.getCase(actor, caseId))?.hearings[0]?.hearingId ?? '';
    const queued = await jobs(caseId, first);
    // At 12:00: the evening reminder at 18:00 today, the morning one at 07:00 tomorrow.
    expect(queued['day-before']).toMatchObject({ state: 'delayed', delayMs: hours(6) });
    expect(queued['on-the-day']).toMatchObject({ state: 'delayed', delayMs: hours(19) });

    // Moved to a later day before it was held: the old reminders go, the new hearing gets its own.
    await kit.settle(await kit.diary.scheduleHearing(actor, caseId, { hearing_date: '2026-03-20', hearing_time: '11:00', previous_outcome: '' }));
    const second = (await kit.diary.getCase(actor, caseId))?.hearings[1]?.hearingId ?? '';
    expect(await jobs(caseId, first)).toEqual({ 'day-before': null, 'on-the-day': null });
    expect(await jobs(caseId, second)).toMatchObject({
      'day-before': { state: 'delayed', delayMs: pk('2026-03-19', '18:00').getTime() - pk('2026-03-10', '12:00').getTime() },
      'on-the-day': { state: 'delayed', delayMs: pk('2026-03-20', '07:00').getTime() - pk('2026-03-10', '12:00').getTime() },
    });

    await kit.settle(await kit.diary.setCaseClose(actor, caseId, 'closed'));
    expect(await jobs(caseId, second)).toEqual({ 'day-before': null, 'on-the-day': null });
    await kit.settle(await kit.diary.setCaseClose(actor, caseId, 'close'));
    expect(await jobs(caseId, second)).toMatchObject({ 'day-before': { state: 'delayed' }, 'on-the-day': { state: 'delayed' } });
  });

  it('does not remind again at once of a hearing whose case was closed and reopened after its reminder time', async () => {
    kit.setNow(pk('2026-03-10', '18:30'));
    const { actor, caseId } = await userWithCase({ hearing_date: '2026-03-11', hearing_time: '10:00' });
    const hearingId = (await kit.diary.getCase(actor, caseId))?.hearings[0]?.hearingId ?? '';
    await kit.settle(await kit.diary.setCaseClose(actor, caseId, 'closed'));
    await kit.reminderQueue.remove(reminderJobId(caseId, hearingId, 'day-before'));
    await kit.settle(await kit.diary.setCaseClose(actor, caseId, 'close'));
    expect(await jobs(caseId, hearingId)).toEqual({ 'day-before': null, 'on-the-day': expect.objectContaining({ state: 'delayed', delayMs: hours(12.5) }) });
  });

  it('reminds at once of tomorrow\'s hearing entered after the evening reminder time, and not of a past hearing', async () => {
    kit.setNow(pk('2026-03-10', '18:30'));
    const { actor, caseId } = await userWithCase({ hearing_date: '2026-03-11', hearing_time: '10:00' });
    const hearingId = (await kit.diary.getCase(actor, caseId))?.hearings[0]?.hearingId ?? '';
    const queued = await jobs(caseId, hearingId);
    expect(queued['day-before']?.state).toMatch(/waiting|active|completed/);
    expect(queued['on-the-day']).toMatchObject({ state: 'delayed', delayMs: hours(12.5) });

    const past = await userWithCase({ hearing_date: '2026-03-09', hearing_time: '10:00' });
    const pastHearing = (await kit.diary.getCase(past.actor, past.caseId))?.hearings[0]?.hearingId ?? '';
    expect(await jobs(past.caseId, pastHearing)).toEqual({ 'day-before': null, 'on-the-day': null });
  });

  it('queues again, once, the reminders still to come that a stopped process lost, and none already due', async () => {
    kit.setNow(pk('2026-03-10', '18:30'));
    const { actor, caseId } = await userWithCase({ hearing_date: '2026-03-11', hearing_time: '10:00' });
    const hearingId = (await kit.diary.getCase(actor, caseId))?.hearings[0]?.hearingId ?? '';
    // The web stopped between the append and the queue: nothing is queued for the hearing.
    for (const when of ['day-before', 'on-the-day'] as const) await kit.reminderQueue.remove(reminderJobId(caseId, hearingId, when));
    expect(await jobs(caseId, hearingId)).toEqual({ 'day-before': null, 'on-the-day': null });

    const swept = await kit.diary.resyncReminders();
    expect(swept.queued).toBeGreaterThanOrEqual(1);
    expect(await jobs(caseId, hearingId)).toEqual({ 'day-before': null, 'on-the-day': expect.objectContaining({ state: 'delayed', delayMs: hours(12.5) }) });
    await kit.diary.resyncReminders();
    const counts = await kit.reminderQueue.getJob(reminderJobId(caseId, hearingId, 'on-the-day'));
    expect(counts?.state).toBe('delayed');
  });

  it('delivers a reminder live to its owner\'s room and by email, and says nothing of a hearing that moved', async () => {
    kit.setNow(pk('2026-04-01', '09:00'));
    const owner = await userWithCase({ hearing_date: '2026-04-02', hearing_time: '10:00', case_title: 'Bashir Ahmad v. Province of Punjab' });
    const hearingId = (await kit.diary.getCase(owner.actor, owner.caseId))?.hearings[0]?.hearingId ?? '';
    kit.sent.length = 0;
    expect(await kit.diary.deliverReminder({ caseId: owner.caseId, userId: owner.userId, hearingId, when: 'day-before' })).toEqual({ delivered: true, emailed: true });
    const text = 'Hearing tomorrow at 10:00: Bashir Ahmad v. Province of Punjab in Lahore High Court';
    expect(kit.sent).toEqual([
      {
        room: `user:${owner.userId}`,
        event: hearingReminderEvent,
        payload: {
          caseId: owner.caseId,
          clientId: 'C-001',
          title: 'Bashir Ahmad v. Province of Punjab',
          court: 'Lahore High Court',
          date: '2026-04-02',
          time: '10:00',
          when: 'day-before',
          text,
          newSinceLastHearing: { count: 0, judgments: [] },
        } satisfies HearingReminder,
      },
    ]);
    const [email] = await kit.outbox.list({ recipient: owner.email });
    expect(email).toMatchObject({ channel: 'email', subject: text });

    await kit.settle(await kit.diary.scheduleHearing(owner.actor, owner.caseId, { hearing_date: '2026-04-09', hearing_time: '10:00' }));
    kit.sent.length = 0;
    expect(await kit.diary.deliverReminder({ caseId: owner.caseId, userId: owner.userId, hearingId, when: 'on-the-day' })).toEqual({ delivered: false, reason: 'hearing moved' });
    expect(kit.sent).toEqual([]);
  });
});

describe('the calendar feed', () => {
  const parse = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));

  it('is valid iCalendar with every dated hearing, changes when a hearing moves, and dies with a reset', async () => {
    const { actor, caseId } = await userWithCase({ hearing_date: '2026-06-01', hearing_time: '09:30' });
    const token = await kit.diary.feedToken(actor);
    expect(await kit.diary.feedToken(actor)).toBe(token);
    const before = await kit.diary.calendarFeed(token, 'https://qanoon.example');
    const [first, ...none] = parse(before ?? '');
    expect(none).toEqual([]);
    expect(first?.summary).toBe('Hearing: Muhammad Aslam v. The State (Crl. A. 412/2025)');
    expect(first?.location).toBe('Lahore High Court, Lahore');
    // An absolute moment (UTC, with a Z), not a floating time a calendar would read in its own zone.
    expect(before).toContain('DTSTART:20260601T043000Z');
    expect(first?.startDate.zone.tzid).toBe('UTC');
    expect(first?.startDate.toJSDate()).toEqual(pk('2026-06-01', '09:30'));
    expect(first?.endDate.toJSDate()).toEqual(pk('2026-06-01', '10:30'));

    kit.setNow(pk('2026-06-01', '14:00'));
    await kit.settle(await kit.diary.scheduleHearing(actor, caseId, { hearing_date: '2026-06-15', previous_outcome: 'adjourned' }));
    const after = await kit.diary.calendarFeed(token, 'https://qanoon.example');
    expect(after).not.toBe(before);
    const events = parse(after ?? '');
    expect(events.map((e) => [e.startDate.toString().slice(0, 10), e.startDate.isDate])).toEqual([
      ['2026-06-01', false],
      ['2026-06-15', true],
    ]);
    expect(events[0]?.description).toContain('Outcome: adjourned');

    const fresh = await kit.diary.resetFeedToken(actor);
    expect(fresh).not.toBe(token);
    expect(await kit.diary.calendarFeed(token, 'https://qanoon.example')).toBeNull();
    expect(parse((await kit.diary.calendarFeed(fresh, 'https://qanoon.example')) ?? '')).toHaveLength(2);
  });

  it('shows a user only their own hearings', async () => {
    await userWithCase();
    const { actor } = await kit.user();
    expect(parse((await kit.diary.calendarFeed(await kit.diary.feedToken(actor), 'https://qanoon.example')) ?? '')).toEqual([]);
  });
});
