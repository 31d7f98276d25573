import { csvHeaders } from '@qanoon/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { newAccount, paidAccount, signIn, useTestRuntime, type TestAccount } from './accounts.ts';
import { screenshot, useAppInBrowser } from './harness.ts';
import { csv, importCsv } from './library-fixtures.ts';
import { useOwnDatabase } from './own-database.ts';

// A database of this file's own: the counts below are of these judgments alone.
const library = useOwnDatabase('section_search');
const session = useAppInBrowser(library.env);
const stores = useTestRuntime(library.env);
const penalCode = 'Pakistan Penal Code, 1860 (Act XLV of 1860)';
let reader: TestAccount;

const judgment = (id: string, lawRef: string, heading: string, text: string) => [id, `Parties of ${id}`, 'A Judge', 'A Lawyer', 'High Court', '', lawRef, '', `${heading}\n${text}`];

beforeAll(async () => {
  const admin = await newAccount(stores.runtime, { isAdmin: true });
  const section = (id: string, heading: string) => [id, 'Pakistan Penal Code, 1860', heading, penalCode, heading.replace(/^[\dA-Z-]+\.\s*/, ''), '', heading];
  await importCsv(
    stores.runtime,
    admin,
    'statutes',
    csv(csvHeaders.statutes, [section('PPC-302', '302. Punishment of qatl-i-amd.'), section('PPC-489-F', '489-F. Dishonestly issuing a cheque.')]),
  );
  await importCsv(
    stores.runtime,
    admin,
    'cases',
    csv(csvHeaders.cases, [
      judgment('2020 SCMR 1', 'PPC-302', 'Criminal Appeal No. 1 of 2019', 'The appellant stands convicted under section 302(b) P.P.C.'),
      judgment('2019 SCMR 2', '', 'Criminal Appeal No. 2 of 2018', 'Charged u/s 302/34 PPC, the appellant was acquitted.'),
      judgment('2018 PCrLJ 3', '', 'Crl. Misc. No. 577 of 1998', 'Bail under 497 Cr.P.C. was refused.'),
      judgment('2017 PCrLJ 4', '', 'Crl. Misc. No. 12 of 2016', 'The cheque was dishonoured: an offence under S. 489-F PPC. Bail under section 497 of the Code of Criminal Procedure was granted.'),
    ]),
  );
  reader = await paidAccount(stores.runtime, admin, { firstName: 'Sana' });
}, 240_000);

describe('the Case Law keyword box reads a section or a case number the way a lawyer writes it', () => {
  it('s.302 PPC, 497 CrPC, S.489-F and Crl. Misc. 577/1998 find their judgments and say what they were understood as', async () => {
    const { page, problems } = session.browser;
    await signIn(page, session.app.url, stores.runtime, reader);

    const search = async (keyword: string, shot: string) => {
      await page.goto(`${session.app.url}/search?tab=caselaw`);
      await page.getByLabel('Keyword').fill(keyword);
      await page.getByLabel('From (year)').fill('1990');
      await page.getByLabel('To (year)').fill('2025');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((u) => u.searchParams.get('keyword') === keyword);
      await page.getByRole('region', { name: 'Search results' }).waitFor();
      await screenshot(page, shot);
      const rows = await page.locator('main table tbody tr td:nth-child(2)').allInnerTexts();
      const understood = (await page.getByTestId('sections-understood').count()) > 0 ? await page.getByTestId('sections-understood').innerText() : null;
      return { rows: rows.map((text) => text.split('\n')[0]?.trim()), understood };
    };

    const s302 = await search('s.302 PPC', 'section-search-s302-ppc');
    expect(s302.rows).toEqual(['2020 SCMR 1', '2019 SCMR 2']);
    expect(s302.understood).toBe('Understood as s.302 PPC');

    // The table's other notations of one section: the same judgments in the same order.
    for (const [keyword, shot] of [['302 PPC', '302-ppc'], ['302 P.P.C.', '302-p-p-c'], ['Sec. 302-PPC', 'sec-302-ppc'], ['u/s 302 PPC', 'us-302-ppc']] as const) {
      const same = await search(keyword, `section-search-${shot}`);
      expect(same.rows, keyword).toEqual(s302.rows);
      expect(same.understood, keyword).toBe('Understood as s.302 PPC');
    }
    // A bare section with no Act is not silently one Act: the page says what it read and offers the others.
    const bare = await search('section 302', 'section-search-section-302');
    expect(bare.rows).toEqual(s302.rows);
    expect(bare.understood).toContain('Understood as s.302 PPC');
    expect(await page.getByTestId('sections-understood').getByRole('link').count()).toBeGreaterThan(0);

    const crpc = await search('497 CrPC', 'section-search-497-crpc');
    expect(crpc.rows).toEqual(['2018 PCrLJ 3', '2017 PCrLJ 4']);
    expect(crpc.understood).toBe('Understood as s.497 CrPC');

    const cheque = await search('S.489-F', 'section-search-489-f');
    expect(cheque.rows).toEqual(['2017 PCrLJ 4']);
    expect(cheque.understood).toContain('Understood as s.489-F PPC');
    // No Act was typed: the other Acts are offered, one click away.
    await page.getByTestId('sections-understood').getByRole('link', { name: 's.489-F CrPC' }).click();
    await page.waitForURL((u) => u.searchParams.get('keyword') === 's.489-F CrPC');
    await page.getByText('Understood as s.489-F CrPC').waitFor();

    // 489F is 489-F.
    const joined = await search('489F', 'section-search-489f');
    expect(joined.rows).toEqual(cheque.rows);
    expect(joined.understood).toContain('Understood as s.489-F PPC');

    const misc = await search('Crl. Misc. 577/1998', 'section-search-crl-misc');
    expect(misc.rows[0]).toBe('2018 PCrLJ 3');
    expect(misc.understood).toBeNull();

    expect(problems).toEqual([]);
  }, 120_000);
});
