import { csvHeaders, diaryMessages, hearingReminderEvent, pakistanDay, pakistanMoment, type HearingReminder } from '@qanoon/contracts';
import { followProjection } from '@qanoon/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csv, libraryTestKit, type LibraryTestKit } from '../library/test-kit.ts';
import { diaryTestKit, type DiaryTestKit } from './test-kit.ts';

// "New since the last hearing" over the real library import: the diary and the library share
// one database, as they do in the product.

let kit: DiaryTestKit;
let library: LibraryTestKit;

beforeAll(async () => {
  kit = await diaryTestKit('hearing_research', followProjection('diary'));
  library = await libraryTestKit('unused', { databaseUrl: kit.url });
});
afterAll(async () => {
  await library.close();
  await kit.close();
});

const daysAgo = (n: number) => pakistanDay(new Date(Date.now() - n * 86_400_000));

const judgment = (citation: string, caseRefs: string, lawRefs: string, text = 'Judgment text.') => [
  citation,
  `Parties of ${citation}`,
  'Mr. Justice Athar Minallah',
  'Mr. Salman Akram Raja, ASC',
  citation.includes('Lahore') ? 'Lahore High Court' : 'Supreme Court of Pakistan',
  caseRefs,
  lawRefs,
  'Criminal',
  text,
];

const attached = 'PLD 2014 Lahore 120';

async function importCases(rows: string[][]) {
  expect((await library.importFile('cases', csv(csvHeaders.cases, rows))).state).toBe('done');
}

/** A case with hearings a week and three days ago and the next tomorrow, following the attached judgment. */
async function followedCase() {
  kit.setNow(new Date());
  const user = await kit.user();
  await kit.diary.addClient(user.actor, {
    client_id: 'C-001',
    client_name: 'Muhammad Aslam',
    client_contact: '0300-1234567',
    client_address: 'House 4, Street 9, Gulberg',
    client_city: 'Lahore',
    client_from: daysAgo(30),
  });
  const opened = await kit.settle(
    await kit.diary.openCase(user.actor, 'C-001', {
      case_title: 'Muhammad Aslam v. The State',
      case_number: 'Crl. A. 412/2025',
      case_type: 'Bail u/s 497 Cr.P.C.',
      hearing_date: daysAgo(7),
      hearing_time: '09:30',
      case_court: 'Lahore High Court',
      case_city: 'Lahore',
    }),
  );
  if (!opened.ok) throw new Error(opened.message);
  const { caseId } = opened;
  await kit.settle(await kit.diary.scheduleHearing(user.actor, caseId, { hearing_date: daysAgo(3), hearing_time: '09:30', previous_outcome: 'adjourned' }));
  await kit.settle(await kit.diary.scheduleHearing(user.actor, caseId, { hearing_date: daysAgo(-1), hearing_time: '10:00', previous_outcome: 'adjourned' }));
  const bookmarked = await library.library.addBookmark(user.actor, attached);
  if (!bookmarked.ok) throw new Error(bookmarked.message);
  await kit.settle(await kit.diary.attachJudgment(user.actor, caseId, attached));
  return { ...user, caseId };
}

