import { randomInt } from 'node:crypto';
import { alertMessages, csvHeaders } from '@qanoon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, paidAccount, sessionCookie, useTestRuntime, type TestAccount } from './accounts.ts';
import { seeMessage, useAppInBrowser } from './harness.ts';
import { csv, importCsv } from './library-fixtures.ts';
import { axeViolations, signInByCookie } from './screen-fixtures.ts';
import { screenshotFromTop as screenshot } from './screenshot-from-top.ts';

/** Letters only, so the engines read it as one word no other judgment has. */
const word = () => `q${Array.from({ length: 9 }, () => String.fromCharCode(97 + randomInt(0, 26))).join('')}`;

describe('saved searches and followed citations', () => {
  const session = useAppInBrowser();
  const stores = useTestRuntime();
  const keyword = word();
  const year = randomInt(2030, 2099);
  // A report no judgment cites yet, and the judgments the administrator uploads next.
  const followed = `PLD ${year} SC ${randomInt(10_000, 99_999)}`;
  const matching = `${year} SCMR ${randomInt(10_000, 49_999)}`;
  const citing = `${year} SCMR ${randomInt(50_000, 99_999)}`;
  const unrelated = `${year} CLC ${randomInt(10_000, 99_999)}`;
  let admin: TestAccount;
  let lawyer: TestAccount;
  const page = () => session.browser.page;

  beforeAll(async () => {
    admin = await newAccount(stores.runtime, { isAdmin: true });
    lawyer = await paidAccount(stores.runtime, admin, { firstName: 'Sana' });
    await signInByCookie(page(), session.app.url, stores.runtime, lawyer);
  });
  afterAll(async () => {
    await stores.runtime.db.query('DELETE FROM case_laws WHERE citation_id = ANY($1::text[])', [[matching, citing, unrelated]]);
  });

  it('saves a search and follows a citation, then shows the new judgments an upload brings live, and emails them', async () => {
    const p = page();
    await p.goto(`${session.app.url}/search?tab=caselaw&keyword=${keyword}&from=1990&to=2100`);
    const save = p.getByRole('region', { name: 'Save this search' });
    await save.getByLabel('Name').fill(`Research ${keyword}`);
    await save.getByLabel('Tell me').selectOption({ label: 'As it happens' });
    await save.getByRole('button', { name: 'Save search' }).click();
    await p.waitForURL(/\/alerts$/);
    await seeMessage(p, alertMessages.saved, 'status');

    await p.goto(`${session.app.url}/citations/${encodeURIComponent(followed)}`);
    const follow = p.getByRole('region', { name: 'Follow this citation' });
    await follow.getByRole('button', { name: 'Follow citation' }).click();
    await p.waitForURL(/\/alerts$/);
    await seeMessage(p, alertMessages.followed, 'status');
    await p.getByRole('heading', { name: `Judgments citing ${followed}` }).waitFor();
    await p.locator('[data-realtime="connected"][data-ready="true"]').waitFor();
    const followedCard = p.getByRole('region', { name: `Judgments citing ${followed}` });
    await followedCard.getByText('No new judgments yet.').waitFor();

    // The administrator uploads three judgments while the lawyer's page is open.
    await importCsv(stores.runtime, admin, 'cases', csv(csvHeaders.cases, [
      [matching, 'Ali Raza v. The State', 'A Judge', 'A Lawyer', 'Supreme Court of Pakistan', '', '', '', `Pre-arrest bail: the ${keyword} doctrine applied.`],
      [citing, 'Bashir Ahmed v. The State', 'A Judge', 'A Lawyer', 'Supreme Court of Pakistan', followed.replace(' SC ', ' Supreme Court '), '', '', `The rule of ${followed} was followed.`],
      [unrelated, 'Mst. Sadia v. Ghulam Abbas', 'A Judge', 'A Lawyer', 'Lahore High Court', '', '', '', 'Suit for recovery of dower decreed.'],
    ]));

    const alert = p.locator('[data-sticky="alert"]');
    await alert.first().waitFor({ timeout: 60_000 });
    await expect.poll(async () => (await p.locator('[data-sticky="alert"]').allInnerTexts()).join('\n'), { timeout: 30_000 }).toContain(`New judgments for “Judgments citing ${followed}”: 1`);
    expect((await p.locator('[data-sticky="alert"]').allInnerTexts()).join('\n')).toContain(`New judgments for “Research ${keyword}”: 1`);
    // The open page updates with the notice: its cards list the new judgments, not "No new judgments yet".
    await followedCard.getByRole('link', { name: citing }).waitFor();
    await p.getByRole('region', { name: `Research ${keyword}` }).getByRole('link', { name: matching }).waitFor();
    expect(await p.getByText('No new judgments yet.').count()).toBe(0);
    await screenshot(p, 'saved-search-alert');
    await alert.first().getByRole('link', { name: 'See the new judgments' }).click();
    await p.waitForURL(/\/alerts$/);
    const search = p.getByRole('region', { name: `Research ${keyword}` });
    await search.getByRole('link', { name: matching }).waitFor();
    const citation = p.getByRole('region', { name: `Judgments citing ${followed}` });
    await citation.getByRole('link', { name: citing }).waitFor();
    expect(await p.getByRole('link', { name: unrelated }).count()).toBe(0);
    expect(await axeViolations(p)).toEqual([]);
    await screenshot(p, 'saved-searches');

    // "As it happens": the digest email is in the outbox, with links, and names nothing else.
    await expect.poll(async () => (await stores.runtime.devOutbox.list({ recipient: lawyer.email })).filter((m) => m.body.includes(matching)).length, { timeout: 30_000 }).toBeGreaterThan(0);
    const emails = (await stores.runtime.devOutbox.list({ recipient: lawyer.email })).map((m) => m.body).join('\n');
    expect(emails).toContain(`/cases/${encodeURIComponent(matching)}`);
    expect(emails).toContain(citing);
    expect(emails).not.toContain(unrelated);
  });

  it('pauses, renames and deletes a saved search, and another user cannot touch it', async () => {
    const p = page();
    await p.goto(`${session.app.url}/alerts`);
    const search = p.getByRole('region', { name: `Research ${keyword}` });
    await search.getByRole('button', { name: 'Pause alerts' }).click();
    await seeMessage(p, alertMessages.paused, 'status');
    await p.getByRole('region', { name: `Research ${keyword} Paused` }).getByRole('button', { name: 'Resume alerts' }).waitFor();

    const id = await p.locator('[data-saved-search]').first().getAttribute('data-saved-search');
    const stranger = await paidAccount(stores.runtime, admin);
    const answer = await fetch(`${session.app.url}/alerts`, {
      method: 'POST',
      headers: { Cookie: await sessionCookie(stores.runtime, stranger), 'Content-Type': 'application/x-www-form-urlencoded', Origin: session.app.url },
      body: new URLSearchParams({ intent: 'delete', id: id ?? '' }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(404);

    const first = p.locator('[data-saved-search]').first();
    await first.getByLabel('Name').fill('Renamed research');
    await first.getByRole('button', { name: 'Save changes' }).click();
    await seeMessage(p, alertMessages.updated, 'status');
    await p.getByRole('region', { name: /^Renamed research/ }).getByRole('button', { name: 'Delete' }).click();
    await seeMessage(p, alertMessages.deleted, 'status');
    expect(await p.getByRole('region', { name: /^Renamed research/ }).count()).toBe(0);
  });
});
