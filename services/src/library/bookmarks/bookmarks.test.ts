import { bookmarkMessages, csvHeaders } from '@qanoon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csv, libraryTestKit, type LibraryTestKit } from '../test-kit.ts';
import { caseRow, newLawyer } from './bookmarks.test-support.ts';

describe('bookmarks', () => {
  let kit: LibraryTestKit;
  const users: Record<'sana' | 'bilal', { userId: string }> = { sana: { userId: '' }, bilal: { userId: '' } };

  const newUser = (firstName: string) => newLawyer(kit, firstName);

  beforeAll(async () => {
    kit = await libraryTestKit('qanoon_test_library_bookmarks');
    const job = await kit.importFile(
      'cases',
      csv(csvHeaders.cases, [
        caseRow('PLD 2019 SC 1', 'Muhammad Ashraf v. The State'),
        caseRow('2018 SCMR 762', 'Ayesha Bibi v. Ghulam Rasool'),
        caseRow('2021 CLC 708', 'Province of Punjab v. Zahid Iqbal'),
      ]),
    );
    expect(job.state).toBe('done');
    users.sana = await newUser('Sana');
    users.bilal = await newUser('Bilal');
  });
  afterAll(() => kit.close());

  it('adds a case the library holds, newest first, and keeps the first date when added again', async () => {
    const first = await kit.library.addBookmark(users.sana, 'PLD 2019 SC 1');
    expect(first).toMatchObject({ ok: true, message: bookmarkMessages.added });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await kit.library.addBookmark(users.sana, '2018 SCMR 762')).toMatchObject({ ok: true });
    const again = await kit.library.addBookmark(users.sana, ' PLD 2019 SC 1 ');
    expect(again.ok && first.ok && again.bookmarkedAt.getTime() === first.bookmarkedAt.getTime()).toBe(true);

    const list = await kit.library.bookmarks(users.sana);
    expect(list).toMatchObject({ page: 1, pageSize: 25, count: 2 });
    expect(list.rows.map((row) => row.citationId)).toEqual(['2018 SCMR 762', 'PLD 2019 SC 1']);
    expect(list.rows[1]).toMatchObject({
      parties: 'Muhammad Ashraf v. The State',
      judge: 'Mr. Justice Mansoor Ali Shah',
      court: 'Supreme Court of Pakistan',
      citation: { journal: 'PLD', year: 2019, page: 1 },
    });
    expect(list.rows[1]?.bookmarkedAt).toEqual(first.ok ? first.bookmarkedAt : null);
    expect(await kit.library.bookmarkedAt(users.sana, 'PLD 2019 SC 1')).toEqual(first.ok ? first.bookmarkedAt : null);
  });

  it('refuses a case the library does not hold, and changes nothing', async () => {
    expect(await kit.library.addBookmark(users.sana, '1800 XYZ 1')).toEqual({ ok: false, message: bookmarkMessages.noSuchCase, field: undefined });
    expect(await kit.library.addBookmark(users.sana, '')).toMatchObject({ ok: false, message: bookmarkMessages.noSuchCase });
    expect(await kit.library.addBookmark(users.sana, { citationId: 'PLD 2019 SC 1' })).toMatchObject({ ok: false });
    expect((await kit.library.bookmarks(users.sana)).count).toBe(2);
  });

  it('shows a user only their own bookmarks, and lets nobody remove another user\'s', async () => {
    expect(await kit.library.bookmarks(users.bilal)).toMatchObject({ count: 0, rows: [] });
    expect(await kit.library.bookmarkedAt(users.bilal, 'PLD 2019 SC 1')).toBeNull();
    expect(await kit.library.removeBookmark(users.bilal, 'PLD 2019 SC 1')).toMatchObject({ ok: false, message: bookmarkMessages.notBookmarked });
    expect((await kit.library.bookmarks(users.sana)).count).toBe(2);

    await kit.library.addBookmark(users.bilal, '2021 CLC 708');
    expect((await kit.library.bookmarks(users.bilal)).rows.map((row) => row.citationId)).toEqual(['2021 CLC 708']);
    expect((await kit.library.bookmarks(users.sana)).rows.map((row) => row.citationId)).not.toContain('2021 CLC 708');
  });

  it('removes a bookmark once; the case itself stays in the library', async () => {
    expect(await kit.library.removeBookmark(users.sana, '2018 SCMR 762')).toEqual({ ok: true, message: bookmarkMessages.removed });
    expect(await kit.library.removeBookmark(users.sana, '2018 SCMR 762')).toMatchObject({ ok: false, message: bookmarkMessages.notBookmarked });
    expect((await kit.library.bookmarks(users.sana)).rows.map((row) => row.citationId)).toEqual(['PLD 2019 SC 1']);
    expect(await kit.library.caseById('2018 SCMR 762')).not.toBeNull();
  });

  it('pages a long list 25 at a time with the whole count', async () => {
    const many = Array.from({ length: 30 }, (_, i) => caseRow(`${1980 + i} PLC ${i + 1}`, `Employee ${i} v. WAPDA`));
    expect((await kit.importFile('cases', csv(csvHeaders.cases, many))).state).toBe('done');
    const reader = await newUser('Hina');
    for (const row of many) await kit.library.addBookmark(reader, row[0]);
    const second = await kit.library.bookmarks(reader, 2);
    expect(second).toMatchObject({ page: 2, count: 30 });
    expect(second.rows).toHaveLength(5);
    expect(await kit.library.bookmarks(reader, 3)).toMatchObject({ page: 3, count: 30, rows: [] });
    // A case's "attach a judgment" offers the newest of them, as many as it asks for, in one list.
    const offered = await kit.library.bookmarkChoices(reader, 26);
    expect(offered).toHaveLength(26);
    expect(offered[0]).toEqual({ citationId: '2009 PLC 30', parties: 'Employee 29 v. WAPDA' });
  });

  it('goes with the user when the account is deleted', async () => {
    const leaving = await newUser('Kamran');
    await kit.library.addBookmark(leaving, 'PLD 2019 SC 1');
    await kit.db.query('DELETE FROM users WHERE id = $1', [leaving.userId]);
    const { rows } = await kit.db.query<{ n: bigint }>('SELECT count(*) AS n FROM bookmarks WHERE user_id = $1', [leaving.userId]);
    expect(rows[0]?.n).toBe(0n);
  });
});
