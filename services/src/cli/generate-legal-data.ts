// npm run generate:legal-data -- --cases 100000 --out <dir>: realistic CSVs in the six upload formats.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importKinds, isImportKind, type ImportKind } from '@qanoon/contracts';
import { demoLegalDataSizes, writeLegalData, type LegalDataOptions } from '../demo/legal-data/index.ts';

const usage = `Usage: npm run generate:legal-data -- [options]
  --out <dir>         where the files go (default: ./legal-data); made if missing
  --seed <text>       the same seed and sizes give the same files (default: 1)
  --cases <n>         Case_laws rows (default ${demoLegalDataSizes.cases})
  --statutes <n>      Statutes rows (default ${demoLegalDataSizes.statutes}: the PPC, Cr.P.C., C.P.C. and other Acts it knows)
  --terms <n>         Legal_Terms rows (default ${demoLegalDataSizes.legalTerms})
  --articles <n>      Articles rows (default ${demoLegalDataSizes.articles})
  --topics <n>        Topics rows (default ${demoLegalDataSizes.topics})
  --dictionary <n>    Dictionary rows (default ${demoLegalDataSizes.dictionary})
  --only <kinds>      comma-separated: ${importKinds.join(', ')} (default: all six)`;

function fail(message: string): never {
  process.stderr.write(`${message}\n\n${usage}\n`);
  process.exit(2);
}

let values: Record<string, string | boolean | undefined>;
try {
  ({ values } = parseArgs({
    options: {
      out: { type: 'string' },
      seed: { type: 'string' },
      cases: { type: 'string' },
      statutes: { type: 'string' },
      terms: { type: 'string' },
      articles: { type: 'string' },
      topics: { type: 'string' },
      dictionary: { type: 'string' },
      only: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
if (values.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}

const count = (name: string): number | undefined => {
  const raw = values[name];
  if (typeof raw !== 'string') return undefined;
  const n = Number(raw.replaceAll('_', ''));
  if (!Number.isSafeInteger(n) || n < 0) fail(`--${name} must be a whole number ≥ 0, not ${raw}`);
  return n;
};

const options: LegalDataOptions = {
  ...(typeof values.seed === 'string' ? { seed: values.seed } : {}),
  cases: count('cases'),
  statutes: count('statutes'),
  legalTerms: count('terms'),
  articles: count('articles'),
  topics: count('topics'),
  dictionary: count('dictionary'),
};
const only = typeof values.only === 'string' ? values.only.split(',').map((k) => k.trim()) : [...importKinds];
const unknown = only.filter((k) => !isImportKind(k));
if (unknown.length > 0) fail(`--only: unknown kind ${unknown.join(', ')}`);
const outDir = path.resolve(typeof values.out === 'string' ? values.out : 'legal-data');

const started = performance.now();
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 100);
const written = await writeLegalData(outDir, options, only as ImportKind[]);
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
const seconds = (performance.now() - started) / 1000;
for (const file of written) {
  process.stdout.write(`${path.relative(process.cwd(), file.file) || file.file}: ${file.rows.toLocaleString('en')} rows, ${(file.bytes / 1024 / 1024).toFixed(1)} MB\n`);
}
const megabytes = written.reduce((n, f) => n + f.bytes, 0) / 1024 / 1024;
process.stdout.write(`${megabytes.toFixed(1)} MB in ${seconds.toFixed(1)} s (${(megabytes / seconds).toFixed(1)} MB/s), peak memory ${Math.round(peakRss / 1024 / 1024)} MB\n`);
