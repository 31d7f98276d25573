import { importKinds } from '@qanoon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryTestKit, type LibraryTestKit } from '../../library/test-kit.ts';
import { legalDataCsv } from './generate.ts';
import type { LegalDataOptions } from './plan.ts';

describe('generated legal data through the real import', () => {
  let kit: LibraryTestKit;
  beforeAll(async () => {
    kit = await libraryTestKit('qanoon_test_generated_import');
  });
  afterAll(() => kit.close());

  const sizes: LegalDataOptions = { cases: 120, statutes: 80, legalTerms: 90, articles: 30, topics: 40, dictionary: 150, seed: 'import' };

  it.each(importKinds)('imports every generated %s row, then finds nothing to change on a second run', async (kind) => {
    const first = await kit.importFile(kind, legalDataCsv(kind, sizes));
    expect(first).toMatchObject({ state: 'done', error: null, rejected: 0n, inserted: BigInt(sizes[kind] ?? 0) });
    const again = await kit.importFile(kind, legalDataCsv(kind, sizes));
    expect(again).toMatchObject({ state: 'done', inserted: 0n, updated: 0n, unchanged: BigInt(sizes[kind] ?? 0) });
  });
});
