// The treatment reader over every reference of the real case law: contexts/s, µs per context and
// the corpus's total, beside the time to find the places (docs/decisions/0065-treatment-read-by-cue-patterns-with-scope-rules.md).
// Usage: npx tsx bench/treatment.ts [Case_laws.csv] (default: ../shared/data/legal-corpus/Case_laws.csv from the repository)
// Needs nothing running: the reader is pure. Compare the total with the case-law import's time from bench/import.ts.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { citingContexts, parseRow, readTreatment, treatmentPlaces, treatments, type CitingContext, type Treatment } from '@qanoon/contracts';
import { placesWritten } from '../services/src/library/citations/citing-sentence.ts';
import { readHeader, readRecords } from '../services/src/library/import/csv-reader.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const file = path.resolve(process.argv[2] ?? path.join(repoRoot, '..', 'shared', 'data', 'legal-corpus', 'Case_laws.csv'));
if (!existsSync(file)) {
  console.log(`skipped: no Case_laws.csv at ${file}`);
  process.exit(0);
}

const maxRecordBytes = 64 * 1024 * 1024;
const header = await readHeader(file, maxRecordBytes);
if (!header) throw new Error(`${file} has no header`);
const names = header.fields;

// Every reference of every case with the places its judgment writes it, as the citation index reads them.
const references: CitingContext[][] = [];
let cases = 0;
let unfound = 0;
// The processor time of finding the later mentions by name and the final order (ADR 0065's amendment).
let laterCpuSeconds = 0;
const findStarted = performance.now();
for await (const record of readRecords(file, { byte: header.endByte, line: header.nextLine, bom: false }, maxRecordBytes)) {
  const row = parseRow('cases', Object.fromEntries(names.map((name, k) => [name, record.fields[k] ?? ''])));
  if (!row.ok) continue;
  cases++;
  const { caseRefs, caseDesc } = row.row;
  for (const written of new Set(caseRefs.map((ref) => ref.trim()).filter((ref) => ref && ref.length <= 200))) {
    const places = placesWritten(caseDesc, written);
    if (places.length === 0) unfound++;
    // With the later mentions by name and the final order, as the citation index reads them.
    else {
      const cpu = process.cpuUsage();
      const later = treatmentPlaces(caseDesc, places);
      const { user, system } = process.cpuUsage(cpu);
      laterCpuSeconds += (user + system) / 1e6;
      references.push(citingContexts(caseDesc, later));
    }
  }
}
const findSeconds = (performance.now() - findStarted) / 1000;
const contexts = references.reduce((sum, places) => sum + places.length, 0);

// Once to warm the patterns up, then timed.
for (const places of references.slice(0, 200)) readTreatment(places);
const counts = Object.fromEntries(treatments.map((treatment) => [treatment, 0])) as Record<Treatment, number>;
const cpuStarted = process.cpuUsage();
const started = performance.now();
for (const places of references) counts[readTreatment(places).treatment]++;
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuStarted);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;

const share = (n: number) => `${n.toLocaleString('en')} (${((100 * n) / Math.max(1, references.length)).toFixed(1)}%)`;
console.log(`${cases.toLocaleString('en')} cases, ${references.length.toLocaleString('en')} references written in their text (${unfound} not), ${contexts.toLocaleString('en')} places`);
console.log(`finding the places (with reading the file): ${findSeconds.toFixed(2)} s`);
console.log(`of which finding the later mentions by name and the final order: ${laterCpuSeconds.toFixed(2)} s of processor`);
console.log(
  `readTreatment: ${seconds.toFixed(2)} s for the corpus (${cpuSeconds.toFixed(2)} s of processor), ` +
    `${Math.round(contexts / seconds).toLocaleString('en')} contexts/s, ${((seconds * 1e6) / contexts).toFixed(0)} µs per context, ` +
    `${((seconds * 1e6) / Math.max(1, references.length)).toFixed(0)} µs per reference; ` +
    // On a shared machine the processor time is the reader's own cost; the wall time includes waiting for a core.
    `${((cpuSeconds * 1e6) / contexts).toFixed(0)} µs of processor per context`,
);
console.log(`read: ${treatments.map((treatment) => `${treatment} ${share(counts[treatment])}`).join(', ')}`);
console.log('the share of the import: divide the seconds above by the import time bench/import.ts prints for the same file');
