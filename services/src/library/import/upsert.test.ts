import type { StatuteRow } from '@qanoon/contracts';
import { describe, expect, it } from 'vitest';
import { buildAhead, type Batch } from './batches.ts';
import { contentTables } from './content-tables.ts';
import { changedDocuments } from './upsert.ts';

const statute = (statuteId: string, definition: string): StatuteRow => ({
  statuteId,
  statuteName: 'Pakistan Penal Code',
  sectionName: `Section ${statuteId}`,
  ordinanceName: 'Pakistan Penal Code',
  definition,
  caseRefs: [],
  readStatute: '',
});

describe("a batch's search documents", () => {
  const rows = [statute('PPC-302', 'Punishment of qatl-i-amd'), statute('PPC-324', 'Attempt to commit qatl-i-amd'), statute('PPC-420', 'Cheating')];
  const batch = (): Batch<'statutes'> => ({ rows: rows.map((row, i) => ({ row, line: i + 2 })), rejections: [], endByte: 0, nextLine: 5 });

  it('are the changed rows\' documents, whether built ahead or when written', () => {
    const table = contentTables.statutes;
    const built = batch();
    buildAhead(table, built);
    expect(built.documents?.map((document) => document.id)).toEqual(['PPC-302', 'PPC-324', 'PPC-420']);
    const outcomes = ['unchanged', 'updated', 'inserted'] as const;
    const whenWritten = changedDocuments(table, batch(), outcomes);
    expect(whenWritten.map((document) => [document.id, document.body])).toEqual([
      ['PPC-324', expect.stringContaining('Attempt to commit qatl-i-amd')],
      ['PPC-420', expect.stringContaining('Cheating')],
    ]);
    expect(changedDocuments(table, built, outcomes)).toEqual(whenWritten);
    expect(changedDocuments(table, built, ['unchanged', 'unchanged', 'unchanged'])).toEqual([]);
  });
});
