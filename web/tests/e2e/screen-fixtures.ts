import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { csvHeaders, pakistanDay } from '@qanoon/contracts';
import { uniqueId } from '@qanoon/infra/testing';
import type { Runtime } from '@qanoon/services/runtime';
import { newAccount, paidAccount, sessionCookie, type TestAccount } from './accounts.ts';
import { csv, importCsv } from './library-fixtures.ts';
import { beforeAll } from 'vitest';
import { useTestRuntime } from './accounts.ts';
import { useAppInBrowser, type Browser, type RunningApp } from './harness.ts';

/**
 * What the screen-wide checks (accessibility, phones) look at: a few judgments of this run's own
 * holding one fresh word, a paid lawyer with a bookmark and a client with a case, and an admin.
 */
export interface ScreenFixture {
  admin: TestAccount;
  lawyer: TestAccount;
  word: string;
  citationId: string;
  clientId: string;
  caseId: string;
  /** A section of an Act of this run's own, for the statute pages. */
  statute: { ordinance: string; id: string };
}

const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');

export async function screenFixture(runtime: Runtime): Promise<ScreenFixture> {
  const word = `zelqor${letters(5)}`;
  const journal = `QY${letters(4).toUpperCase()}`;
  const rows = Array.from({ length: 3 }, (_, i) => [
    `${journal} 2019 SC ${i + 1}`,
    `Muhammad Aslam Khan and others ${i + 1} v. The Province of Punjab through Secretary Revenue`,
    'Mr. Justice Qazi Faez Isa',
    'Mr. Makhdoom Ali Khan, ASC',
    'Supreme Court of Pakistan',
    '',
    '',
    `Head notes of ${journal} 2019 SC ${i + 1}`,
    `Appeal ${i + 1} on the ${word} doctrine is dismissed.`,
  ]);
  const admin = await newAccount(runtime, { isAdmin: true });
  await importCsv(runtime, admin, 'cases', csv(csvHeaders.cases, rows));
  const statute = { ordinance: `${journal} Walk Ordinance, 2019`, id: `${journal}-302` };
  await importCsv(
    runtime,
    admin,
    'statutes',
    csv(csvHeaders.statutes, [[statute.id, `${journal} Walk Ordinance`, '302. Punishment of qatl-i-amd.', statute.ordinance, `Punishment of the ${word} offence.`, '', `Whoever commits the ${word} offence shall be punished.`]]),
  );
  const lawyer = await paidAccount(runtime, admin, { firstName: 'Ayesha' });
  const citationId = `${journal} 2019 SC 1`;
  const bookmarked = await runtime.library.addBookmark({ userId: lawyer.userId }, citationId);
  if (!bookmarked.ok) throw new Error(bookmarked.message);

  const today = pakistanDay(new Date());
  const clientId = `C-${uniqueId('')}`;
  const added = await runtime.diary.addClient(
    { userId: lawyer.userId },
    { client_id: clientId, client_name: 'Zarina Khan', client_contact: '0300-1234567', client_address: 'House 12, Street 4, Gulberg', client_city: 'Lahore', client_from: today },
  );
  if (!added.ok) throw new Error(added.message);
  const opened = await runtime.diary.openCase({ userId: lawyer.userId }, clientId, {
    case_title: 'Khan v. Province of Punjab',
    case_number: `CS-${letters(4)}`,
    case_type: 'Civil suit',
    case_date: today,
    hearing_date: today,
    hearing_time: '10:00',
    case_court: 'Lahore High Court',
    case_city: 'Lahore',
    case_desc: '',
    case_notes: '',
  });
  if (!opened.ok) throw new Error(opened.message);
  if (!opened.caughtUp) throw new Error('The diary lists did not show the case in time');
  return { admin, lawyer, word, citationId, clientId, caseId: opened.caseId, statute };
}

// One session per account: a second sign-in would be refused while the first is live (in use elsewhere).
const sessions = new Map<string, Promise<string>>();

/** Sign `account` in by its session cookie, leaving any earlier one behind. */
export async function signInByCookie(page: Page, url: string, runtime: Runtime, account: TestAccount): Promise<void> {
  await page.context().clearCookies();
  if (!sessions.has(account.userId)) sessions.set(account.userId, sessionCookie(runtime, account));
  const [name, value] = (await sessions.get(account.userId))?.split(/=(.*)/s) ?? [];
  await page.context().addCookies([{ name: name ?? '', value: value ?? '', url }]);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: string[];
}

/** axe-core's violations on the page as it stands (WCAG 2.1 A and AA, and best practice). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated rather than added as a script tag: the page's CSP (ADR 0026) rightly refuses inline scripts.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => JSON.stringify(n.target)) }));
  });
}

/**
 * The built app in a browser, the stores, and a screen fixture made before the file's first test:
 * what every screen-wide check (accessibility, phones, languages, printing, popups) starts from.
 */
export function useScreens(): { session: { app: RunningApp; browser: Browser }; stores: { runtime: Runtime }; fixture: () => ScreenFixture } {
  const session = useAppInBrowser();
  const stores = useTestRuntime();
  let made: ScreenFixture | undefined;
  beforeAll(async () => {
    made = await screenFixture(stores.runtime);
  }, 240_000);
  return {
    session,
    stores,
    fixture: () => {
      if (!made) throw new Error('the screen fixture is made before the first test');
      return made;
    },
  };
}
