import { diaryMessages, type CaseFile, type CaseForm, type DiaryCaseEvent, type HearingForm } from '@qanoon/contracts';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../shared/testing/decider-spec.ts';
import { decide } from './decide.ts';
import { evolve, initialDiaryCase, type CaseDetails, type DiaryCaseCommand } from './diary-case.ts';

const caseId = '3b241101-e2bb-4255-8caf-4136c566a962';
const owner = '0f8fad5b-d9cb-469f-a165-70867728950e';
const stranger = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const firstHearing = '16fd2706-8baf-433b-82eb-8c7fada847da';
const secondHearing = '886313e1-3b8a-5372-9b90-0c9aee199e5d';
const jan1 = new Date('2026-01-01T05:00:00.000Z');
const jan9 = new Date('2026-01-09T06:30:00.000Z');
const base = { version: 1 as const, caseId, userId: owner };

const given = deciderSpec({ decide, evolve, initialState: initialDiaryCase });

const caseForm: CaseForm = {
  case_title: 'Muhammad Aslam v. The State',
  case_number: 'Crl. A. 412/2025',
  case_type: 'Criminal Appeal',
  case_date: '2025-12-20',
  hearing_date: '2026-01-08',
  hearing_time: '09:30',
  case_court: 'Lahore High Court',
  case_city: 'Lahore',
  case_desc: 'Appeal against conviction under section 302 PPC.',
  case_notes: 'Bring certified copies of the trial record.',
};
const hearingForm: HearingForm = {
  hearing_date: '2026-02-03',
  hearing_time: '10:00',
  case_desc: 'Arguments heard in part.',
  case_notes: 'Prepare reply on the medical evidence.',
  previous_outcome: 'adjourned',
};
const petition: CaseFile = { key: 'case-files/9d2c.pdf', name: 'petition.pdf', kind: 'pdf', size: 48_213 };
const order: CaseFile = { key: 'case-files/a81f.png', name: 'order-sheet.png', kind: 'png', size: 9_001 };

const caseOpened: DiaryCaseEvent = {
  type: 'CaseOpened',
  data: {
    ...base,
    at: jan1.toISOString(),
    clientId: 'C-001',
    title: caseForm.case_title,
    number: caseForm.case_number,
    type: caseForm.case_type,
    caseDate: '2025-12-20',
    court: 'Lahore High Court',
    city: 'Lahore',
    hearingId: firstHearing,
    date: '2026-01-08',
    time: '09:30',
    description: caseForm.case_desc,
    notes: caseForm.case_notes,
  },
};
const hearingScheduled: DiaryCaseEvent = {
  type: 'HearingScheduled',
  data: {
    ...base,
    at: jan9.toISOString(),
    hearingId: secondHearing,
    date: '2026-02-03',
    time: '10:00',
    description: hearingForm.case_desc,
    notes: hearingForm.case_notes,
    previousOutcome: 'adjourned',
  },
};
const caseClosed: DiaryCaseEvent = { type: 'CaseClosed', data: { ...base, at: jan9.toISOString() } };
const caseReopened: DiaryCaseEvent = { type: 'CaseReopened', data: { ...base, at: jan9.toISOString() } };

const openCase = (file: CaseFile | null = null): DiaryCaseCommand => ({
  type: 'OpenCase',
  data: { caseId, userId: owner, at: jan1, clientId: 'C-001', hearingId: firstHearing, form: caseForm, file },
});
const scheduleHearing = (userId = owner, file: CaseFile | null = null): DiaryCaseCommand => ({
  type: 'ScheduleHearing',
  data: { caseId, userId, at: jan9, hearingId: secondHearing, form: hearingForm, file },
});
const close = (userId = owner): DiaryCaseCommand => ({ type: 'CloseCase', data: { caseId, userId, at: jan9 } });
const reopen = (userId = owner): DiaryCaseCommand => ({ type: 'ReopenCase', data: { caseId, userId, at: jan9 } });

describe('opening a case', () => {
  it('given no case, when it is opened, then it is open with its first hearing and what was written', () => {
    given([]).when(openCase()).then([caseOpened]);
  });

  it('given no case, when it is opened with a file, then the file is attached to the case, not to a hearing', () => {
    given([]).when(openCase(petition)).then([
      caseOpened,
      { type: 'CaseFilesAttached', data: { ...base, at: jan1.toISOString(), hearingId: null, files: [petition] } },
    ]);
  });

  it('given a case, when the same id is opened again, then it is refused and the case stays as it was', () => {
    given([caseOpened]).when(openCase()).thenFails(diaryMessages.noSuchCase);
  });

  it('given no case, when a form with nothing filled is opened, then it is still a case (the spec requires no field)', () => {
    const empty: CaseForm = { ...caseForm, case_title: '', case_number: '', case_type: '', case_date: null, hearing_date: null, hearing_time: null, case_court: '', case_city: '', case_desc: '', case_notes: '' };
    given([]).when({ type: 'OpenCase', data: { caseId, userId: owner, at: jan1, clientId: 'C-001', hearingId: firstHearing, form: empty, file: null } }).thenMatches([{ type: 'CaseOpened', data: { title: '', date: null, time: null, caseDate: null } }]);
  });
});

