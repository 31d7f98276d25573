import { diaryLimits } from '@qanoon/contracts';
import { followProjection } from '@qanoon/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaryTestKit, type DiaryTestKit } from './test-kit.ts';

let kit: DiaryTestKit;

beforeAll(async () => {
  kit = await diaryTestKit('cause_list', followProjection('diary'));
});
afterAll(() => kit.close());

const caseForm = (overrides: Record<string, string>) => ({
  case_title: 'Muhammad Aslam v. The State',
  case_number: '',
  case_type: 'Criminal Appeal',
  case_date: '',
  hearing_date: '',
  hearing_time: '',
  case_court: 'Lahore High Court',
  case_city: 'Lahore',
  case_desc: '',
  case_notes: '',
  ...overrides,
});

/** A lawyer with two clients and cases on several days and in two courts; "today" is Tuesday 2026-05-05 in Pakistan. */
async function lawyerWithHearings() {
  // 20:30 UTC on the 4th is already the 5th in Pakistan.
  kit.setNow(new Date('2026-05-04T20:30:00Z'));
  const user = await kit.user();
  await kit.diary.addClient(user.actor, { client_id: 'C-001', client_name: 'Muhammad Aslam', client_city: 'Lahore' });
  await kit.diary.addClient(user.actor, { client_id: 'C-002', client_name: 'Shazia Parveen', client_city: 'Multan' });
  const open = async (clientId: string, form: Record<string, string>) => {
    const opened = await kit.settle(await kit.diary.openCase(user.actor, clientId, caseForm(form)));
    if (!opened.ok) throw new Error(opened.message);
    return opened.caseId;
  };
  await open('C-001', { case_title: 'Monday matter', hearing_date: '2026-05-04' });
  await open('C-002', { case_title: 'Today matter', hearing_date: '2026-05-05', hearing_time: '11:30', case_court: 'Sessions Court Multan', case_city: 'Multan' });
  await open('C-001', { case_title: 'Tomorrow matter', hearing_date: '2026-05-06', hearing_time: '09:00', case_number: 'Crl. A. 412/2025' });
  await open('C-002', { case_title: 'Sunday matter', hearing_date: '2026-05-10' });
  await open('C-001', { case_title: 'June matter', hearing_date: '2026-06-15', case_number: 'W.P. No. 1234 of 2024' });
  const closed = await open('C-002', { case_title: 'Closed matter', hearing_date: '2026-05-05' });
  await kit.settle(await kit.diary.setCaseClose(user.actor, closed, 'closed'));
  return user;
}

const titles = (list: { hearings: { title: string }[] }) => list.hearings.map((h) => h.title);

