import { describe, expect, it } from 'vitest';
import { csvHeaders, importKinds } from './import-kinds.ts';
import { importSamples } from './import-samples.ts';
import { parseRow } from './rows.ts';

describe('the sample file of each kind', () => {
  it.each(importKinds)('%s: two rows, each a row an import accepts', (kind) => {
    const header: readonly string[] = csvHeaders[kind];
    expect(importSamples[kind]).toHaveLength(2);
    for (const row of importSamples[kind]) {
      expect(row).toHaveLength(header.length);
      expect(parseRow(kind, Object.fromEntries(header.map((column, i) => [column, row[i] ?? ''])))).toMatchObject({ ok: true });
    }
  });
});