describe('new since the last hearing', () => {
  let owner: Awaited<ReturnType<typeof followedCase>>;

  beforeAll(async () => {
    await importCases([
      judgment(attached, '', 'PPC-302'),
      judgment('2015 SCMR 30', 'PLD 2014 Lah. 120', 'PPC-302'),
    ]);
    // The library stamps a judgment with the database's clock when it first takes it in: this
    // one came in five days ago, before the last hearing.
    await kit.db.query(`UPDATE case_laws SET imported_at = $1 WHERE citation_id = '2015 SCMR 30'`, [pakistanMoment(daysAgo(5), '12:00')]);
    owner = await followedCase();
    await importCases([
      judgment('2026 SCMR 1', 'PLD 2014 Lah. 120, 1999 SCMR 5', ''),
      judgment('2026 SCMR 2', '', 'PPC-302, PPC-34'),
      judgment('2026 SCMR 3', '', 'CRPC-497'),
      // Unrelated: another section, another report, and the same report number of another court.
      judgment('2026 SCMR 4', '1999 SCMR 5', 'PPC-420'),
      judgment('2026 SCMR 5', 'PLD 2014 Karachi 120', ''),
      // Imported again with a new text: still not new.
      judgment('2015 SCMR 30', 'PLD 2014 Lah. 120', 'PPC-302', 'Judgment text, corrected.'),
    ]);
  });

  it('lists the judgments citing the attached one or decided under the case\'s own sections, with why, and not under every section the attached one lists', async () => {
    const found = await kit.diary.newSinceLastHearing(owner.actor, owner.caseId);
    expect(found).toMatchObject({
      lastHearing: daysAgo(3),
      since: pakistanMoment(daysAgo(3), '00:00'),
      following: { judgments: [attached], sections: ['CRPC-497'] },
      count: 2,
    });
    expect(found?.judgments.map((j) => [j.citationId, j.parties, j.court, j.cites, j.sections])).toEqual([
      ['2026 SCMR 1', 'Parties of 2026 SCMR 1', 'Supreme Court of Pakistan', [attached], []],
      ['2026 SCMR 3', 'Parties of 2026 SCMR 3', 'Supreme Court of Pakistan', [], ['CRPC-497']],
    ]);
  });

  it('counts from the case\'s opening when it has had no hearing before today, and from nothing for a case following nothing', async () => {
    kit.setNow(new Date());
    const user = await kit.user();
    await kit.diary.addClient(user.actor, { client_id: 'C-002', client_name: 'Bilal', client_contact: '0300-7654321', client_address: 'Model Town', client_city: 'Lahore', client_from: daysAgo(1) });
    const opened = await kit.settle(await kit.diary.openCase(user.actor, 'C-002', { case_title: 'State v. Bilal, 302 PPC', hearing_date: daysAgo(-2) }));
    if (!opened.ok) throw new Error(opened.message);
    const found = await kit.diary.newSinceLastHearing(user.actor, opened.caseId);
    // Opened after the second import: nothing in the library is newer than the case.
    expect(found).toMatchObject({ lastHearing: null, following: { judgments: [], sections: ['PPC-302'] }, count: 0, judgments: [] });
    expect(found?.since.getTime()).toBe((await kit.diary.getCase(user.actor, opened.caseId))?.openedAt.getTime());
  });

  it('answers another user as for a case that does not exist', async () => {
    const other = await kit.user('Bilal');
    expect(await kit.diary.newSinceLastHearing(other.actor, owner.caseId)).toBeNull();
    expect(await kit.diary.newSinceLastHearing(owner.actor, '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await kit.diary.newSinceLastHearing(owner.actor, 'not-an-id')).toBeNull();
  });

  it('puts the new judgments in the hearing reminder, live and by email', async () => {
    const detail = await kit.diary.getCase(owner.actor, owner.caseId);
    const hearingId = detail?.hearings.at(-1)?.hearingId ?? '';
    kit.sent.length = 0;
    expect(await kit.diary.deliverReminder({ caseId: owner.caseId, userId: owner.userId, hearingId, when: 'day-before' })).toEqual({ delivered: true, emailed: true });
    const live = kit.sent.find((s) => s.event === hearingReminderEvent)?.payload as HearingReminder | undefined;
    expect(live?.newSinceLastHearing).toEqual({
      count: 2,
      judgments: ['2026 SCMR 1', '2026 SCMR 3'].map((citationId) => ({ citationId, parties: `Parties of ${citationId}` })),
    });
    const [email] = await kit.outbox.list({ recipient: owner.email });
    expect(email?.body).toContain(
      [
        'New since the last hearing (2):',
        `- 2026 SCMR 1, Parties of 2026 SCMR 1 (Supreme Court of Pakistan): cites ${attached}`,
        '- 2026 SCMR 3, Parties of 2026 SCMR 3 (Supreme Court of Pakistan): decided under CRPC-497',
      ].join('\n'),
    );
  });

  it('follows the sections the lawyer writes, in any usual form, and refuses words that name none', async () => {
    expect(await kit.settle(await kit.diary.chooseFollowedSections(owner.actor, owner.caseId, '302 PPC, 497 Cr.P.C.; PPC-34'))).toMatchObject({ message: diaryMessages.sectionsSaved });
    // The same sections written another way change nothing.
    expect(await kit.diary.chooseFollowedSections(owner.actor, owner.caseId, 'PPC-302, CrPC-497, PPC-34')).toMatchObject({ ok: true, caughtUp: true });
    const found = await kit.diary.newSinceLastHearing(owner.actor, owner.caseId);
    expect(found).toMatchObject({ following: { sections: ['CRPC-497', 'PPC-302', 'PPC-34'] }, count: 3 });
    expect(found?.judgments.map((j) => j.citationId)).toEqual(['2026 SCMR 1', '2026 SCMR 2', '2026 SCMR 3']);
    expect(await kit.diary.chooseFollowedSections(owner.actor, owner.caseId, 'murder, 302 PPC')).toMatchObject({ ok: false, message: diaryMessages.sectionsUnreadable });
    await kit.settle(await kit.diary.chooseFollowedSections(owner.actor, owner.caseId, { sections: 1 }));
    expect(await kit.diary.newSinceLastHearing(owner.actor, owner.caseId)).toMatchObject({ following: { sections: [] }, count: 1 });
    const stranger = await kit.user('Bilal');
    expect(await kit.diary.chooseFollowedSections(stranger.actor, owner.caseId, '302 PPC')).toMatchObject({ ok: false, message: diaryMessages.noSuchCase });
  });
});
