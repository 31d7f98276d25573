import { csvHeaders } from '@qanoon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csv, libraryTestKit, type LibraryTestKit } from './test-kit.ts';

describe('the first rejections of an import', () => {
  let kit: LibraryTestKit;
  beforeAll(async () => {
    kit = await libraryTestKit('qanoon_test_first_rejections');
  });
  afterAll(() => kit.close());

  it('lists the first refused rows with their line, row and reason, in file order', async () => {
    const rows = [['Bail', 'Release on security'], ['Qisas', ''], ['', 'A meaning without a word'], ['Diyat', 'Compensation'], ['Arsh', '']];
    const job = await kit.importFile('dictionary', csv(csvHeaders.dictionary, rows));
    expect(job).toMatchObject({ state: 'done', rejected: 3n });
    expect(await kit.imports.firstRejections(kit.admin, job.id, 2)).toEqual([
      { line: 3, row: 3, reason: 'Meaning is empty' },
      { line: 4, row: 4, reason: 'Words is empty' },
    ]);
    expect(await kit.imports.firstRejections(kit.admin, job.id)).toHaveLength(3);
  });

  it('answers an unknown import with nothing, and refuses a non-admin', async () => {
    expect(await kit.imports.firstRejections(kit.admin, '00000000-0000-4000-8000-000000000000')).toEqual([]);
    await expect(kit.imports.firstRejections({ userId: '00000000-0000-4000-8000-000000000001' }, 'x')).rejects.toThrow('Only administrators');
  });
});
