// Adds to the judged set (contracts/src/library/treatment-judged.jsonl) the places past each
// reference's own that the citation index gives the treatment reader: the later mentions of the
// case by name and the final order undoing the judgment under appeal (contracts/src/library/treatment-places.ts),
// cut from the real case law as the import cuts them. The labels are not touched; run again after
// the places' rules change (it replaces the places it added before).
// Usage: npx tsx bench/treatment-judged-contexts.ts [Case_laws.csv] (default: ../shared/data/legal-corpus/Case_laws.csv)
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { citingContexts, parseRow, treatmentPlaces, type CitingContext } from '@qanoon/contracts';
import { placesWritten } from '../services/src/library/citations/citing-sentence.ts';
import { readHeader, readRecords } from '../services/src/library/import/csv-reader.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const file = path.resolve(process.argv[2] ?? path.join(repoRoot, '..', 'shared', 'data', 'legal-corpus', 'Case_laws.csv'));
const judgedFile = path.join(repoRoot, 'contracts', 'src', 'library', 'treatment-judged.jsonl');
if (!existsSync(file)) {
  console.log(`skipped: no Case_laws.csv at ${file}`);
  process.exit(0);
}

interface Judged {
  citing: string;
  written: string;
  contexts: CitingContext[];
}
const lines = readFileSync(judgedFile, 'utf8').split('\n').filter((line) => line.trim());
const judged = lines.map((line) => JSON.parse(line) as Judged);
const wanted = new Set(judged.map((item) => item.citing));

const maxRecordBytes = 64 * 1024 * 1024;
const header = await readHeader(file, maxRecordBytes);
if (!header) throw new Error(`${file} has no header`);
const texts = new Map<string, string>();
for await (const record of readRecords(file, { byte: header.endByte, line: header.nextLine, bom: false }, maxRecordBytes)) {
  const row = parseRow('cases', Object.fromEntries(header.fields.map((name, k) => [name, record.fields[k] ?? ''])));
  if (row.ok && wanted.has(row.row.citationId)) texts.set(row.row.citationId, row.row.caseDesc);
}

let added = 0;
const out = judged.map((item, k) => {
  const text = texts.get(item.citing);
  if (text === undefined) console.log(`not in the case law: ${item.citing}`);
  const own = item.contexts.filter((context) => !context.by);
  if (text === undefined) return lines[k] as string;
  const places = placesWritten(text, item.written);
  const later = citingContexts(text, treatmentPlaces(text, places).slice(places.length));
  added += later.length;
  if (later.length === 0 && own.length === item.contexts.length) return lines[k] as string;
  // The same keys in the same order, the contexts replaced.
  return JSON.stringify({ ...item, contexts: [...own, ...later] });
});
writeFileSync(judgedFile, `${out.join('\n')}\n`);
console.log(`${judged.length} judged references, ${texts.size} citing judgments found, ${added} later places added`);