describe('scheduling a hearing', () => {
  it('given an open case, when the next hearing is saved, then it becomes current and the last one is marked with its outcome', () => {
    given([caseOpened]).when(scheduleHearing()).then([hearingScheduled]);
  });

  it('given an open case, when a hearing is saved with a file, then the file is attached to that hearing', () => {
    given([caseOpened]).when(scheduleHearing(owner, order)).then([
      hearingScheduled,
      { type: 'CaseFilesAttached', data: { ...base, at: jan9.toISOString(), hearingId: secondHearing, files: [order] } },
    ]);
  });

  it('given a closed case, when a hearing is saved, then it is refused until the case is reopened', () => {
    given([caseOpened, caseClosed]).when(scheduleHearing()).thenFails(diaryMessages.closedCaseNoHearing);
    given([caseOpened, caseClosed, caseReopened]).when(scheduleHearing()).then([hearingScheduled]);
  });

  it('given a hearing dated after today, when it is said to have been adjourned, heard or disposed, then it is refused', () => {
    // jan9 is 9 January in Pakistan; the current hearing is on 12 January.
    const opened = { ...caseOpened, data: { ...caseOpened.data, date: '2026-01-12' } } as DiaryCaseEvent;
    for (const previous_outcome of ['adjourned', 'heard', 'disposed'] as const) {
      const early: DiaryCaseCommand = { type: 'ScheduleHearing', data: { caseId, userId: owner, at: jan9, hearingId: secondHearing, form: { ...hearingForm, previous_outcome }, file: null } };
      given([opened]).when(early).thenFails(diaryMessages.notHeldYet);
    }
    const moved: DiaryCaseCommand = { type: 'ScheduleHearing', data: { caseId, userId: owner, at: jan9, hearingId: secondHearing, form: { ...hearingForm, previous_outcome: null }, file: null } };
    given([opened]).when(moved).thenMatches([{ type: 'HearingScheduled', data: { previousOutcome: null } }]);
  });
  it('given no case, when a hearing is saved, then there is no such case', () => {
    given([]).when(scheduleHearing()).thenFails(diaryMessages.noSuchCase);
  });
});

describe('closing and reopening', () => {
  it('given an open case, when it is closed, then it is closed', () => {
    given([caseOpened]).when(close()).then([caseClosed]);
  });

  it('given a closed case, when it is reopened, then it is open again', () => {
    given([caseOpened, caseClosed]).when(reopen()).then([caseReopened]);
  });

  it('given a closed case, when it is closed again (a second click), then nothing changes', () => {
    given([caseOpened, caseClosed]).when(close()).then([]);
  });

  it('given an open case, when it is reopened, then nothing changes', () => {
    given([caseOpened]).when(reopen()).then([]);
    given([caseOpened, caseClosed, caseReopened]).when(reopen()).then([]);
  });
});

describe('revising the details', () => {
  const revise = (form: CaseDetails, userId = owner): DiaryCaseCommand => ({ type: 'ReviseCaseDetails', data: { caseId, userId, at: jan9, form } });
  const corrected: CaseDetails = { ...caseForm, case_title: 'Muhammad Aslam v. State', case_court: 'Lahore High Court, Multan Bench' };
  const revised: DiaryCaseEvent = {
    type: 'CaseDetailsRevised',
    data: { ...base, at: jan9.toISOString(), title: 'Muhammad Aslam v. State', number: 'Crl. A. 412/2025', type: 'Criminal Appeal', caseDate: '2025-12-20', court: 'Lahore High Court, Multan Bench', city: 'Lahore' },
  };

  it('given a case, when its court and title are corrected, then the details are revised and the hearings stay', () => {
    given([caseOpened, hearingScheduled]).when(revise(corrected)).then([revised]);
  });

  it('given a case, when its details are saved as they are, then nothing is recorded', () => {
    given([caseOpened, hearingScheduled]).when(revise(caseForm)).then([]);
  });

  it('given revised details, when the same correction is saved again, then nothing is recorded; going back to the first details is a revision', () => {
    given([caseOpened, revised]).when(revise(corrected)).then([]);
    given([caseOpened, revised]).when(revise(caseForm)).thenMatches([{ type: 'CaseDetailsRevised', data: { title: caseForm.case_title, court: caseForm.case_court } }]);
  });

  it('given a case, when only its date is cleared, then that is a revision', () => {
    given([caseOpened]).when(revise({ ...caseForm, case_date: null })).thenMatches([{ type: 'CaseDetailsRevised', data: { caseDate: null, title: caseForm.case_title } }]);
  });

  it('given no case, when details are revised, then there is no such case', () => {
    given([]).when(revise(corrected)).thenFails(diaryMessages.noSuchCase);
  });
});

