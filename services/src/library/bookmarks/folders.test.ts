import { bookmarkFolderMessages, bookmarkLimits, bookmarkMessages, csvHeaders } from '@qanoon/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csv, libraryTestKit, type LibraryTestKit } from '../test-kit.ts';
import { caseRow, newLawyer } from './bookmarks.test-support.ts';

const citations = (list: { rows: { citationId: string }[] }) => list.rows.map((row) => row.citationId);

describe('bookmark folders, tags and notes', () => {
  let kit: LibraryTestKit;

  const newUser = (firstName: string) => newLawyer(kit, firstName);

  /** A user with three bookmarks, the newest last in this list. */
  async function lawyerWithBookmarks(firstName: string) {
    const user = await newUser(firstName);
    for (const id of ['PLD 2019 SC 1', '2018 SCMR 762', '2021 CLC 708']) {
      expect(await kit.library.addBookmark(user, id)).toMatchObject({ ok: true });
      await new Promise((resolve) => setTimeout(resolve, 3));
    }
    return user;
  }

  async function folderNamed(user: { userId: string }, name: string): Promise<string> {
    const made = await kit.library.createBookmarkFolder(user, { name });
    if (!made.ok) throw new Error(made.message);
    return made.folder.id;
  }

  beforeAll(async () => {
    kit = await libraryTestKit('qanoon_test_library_bookmark_folders');
    const job = await kit.importFile(
      'cases',
      csv(csvHeaders.cases, [
        caseRow('PLD 2019 SC 1', 'Muhammad Ashraf v. The State'),
        caseRow('2018 SCMR 762', '=HYPERLINK("http://evil.example") v. Ghulam Rasool'),
        caseRow('2021 CLC 708', 'Province of Punjab v. Zahid Iqbal'),
      ]),
    );
    expect(job.state).toBe('done');
  });
  afterAll(() => kit.close());

  it('creates, renames and lists a user\'s folders by name, with how many bookmarks each holds', async () => {
    const sana = await lawyerWithBookmarks('Sana');
    const bail = await folderNamed(sana, '  Bail   matters ');
    const family = await folderNamed(sana, 'Family');
    expect(await kit.library.fileBookmark(sana, 'PLD 2019 SC 1', { folderIds: [bail], tags: '', note: '' })).toEqual({
      ok: true,
      message: bookmarkFolderMessages.filed,
    });
    expect(await kit.library.bookmarkFolders(sana)).toEqual([
      { id: bail, name: 'Bail matters', count: 1 },
      { id: family, name: 'Family', count: 0 },
    ]);

    expect(await kit.library.renameBookmarkFolder(sana, family, { name: 'Custody' })).toEqual({ ok: true, message: bookmarkFolderMessages.folderRenamed });
    expect(await kit.library.bookmarkFolder(sana, family)).toEqual({ id: family, name: 'Custody', count: 0 });
    expect(await kit.library.createBookmarkFolder(sana, { name: 'custody' })).toMatchObject({ ok: false, message: bookmarkFolderMessages.folderNameTaken, field: 'name' });
    expect(await kit.library.renameBookmarkFolder(sana, family, { name: 'BAIL MATTERS' })).toMatchObject({ ok: false, message: bookmarkFolderMessages.folderNameTaken });
  });

  it('files a bookmark in several folders with tags and a note, and changes them all at once', async () => {
    const hina = await lawyerWithBookmarks('Hina');
    const [bail, appeals] = [await folderNamed(hina, 'Bail'), await folderNamed(hina, 'Appeals')];
    const note = 'Relied on in the bail application.\r\nSee para 12.';
    expect(await kit.library.fileBookmark(hina, '2018 SCMR 762', { folderIds: [bail, appeals, bail], tags: 'LHC, Section 497 ,lhc,, ', note })).toMatchObject({
      ok: true,
    });
    expect(await kit.library.bookmarkFiling(hina, '2018 SCMR 762')).toEqual({
      folderIds: [bail, appeals].sort(),
      tags: ['LHC', 'Section 497'],
      note: 'Relied on in the bail application.\nSee para 12.',
    });

    await kit.library.fileBookmark(hina, '2018 SCMR 762', { folderIds: [appeals], tags: 'quashment', note: '' });
    expect(await kit.library.bookmarkFiling(hina, '2018 SCMR 762')).toEqual({ folderIds: [appeals], tags: ['quashment'], note: '' });
    expect(await kit.library.bookmarkFiling(hina, '1800 XYZ 1')).toBeNull();
    expect(await kit.library.fileBookmark(hina, '1800 XYZ 1', { folderIds: [appeals] })).toMatchObject({ ok: false, message: bookmarkMessages.notBookmarked });
  });

  it('lists the bookmarks of a folder, of a tag, or of both, newest first, with their tags', async () => {
    const amna = await lawyerWithBookmarks('Amna');
    const criminal = await folderNamed(amna, 'Criminal');
    await kit.library.fileBookmark(amna, 'PLD 2019 SC 1', { folderIds: [criminal], tags: 'LHC' });
    await kit.library.fileBookmark(amna, '2021 CLC 708', { folderIds: [criminal], tags: 'land' });
    await kit.library.fileBookmark(amna, '2018 SCMR 762', { folderIds: [], tags: 'LHC' });

    const inFolder = await kit.library.bookmarks(amna, 1, { folderId: criminal });
    expect(inFolder).toMatchObject({ count: 2 });
    expect(citations(inFolder)).toEqual(['2021 CLC 708', 'PLD 2019 SC 1']);
    expect(inFolder.rows[0]?.tags).toEqual(['land']);
    expect(citations(await kit.library.bookmarks(amna, 1, { tag: ' lhc ' }))).toEqual(['2018 SCMR 762', 'PLD 2019 SC 1']);
    expect(citations(await kit.library.bookmarks(amna, 1, { folderId: criminal, tag: 'Lhc' }))).toEqual(['PLD 2019 SC 1']);
    expect((await kit.library.bookmarks(amna, 1, { tag: 'nothing' })).count).toBe(0);
    expect((await kit.library.bookmarks(amna)).count).toBe(3);
    expect((await kit.library.bookmarks(amna, 1, { folderId: 'not-a-folder' })).count).toBe(0);
    expect(await kit.library.bookmarkTags(amna)).toEqual([
      { tag: 'LHC', count: 2 },
      { tag: 'land', count: 1 },
    ]);
  });

  it('deletes a folder without deleting its bookmarks, and takes a removed bookmark out of its folders', async () => {
    const bilal = await lawyerWithBookmarks('Bilal');
    const [old, keep] = [await folderNamed(bilal, 'Old'), await folderNamed(bilal, 'Keep')];
    await kit.library.fileBookmark(bilal, 'PLD 2019 SC 1', { folderIds: [old, keep], tags: 'kept', note: 'Still mine' });
    expect(await kit.library.deleteBookmarkFolder(bilal, old)).toEqual({ ok: true, message: bookmarkFolderMessages.folderDeleted });
    expect(await kit.library.deleteBookmarkFolder(bilal, old)).toMatchObject({ ok: false, message: bookmarkFolderMessages.noSuchFolder });
    expect((await kit.library.bookmarks(bilal)).count).toBe(3);
    expect(await kit.library.bookmarkFiling(bilal, 'PLD 2019 SC 1')).toEqual({ folderIds: [keep], tags: ['kept'], note: 'Still mine' });

    await kit.library.removeBookmark(bilal, 'PLD 2019 SC 1');
    expect(await kit.library.bookmarkFolder(bilal, keep)).toMatchObject({ count: 0 });
    await kit.library.addBookmark(bilal, 'PLD 2019 SC 1');
    expect(await kit.library.bookmarkFiling(bilal, 'PLD 2019 SC 1')).toEqual({ folderIds: [], tags: [], note: '' });
  });

  it('keeps each user\'s folders to themselves: another user\'s folder id is no folder at all', async () => {
    const owner = await lawyerWithBookmarks('Sadia');
    const other = await lawyerWithBookmarks('Kamran');
    const secret = await folderNamed(owner, 'Secret strategy');
    await kit.library.fileBookmark(owner, 'PLD 2019 SC 1', { folderIds: [secret], tags: 'private', note: 'Owner only' });
    const ownersView = async () => ({
      folder: await kit.library.bookmarkFolder(owner, secret),
      filing: await kit.library.bookmarkFiling(owner, 'PLD 2019 SC 1'),
    });
    const before = await ownersView();

    expect(await kit.library.bookmarkFolders(other)).toEqual([]);
    expect(await kit.library.bookmarkFolder(other, secret)).toBeNull();
    expect((await kit.library.bookmarks(other, 1, { folderId: secret })).count).toBe(0);
    expect(await kit.library.exportBookmarkFolder(other, secret, (id) => id)).toBeNull();
    expect(await kit.library.renameBookmarkFolder(other, secret, { name: 'Mine now' })).toMatchObject({ ok: false, message: bookmarkFolderMessages.noSuchFolder });
    expect(await kit.library.deleteBookmarkFolder(other, secret)).toMatchObject({ ok: false, message: bookmarkFolderMessages.noSuchFolder });
    // Filing one's own bookmark into another user's folder is refused, and changes nothing of either.
    expect(await kit.library.fileBookmark(other, 'PLD 2019 SC 1', { folderIds: [secret], tags: 'sneaky', note: 'x' })).toMatchObject({
      ok: false,
      message: bookmarkFolderMessages.noSuchFolder,
      field: 'folders',
    });
    expect(await kit.library.bookmarkFiling(other, 'PLD 2019 SC 1')).toEqual({ folderIds: [], tags: [], note: '' });
    expect(await kit.library.bookmarkTags(other)).toEqual([]);
    // The same folder name is free for another user.
    expect(await kit.library.createBookmarkFolder(other, { name: 'Secret strategy' })).toMatchObject({ ok: true });
    expect(await ownersView()).toEqual(before);
  });

  it('refuses names, tags and notes past their bounds with a clear message, and changes nothing', async () => {
    const zara = await lawyerWithBookmarks('Zara');
    const folder = await folderNamed(zara, 'Research');
    await kit.library.fileBookmark(zara, 'PLD 2019 SC 1', { folderIds: [folder], tags: 'one', note: 'kept' });
    const refusals: [unknown, string][] = [
      [{ name: '' }, bookmarkFolderMessages.folderNameRequired],
      [{ name: '   ' }, bookmarkFolderMessages.folderNameRequired],
      [{}, bookmarkFolderMessages.folderNameRequired],
      [null, bookmarkFolderMessages.folderNameRequired],
      [{ name: 'x'.repeat(bookmarkLimits.folderName + 1) }, bookmarkFolderMessages.folderNameTooLong],
    ];
    for (const [input, message] of refusals) {
      expect(await kit.library.createBookmarkFolder(zara, input)).toEqual({ ok: false, message, field: 'name' });
      expect(await kit.library.renameBookmarkFolder(zara, folder, input)).toEqual({ ok: false, message, field: 'name' });
    }
    expect(await kit.library.createBookmarkFolder(zara, { name: 'ب'.repeat(bookmarkLimits.folderName) })).toMatchObject({ ok: true });

    const tooMany = Array.from({ length: bookmarkLimits.tagsPerBookmark + 1 }, (_, i) => `tag${i}`).join(',');
    const filings: [unknown, string, string][] = [
      [{ tags: 'x'.repeat(bookmarkLimits.tag + 1) }, bookmarkFolderMessages.tagTooLong, 'tags'],
      [{ tags: tooMany }, bookmarkFolderMessages.tooManyTags, 'tags'],
      [{ note: 'n'.repeat(bookmarkLimits.note + 1) }, bookmarkFolderMessages.noteTooLong, 'note'],
      [{ folderIds: ['not-a-uuid'] }, bookmarkFolderMessages.noSuchFolder, 'folders'],
      [{ folderIds: Array.from({ length: bookmarkLimits.foldersPerUser + 1 }, () => folder) }, bookmarkFolderMessages.noSuchFolder, 'folders'],
    ];
    for (const [input, message, field] of filings) {
      expect(await kit.library.fileBookmark(zara, 'PLD 2019 SC 1', input)).toEqual({ ok: false, message, field });
    }
    // A note of the longest length whose line breaks came as CRLF still fits.
    const longest = `${'n'.repeat(bookmarkLimits.note - 2)}\r\nn`;
    expect(await kit.library.fileBookmark(zara, '2018 SCMR 762', { note: longest })).toMatchObject({ ok: true });
    expect(await kit.library.bookmarkFiling(zara, 'PLD 2019 SC 1')).toEqual({ folderIds: [folder], tags: ['one'], note: 'kept' });
    expect(await kit.library.fileBookmark(zara, 'PLD 2019 SC 1', { tags: Array.from({ length: 10 }, (_, i) => `t${i}`).join(',') })).toMatchObject({ ok: true });
  });

  it('lets a user keep at most the allowed number of folders', async () => {
    const busy = await newUser('Fahad');
    await kit.db.query(`INSERT INTO bookmark_folders (user_id, name) SELECT $1, 'Folder ' || n FROM generate_series(1, $2) AS n`, [
      busy.userId,
      bookmarkLimits.foldersPerUser,
    ]);
    expect(await kit.library.createBookmarkFolder(busy, { name: 'One more' })).toEqual({ ok: false, message: bookmarkFolderMessages.tooManyFolders, field: 'name' });
  });

  it('exports a folder as CSV: one row a bookmark, quoted where needed, formulas kept as text', async () => {
    const nadia = await lawyerWithBookmarks('Nadia');
    const brief = await folderNamed(nadia, 'Brief: Ashraf (2019)');
    await kit.library.fileBookmark(nadia, 'PLD 2019 SC 1', { folderIds: [brief], tags: 'bail, murder', note: 'Para 4, "leading" case\nsecond line' });
    await kit.library.fileBookmark(nadia, '2018 SCMR 762', { folderIds: [brief], tags: '', note: '=1+1' });
    const exported = await kit.library.exportBookmarkFolder(nadia, brief, (id) => `https://qanoon.test/cases/${encodeURIComponent(id)}`);
    expect(exported?.fileName).toBe('qanoon-folder-brief-ashraf-2019.csv');
    let text = '';
    for await (const line of exported?.lines ?? []) text += line;
    expect(text).toContain('"Para 4, ""leading"" case\nsecond line"');
    const rows = parse(text);
    expect(rows[0]).toEqual(['#', 'Citation', 'Parties', 'Judge', 'Lawyer', 'Court', 'Bookmarked', 'Tags', 'Note', 'Case Law']);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[7], row[8]])).toEqual([
      ['1', '2018 SCMR 762', '', "'=1+1"],
      ['2', 'PLD 2019 SC 1', 'bail, murder', 'Para 4, "leading" case\nsecond line'],
    ]);
    expect(rows[1]?.[2]).toBe(`'=HYPERLINK("http://evil.example") v. Ghulam Rasool`);
    expect(rows[2]?.[6]).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    expect(rows[2]?.[9]).toBe('https://qanoon.test/cases/PLD%202019%20SC%201');

    const empty = await folderNamed(nadia, 'نئی فائل');
    const none = await kit.library.exportBookmarkFolder(nadia, empty, (id) => id);
    expect(none?.fileName).toBe('qanoon-folder-bookmarks.csv');
    let header = '';
    for await (const line of none?.lines ?? []) header += line;
    expect(parse(header)).toHaveLength(1);
  });
});
