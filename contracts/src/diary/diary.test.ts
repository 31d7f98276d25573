import { describe, expect, it } from 'vitest';
import { parseForm } from '../identity/form.ts';
import { diaryMessages } from './form-texts.ts';
import { caseFormSchema, hearingFormSchema } from './forms.ts';
import { nextDay, pakistanDay, reminderMoments, reminderText } from './time.ts';

const pk = (day: string, time: string) => new Date(`${day}T${time}:00+05:00`);

describe('days and times in Pakistan', () => {
  it('takes the day in Pakistan, five hours ahead of UTC, and steps over month and year ends', () => {
    expect(pakistanDay(new Date('2026-12-31T18:59:59Z'))).toBe('2026-12-31');
    expect(pakistanDay(new Date('2026-12-31T19:00:00Z'))).toBe('2027-01-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('reminds the evening before at 18:00 and on the day at 07:00, or an hour before an earlier hearing', () => {
    expect(reminderMoments('2026-03-01', '10:00')).toEqual([
      { when: 'day-before', at: pk('2026-02-28', '18:00') },
      { when: 'on-the-day', at: pk('2026-03-01', '07:00') },
    ]);
    expect(reminderMoments('2026-03-01', '06:30')[1]).toEqual({ when: 'on-the-day', at: pk('2026-03-01', '05:30') });
    expect(reminderMoments('2026-03-01', null)[1]).toEqual({ when: 'on-the-day', at: pk('2026-03-01', '07:00') });
  });

  it('words a reminder with what is known of the hearing', () => {
    expect(reminderText('day-before', { title: 'State v. Aslam', court: 'Sessions Court Lahore', time: '09:30' })).toBe(
      'Hearing tomorrow at 09:30: State v. Aslam in Sessions Court Lahore',
    );
    expect(reminderText('on-the-day', { title: '', court: '', time: null })).toBe('Hearing today: Untitled case');
  });
});

describe('the case and hearing forms', () => {
  it('require nothing, and read empty dates and times as none', () => {
    expect(parseForm(caseFormSchema, {})).toMatchObject({ ok: true, data: { case_title: '', case_date: null, hearing_date: null, hearing_time: null } });
  });

  it('take real days and times only, a browser\'s seconds dropped', () => {
    expect(parseForm(caseFormSchema, { hearing_date: '2026-02-29' })).toMatchObject({ ok: false, message: diaryMessages.invalidDate, field: 'hearing_date' });
    expect(parseForm(caseFormSchema, { case_date: '12/01/2026' })).toMatchObject({ ok: false, message: diaryMessages.invalidDate });
    expect(parseForm(caseFormSchema, { hearing_time: '24:00' })).toMatchObject({ ok: false, message: diaryMessages.invalidTime });
    expect(parseForm(caseFormSchema, { hearing_date: '2028-02-29', hearing_time: '09:30:00' })).toMatchObject({
      ok: true,
      data: { hearing_date: '2028-02-29', hearing_time: '09:30' },
    });
  });

  it('bound the lengths of what they keep', () => {
    expect(parseForm(caseFormSchema, { case_desc: 'x'.repeat(20_001) })).toMatchObject({ ok: false, message: diaryMessages.tooLong(20_000) });
    expect(parseForm(hearingFormSchema, { previous_outcome: 'won' })).toMatchObject({ ok: false, message: diaryMessages.invalidOutcome });
    expect(parseForm(hearingFormSchema, { previous_outcome: 'adjourned' })).toMatchObject({ ok: true, data: { previous_outcome: 'adjourned' } });
  });
});