describe('judgments attached to a case', () => {
  const attach = (bookmarked: boolean): DiaryCaseCommand => ({
    type: 'AttachJudgment',
    data: { caseId, userId: owner, at: jan9, citationId: '2018 SCMR 762', bookmarked },
  });
  const attached: DiaryCaseEvent = { type: 'JudgmentAttached', data: { ...base, at: jan9.toISOString(), citationId: '2018 SCMR 762' } };

  it('given a case, when a bookmarked judgment is attached, then it is attached once', () => {
    given([caseOpened]).when(attach(true)).then([attached]);
    given([caseOpened, attached]).when(attach(true)).thenFails(diaryMessages.judgmentAlreadyAttached);
  });

  it('given a case, when a judgment the user has not bookmarked is attached, then it is refused', () => {
    given([caseOpened]).when(attach(false)).thenFails(diaryMessages.judgmentNotBookmarked);
  });

  it('given an attached judgment, when it is detached, then it is gone, and detaching again is refused', () => {
    const detach: DiaryCaseCommand = { type: 'DetachJudgment', data: { caseId, userId: owner, at: jan9, citationId: '2018 SCMR 762' } };
    const detached: DiaryCaseEvent = { type: 'JudgmentDetached', data: { ...base, at: jan9.toISOString(), citationId: '2018 SCMR 762' } };
    given([caseOpened, attached]).when(detach).then([detached]);
    given([caseOpened, attached, detached]).when(detach).thenFails(diaryMessages.judgmentNotAttached);
  });
});

describe('the sections followed', () => {
  const choose = (sections: string[], userId = owner): DiaryCaseCommand => ({ type: 'ChooseFollowedSections', data: { caseId, userId, at: jan9, sections } });
  const chosen: DiaryCaseEvent = { type: 'FollowedSectionsChosen', data: { ...base, at: jan9.toISOString(), sections: ['PPC-302', 'PPC-34'] } };
  it('given a case, when the lawyer chooses its sections, then they are chosen; the same again changes nothing; none is a choice too', () => {
    given([caseOpened]).when(choose(['PPC-302', 'PPC-34'])).then([chosen]);
    given([caseOpened, chosen]).when(choose(['PPC-302', 'PPC-34'])).then([]);
    given([caseOpened, chosen]).when(choose([])).thenMatches([{ type: 'FollowedSectionsChosen', data: { sections: [] } }]);
    given([caseOpened]).when(choose(['PPC-302'], stranger)).thenFails(diaryMessages.noSuchCase);
  });
});

describe('another user', () => {
  it('given a case of one user, when another user schedules, closes, reopens, attaches or revises, then it is refused as if there were no case', () => {
    const history = [caseOpened, caseClosed];
    given(history).when(scheduleHearing(stranger)).thenFails(diaryMessages.noSuchCase);
    given([caseOpened]).when(close(stranger)).thenFails(diaryMessages.noSuchCase);
    given(history).when(reopen(stranger)).thenFails(diaryMessages.noSuchCase);
    given([caseOpened]).when({ type: 'AttachJudgment', data: { caseId, userId: stranger, at: jan9, citationId: '2018 SCMR 762', bookmarked: true } }).thenFails(diaryMessages.noSuchCase);
    const takenOver = { ...caseForm, case_title: 'Taken over' };
    given([caseOpened]).when({ type: 'ReviseCaseDetails', data: { caseId, userId: stranger, at: jan9, form: takenOver } }).thenFails(diaryMessages.noSuchCase);
    // The same details as the owner's would change nothing, and still are not the stranger's to learn of.
    given([caseOpened]).when({ type: 'ReviseCaseDetails', data: { caseId, userId: stranger, at: jan9, form: caseForm } }).thenFails(diaryMessages.noSuchCase);
  });
});

describe('the folded case', () => {
  it('follows the current hearing, the status and the judgments through the stream', () => {
    const state = [caseOpened, hearingScheduled, caseClosed].reduce(evolve, initialDiaryCase());
    expect(state).toMatchObject({ status: 'closed', userId: owner, current: { hearingId: secondHearing, date: '2026-02-03', time: '10:00' }, hearings: 2 });
  });

  it('keeps the details as opened, then as last revised', () => {
    const revisedEvent: DiaryCaseEvent = {
      type: 'CaseDetailsRevised',
      data: { ...base, at: jan9.toISOString(), title: 'Aslam v. State', number: 'Crl. A. 413/2025', type: 'Criminal Appeal', caseDate: null, court: 'Sessions Court', city: 'Multan' },
    };
    const details = { title: 'Muhammad Aslam v. The State', number: 'Crl. A. 412/2025', type: 'Criminal Appeal', caseDate: '2025-12-20', court: 'Lahore High Court', city: 'Lahore' };
    expect([caseOpened].reduce(evolve, initialDiaryCase())).toMatchObject(details);
    const state = [caseOpened, hearingScheduled, revisedEvent].reduce(evolve, initialDiaryCase());
    expect(state).toMatchObject({ title: 'Aslam v. State', number: 'Crl. A. 413/2025', caseDate: null, court: 'Sessions Court', city: 'Multan', hearings: 2 });
    expect(state).not.toHaveProperty('description');
  });
});
