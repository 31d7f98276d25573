import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookmarkDate } from '@qanoon/contracts';
import { newAccount, paidAccount, signIn, useTestRuntime } from './accounts.ts';
import { screenshot, useAppInBrowser } from './harness.ts';
import { importCsv } from './library-fixtures.ts';
import { repoDir } from './paths.ts';

// The real judgments and Penal Code, beside the repository; never copied into it.
const corpusDir = path.resolve(repoDir, '../shared/data/legal-corpus');
const present = ['Case_laws.csv', 'Statutes.csv'].every((file) => existsSync(path.join(corpusDir, file)));
// Rows of Case_laws.csv whose Citation_id is a stray word ("alias", "cum"), which an import refuses.
const strayCitationIds = 3n;

const session = useAppInBrowser();
const stores = useTestRuntime();

describe.skipIf(!present)('the real corpus, from import to bookmark (skipped when ../shared/data/legal-corpus is absent)', () => {
  it('a paid user reads a real judgment, follows its case and statute references, searches it and bookmarks it', async () => {
    const { runtime } = stores;
    const admin = await newAccount(runtime, { isAdmin: true });
    await importCsv(runtime, admin, 'statutes', readFileSync(path.join(corpusDir, 'Statutes.csv'), 'utf8'));
    await importCsv(runtime, admin, 'cases', readFileSync(path.join(corpusDir, 'Case_laws.csv'), 'utf8'), { rejected: strayCitationIds });

    // A judgment that cites a case the corpus holds and a section of the Penal Code.
    const { rows } = await runtime.db.query<{ citation_id: string }>(
      "SELECT citation_id FROM case_laws WHERE cardinality(case_refs) > 0 AND cardinality(law_refs) > 0 ORDER BY citation_id LIMIT 400",
    );
    let chosen = null;
    for (const row of rows) {
      const detail = await runtime.library.caseById(row.citation_id);
      const caseRef = detail?.caseRefs.find((ref) => ref.heldAs && ref.heldAs !== row.citation_id);
      const lawRef = detail?.lawRefs.find((ref) => ref.sectionName);
      if (detail && caseRef && lawRef) {
        chosen = { detail, caseRef, lawRef };
        break;
      }
    }
    if (!chosen) throw new Error('No judgment in the corpus cites both a held case and a held section');
    const { detail, caseRef, lawRef } = chosen;

    const reader = await paidAccount(runtime, admin, { firstName: 'Sadia' });
    const { page, problems } = session.browser;
    await signIn(page, session.app.url, runtime, reader);
    await page.goto(`${session.app.url}/cases/${encodeURIComponent(detail.citationId)}`);
    const heading = (id: string) => page.getByRole('heading', { name: id, level: 1 });
    await heading(detail.citationId).waitFor();
    await screenshot(page, 'corpus-case');

    await page.getByRole('region', { name: 'Case References' }).getByRole('link', { name: caseRef.citationId, exact: true }).first().click();
    await heading(caseRef.heldAs ?? '').waitFor();
    await page.goBack();
    await heading(detail.citationId).waitFor();

    await page.getByRole('region', { name: 'Statute References' }).getByRole('link', { name: `Read Statute ${lawRef.statuteId}` }).click();
    const statute = page.getByRole('dialog');
    await statute.waitFor();
    expect(await statute.innerText()).toContain(lawRef.ordinanceName ?? '');
    await statute.getByRole('button', { name: 'Close' }).click();
    await statute.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Case Description' }).click();
    const popup = page.getByRole('dialog', { name: 'Case Description' });
    await popup.getByTestId('judgment').waitFor();
    await popup.getByRole('searchbox', { name: 'Search in the description' }).fill('court');
    await expect.poll(() => popup.getByTestId('match-count').innerText()).toMatch(/^1 of \d+\+? matches$/);
    expect(await popup.getByTestId('judgment').locator('mark').count()).toBeGreaterThan(0);
    await screenshot(page, 'corpus-description-search');
    await popup.getByRole('button', { name: 'Close' }).click();
    await popup.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: '☆ Bookmark' }).click();
    await page.getByRole('button', { name: '★ Remove Bookmark' }).waitFor();
    await page.goto(`${session.app.url}/bookmarks`);
    const row = page.getByRole('row').filter({ hasText: detail.citationId });
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells.slice(1, 3)).toEqual([bookmarkDate(new Date()), detail.citationId]);
    await screenshot(page, 'corpus-bookmarks');
    expect(problems).toEqual([]);
  });
});
