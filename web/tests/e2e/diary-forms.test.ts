import { diaryLimits, diaryMessages } from '@qanoon/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount, paidAccount, sessionCookie, useTestRuntime, type TestAccount } from './accounts.ts';
import { useApp } from './harness.ts';

// The case and hearing forms take long texts in Urdu: each of description and notes may hold
// diaryLimits.text characters, and Urdu letters are 2 bytes each in UTF-8 (many signs 3).

const stores = useTestRuntime();
const served = useApp();
let lawyer: TestAccount;
let cookie = '';

beforeAll(async () => {
  const admin = await newAccount(stores.runtime, { isAdmin: true });
  lawyer = await paidAccount(stores.runtime, admin);
  cookie = await sessionCookie(stores.runtime, lawyer);
  await stores.runtime.diary.addClient(
    { userId: lawyer.userId },
    { client_id: 'U-1', client_name: 'Nusrat Bibi', client_contact: '0301-2223334', client_address: 'Mohallah Islampura', client_city: 'Multan', client_from: '2026-01-05' },
  );
}, 120_000);

// «The accused was arrested on the spot» in Urdu, repeated to the limit.
// It ends on a full stop, as surrounding spaces are trimmed from every field.
const urdu = (length: number) => `${'ملزم کو موقع پر گرفتار کیا گیا۔ '.repeat(Math.ceil(length / 30)).slice(0, length - 1)}۔`;

async function postCase(fields: Record<string, string>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  body.set('case_files', new Blob([]), '');
  return fetch(`${served.app.url}/lawyersdairy/clients/U-1/cases/new`, { method: 'POST', headers: { Cookie: cookie }, body, redirect: 'manual' });
}

describe('the case form with long Urdu texts', () => {
  it('keeps a description and notes of the full length, every character', async () => {
    const description = urdu(diaryLimits.text);
    const notes = urdu(diaryLimits.text);
    expect(Buffer.byteLength(description + notes)).toBeGreaterThan(64 * 1024);
    const response = await postCase({ case_title: 'ریاست بنام محمد اسلم', case_desc: description, case_notes: notes });
    expect(response.status).toBe(302);
    const [opened] = await stores.runtime.diary.listCases({ userId: lawyer.userId }, 'U-1');
    const detail = await stores.runtime.diary.getCase({ userId: lawyer.userId }, opened?.caseId ?? '');
    expect(detail?.title).toBe('ریاست بنام محمد اسلم');
    expect(detail?.descriptions.map((d) => d.text)).toEqual([description]);
    expect(detail?.notes.map((d) => d.text)).toEqual([notes]);
  });

  it('refuses one character more with the limit in words, and keeps what was typed', async () => {
    const response = await postCase({ case_title: 'Too long', case_desc: urdu(diaryLimits.text + 1) });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain(diaryMessages.tooLong(diaryLimits.text));
    expect(page).toContain('Too long');
  });
});