describe('the cause list', () => {
  it('lists today by default, then tomorrow, this week (Monday to Sunday), every hearing to come, or any days, of open cases only', async () => {
    const { actor } = await lawyerWithHearings();
    const today = await kit.diary.causeList(actor);
    expect(today).toMatchObject({ span: 'today', from: '2026-05-05', to: '2026-05-05', today: '2026-05-05', tomorrow: '2026-05-06', total: 1 });
    expect(today.hearings).toMatchObject([{ title: 'Today matter', time: '11:30', clientName: 'Shazia Parveen', court: 'Sessions Court Multan' }]);
    expect(titles(await kit.diary.causeList(actor, { span: 'tomorrow' }))).toEqual(['Tomorrow matter']);
    const week = await kit.diary.causeList(actor, { span: 'week' });
    expect(week).toMatchObject({ from: '2026-05-04', to: '2026-05-10' });
    expect(titles(week)).toEqual(['Monday matter', 'Today matter', 'Tomorrow matter', 'Sunday matter']);
    expect(titles(await kit.diary.causeList(actor, { span: 'upcoming' }))).toEqual(['Today matter', 'Tomorrow matter', 'Sunday matter', 'June matter']);
    expect(titles(await kit.diary.causeList(actor, { span: 'range', from: '2026-05-06', to: '2026-06-30' }))).toEqual(['Tomorrow matter', 'Sunday matter', 'June matter']);
    expect((await kit.diary.causeList((await kit.user()).actor, { span: 'upcoming' })).hearings).toEqual([]);
  });

  it('narrows to a court, names the courts to choose from, and pages a long list', async () => {
    const { actor } = await lawyerWithHearings();
    const multan = await kit.diary.causeList(actor, { span: 'upcoming', court: 'sessions court' });
    expect(titles(multan)).toEqual(['Today matter']);
    expect(multan.courts).toEqual(['Lahore High Court', 'Sessions Court Multan']);
    for (let i = 0; i < diaryLimits.causeListPage; i += 1) {
      await kit.diary.openCase(actor, 'C-001', caseForm({ case_title: `Busy day ${i}`, hearing_date: '2026-05-07' }));
    }
    const last = await kit.diary.openCase(actor, 'C-001', caseForm({ case_title: 'Last of the busy day', hearing_date: '2026-05-07' }));
    await kit.settle(last);
    const first = await kit.diary.causeList(actor, { span: 'upcoming' });
    expect(first).toMatchObject({ page: 1, pages: 2, total: diaryLimits.causeListPage + 5 });
    expect(first.hearings).toHaveLength(diaryLimits.causeListPage);
    const second = await kit.diary.causeList(actor, { span: 'upcoming', page: '2' });
    expect(second.hearings).toHaveLength(5);
  });

  it('answers a range it cannot take with today, never an error', async () => {
    const { actor } = await lawyerWithHearings();
    for (const ask of [
      { span: 'range', from: '2026-05-10', to: '2026-05-01' },
      { span: 'range', from: '2026-02-30', to: '2026-03-01' },
      { span: 'range', from: '2020-01-01', to: '2030-01-01' },
      { span: 'whenever', page: '-1', court: ['x'] },
      { span: ['week'], from: { $gt: '' } },
    ]) {
      expect(await kit.diary.causeList(actor, ask)).toMatchObject({ from: '2026-05-05', to: '2026-05-05', page: 1 });
    }
  });
});

describe('find in my diary', () => {
  it('finds a case by its number written three ways, and clients and cases by name, court or city', async () => {
    const { actor } = await lawyerWithHearings();
    for (const written of ['Crl. A. 412/2025', 'Criminal Appeal No. 412 of 2025', 'crla 412-25']) {
      const found = await kit.diary.find(actor, written);
      expect(found.cases.map((c) => c.title), written).toEqual(['Tomorrow matter']);
    }
    expect((await kit.diary.find(actor, 'WP 1234/2024')).cases.map((c) => c.title)).toEqual(['June matter']);
    const byName = await kit.diary.find(actor, 'shazia');
    expect(byName.clients).toEqual([{ clientId: 'C-002', name: 'Shazia Parveen', contact: '', city: 'Multan' }]);
    expect(byName.cases.map((c) => c.title)).toEqual(['Today matter', 'Sunday matter', 'Closed matter']);
    expect((await kit.diary.find(actor, 'Sessions Court')).cases.map((c) => c.title)).toEqual(['Today matter']);
    expect((await kit.diary.find(actor, 'multan')).clients.map((c) => c.name)).toEqual(['Shazia Parveen']);
    expect(await kit.diary.find(actor, '100%_')).toMatchObject({ clients: [], cases: [] });
    expect(await kit.diary.find(actor, { not: 'text' })).toEqual({ query: '', clients: [], cases: [] });
  });

  it('finds nothing of another lawyer\'s diary', async () => {
    await lawyerWithHearings();
    const stranger = (await kit.user()).actor;
    expect(await kit.diary.find(stranger, 'Crl. A. 412/2025')).toMatchObject({ clients: [], cases: [] });
    expect(await kit.diary.find(stranger, 'Aslam')).toMatchObject({ clients: [], cases: [] });
  });
});
