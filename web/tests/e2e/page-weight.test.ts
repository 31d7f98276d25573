import { randomInt } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { csvHeaders } from '@qanoon/contracts';
import { budgetBytes, coldLoadScripts, kb, type RemixManifest } from '../../scripts/page-weight.ts';
import { newAccount, paidAccount, useTestRuntime, type TestAccount } from './accounts.ts';
import { screenshot, useAppInBrowser } from './harness.ts';
import { csv, importCsv } from './library-fixtures.ts';
import { signInByCookie } from './screen-fixtures.ts';

const session = useAppInBrowser();
const stores = useTestRuntime();

// The test database outlives a run: this run's case holds a word of its own.
const word = `quillet${randomInt(10_000, 99_999)}`;
let reader: TestAccount;
beforeAll(async () => {
  const admin = await newAccount(stores.runtime, { isAdmin: true });
  await importCsv(
    stores.runtime,
    admin,
    'cases',
    csv(csvHeaders.cases, [
      [`PLD 2019 SC ${randomInt(10_000, 99_999)}`, 'Nasreen Bibi v. The State', 'Mr. Justice Qazi Faez Isa', 'Mr. Makhdoom Ali Khan, ASC', 'Supreme Court of Pakistan', '', '', 'Head notes', `Bail is granted; the ${word} point is left open.`],
    ]),
  );
  reader = await paidAccount(stores.runtime, admin, { firstName: 'Hina' });
}, 240_000);

/**
 * Every script the page fetched from its load until the network is quiet, with the bytes the
 * server sent for each (gzip, as it compresses), whether preloaded or imported on the way.
 */
async function scriptsOf(page: Page, load: () => Promise<unknown>): Promise<{ url: string; bytes: number }[]> {
  const responses: Promise<{ url: string; bytes: number } | null>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    responses.push(response.request().sizes().then((sizes) => ({ url: new URL(response.url()).pathname, bytes: sizes.responseBodySize })));
  };
  page.on('response', onResponse);
  try {
    await load();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('response', onResponse);
  }
  return (await Promise.all(responses)).filter((script) => script !== null);
}

describe('the JavaScript a page sends', () => {
  it('keeps the scripts the search results page preloads within 150 KB of gzip, as sent', async () => {
    const page = session.browser.page;
    await signInByCookie(page, session.app.url, stores.runtime, reader);
    // A fresh cache: nothing the browser kept from another page.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = await scriptsOf(page, () => page.goto(`${session.app.url}/search?tab=caselaw&keyword=${word}&from=1950&to=2100`));
    await page.getByText('Nasreen Bibi v. The State').first().waitFor();
    await screenshot(page, 'page-weight-search-results');
    // The budget counts what the page preloads to be interactive (ADR 0040); a chunk imported
    // later (the live connection after hydration, the form's check on focus) is reported apart.
    const manifest = await page.evaluate(() => (window as unknown as { __remixManifest: RemixManifest }).__remixManifest);
    const preloaded = new Set(coldLoadScripts(manifest, 'routes/search'));
    const sum = (list: { bytes: number }[]) => list.reduce((total, script) => total + script.bytes, 0);
    const coldLoad = scripts.filter((script) => preloaded.has(script.url));
    const later = scripts.filter((script) => !preloaded.has(script.url));
    console.log(`results page: ${kb(sum(coldLoad))} KB preloaded (${coldLoad.length} scripts), ${kb(sum(later))} KB imported later: ${later.map((s) => `${s.url} ${kb(s.bytes)}`).join(', ')}`);
    expect(scripts.every((script) => script.bytes > 0)).toBe(true);
    expect(coldLoad.length).toBeGreaterThan(10);
    expect(sum(coldLoad)).toBeLessThanOrEqual(budgetBytes);
  });
});
