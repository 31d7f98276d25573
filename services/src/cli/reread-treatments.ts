// Read again every treatment an older reading method read: npm run treatments:reread [-- --batch 200]
// Resumable: what a run read is marked with the method's version, so a run stopped (Ctrl-C) is continued by the next.
import { loadEnv, storeEnvShape } from '@qanoon/infra';
import { commandOptions, failWith } from './command-line.ts';
import { createRuntime } from '../runtime.ts';

const command = 'treatments:reread';
const values = commandOptions(command, 'Usage: npm run treatments:reread [-- --batch N]\nReads again the treatments an older method read, N citing judgments at a time (default 200).', {
  batch: { type: 'string' },
});
const batchSize = values.batch === undefined ? 200 : Number(values.batch);
if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) failWith(command)('--batch takes a whole number from 1 to 10000');

const env = loadEnv(storeEnvShape);
const runtime = createRuntime(env, { applicationName: 'qanoon-treatments' });
let stopping = false;
process.on('SIGINT', () => {
  stopping = true;
  process.stderr.write(`${command}: stopping after this batch; run it again to continue\n`);
});
try {
  const started = performance.now();
  const done = await runtime.library.rereadTreatments({
    batchSize,
    stopped: () => stopping,
    onProgress: ({ cases, references, remaining }) => process.stdout.write(`${command}: ${cases} judgments (${references} references) read again, ${remaining} to go\n`),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`${command}: ${done.cases} judgments read again in ${seconds} s${done.remaining > 0 ? `, ${done.remaining} left for the next run` : ''}\n`);
} finally {
  await runtime.close();
}
