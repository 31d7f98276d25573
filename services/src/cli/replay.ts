// npm run replay -- [--from eventstore|kafka] [--as-of 2026-06-30] [--format table|csv|json] [--out file]:
// the whole payment history folded into the analysts' report (ADR 0025).
import { writeFile } from 'node:fs/promises';
import { createDatabase, createEventStore, KafkaTopicMissingError, loadEnv, storeEnvShape } from '@qanoon/infra';
import { asOfCut } from '../billing/report/months.ts';
import { paymentReportFold, type PaymentReport } from '../billing/report/payment-report.ts';
import { replayEventStore, replayKafka, subscriptionTopic } from '../billing/report/replay.ts';
import { reportCsv } from '../billing/report/report-csv.ts';
import { reportTable } from '../billing/report/report-table.ts';
import { commandOptions, failWith } from './command-line.ts';

const usage = `Usage: npm run replay -- [options]
  --from eventstore|kafka   where the history is read (default eventstore: the store of DATABASE_URL
                            or EVENTSTORE_URL; kafka: the relay's topic on KAFKA_BROKERS)
  --topic <name>            the relay's topic of subscriptions (default qanoon.subscription)
  --as-of <date>            only events recorded up to then: a date (the whole day, Pakistan time)
                            or a moment (2026-06-30T18:00+05:00); default now
  --format table|csv|json   (default table)
  --out <file>              write the report there instead of to standard output`;

const fail: (message: string, exitCode?: number) => never = failWith('replay');

const values = commandOptions('replay', usage, {
  from: { type: 'string', default: 'eventstore' },
  topic: { type: 'string' },
  'as-of': { type: 'string' },
  format: { type: 'string', default: 'table' },
  out: { type: 'string' },
});

const from = String(values.from);
const format = String(values.format);
if (from !== 'eventstore' && from !== 'kafka') fail(`--from must be eventstore or kafka, not ${from}`);
if (format !== 'table' && format !== 'csv' && format !== 'json') fail(`--format must be table, csv or json, not ${format}`);
const asOf = typeof values['as-of'] === 'string' ? values['as-of'] : undefined;
const startedAt = new Date();
const cut = asOf === undefined ? new Date(startedAt.getTime() + 1) : asOfCut(asOf);
if (!cut) fail(`--as-of ${asOf}: give a date such as 2026-06-30 or a moment such as 2026-06-30T18:00+05:00`);

const env = loadEnv(storeEnvShape);

// A line on standard error, over and over on a terminal, every two seconds on long runs.
const started = performance.now();
let lastProgress = started;
const progress = (read: number) => {
  const now = performance.now();
  if (now - lastProgress < 2_000) return;
  lastProgress = now;
  const seconds = (now - started) / 1000;
  const line = `replay: ${read.toLocaleString('en')} events read, ${Math.round(read / seconds).toLocaleString('en')} events/s`;
  process.stderr.write(process.stderr.isTTY ? `\r${line}` : `${line}\n`);
};

const fold = paymentReportFold({ recordedBefore: cut });
try {
  if (from === 'kafka') {
    if (!env.KAFKA_BROKERS) fail('--from kafka needs KAFKA_BROKERS (host:port, comma-separated)');
    const topic = typeof values.topic === 'string' ? values.topic : subscriptionTopic();
    await replayKafka(env.KAFKA_BROKERS, topic, fold, { onProgress: progress });
  } else {
    const db = createDatabase(env.DATABASE_URL, { applicationName: 'qanoon-replay', max: 2 });
    const eventStore = createEventStore(env, db);
    try {
      await replayEventStore(eventStore, fold, { onProgress: progress });
    } finally {
      await eventStore.close();
      await db.close();
    }
  }
} catch (error) {
  if (error instanceof KafkaTopicMissingError) fail(error.message, 1);
  throw error;
}
if (process.stderr.isTTY) process.stderr.write('\r\x1b[K');

const report: PaymentReport = fold.report();
const text = format === 'json' ? `${JSON.stringify(report, null, 2)}\n` : format === 'csv' ? reportCsv(report) : reportTable(report);
if (typeof values.out === 'string') {
  await writeFile(values.out, text);
  process.stderr.write(`replay: ${report.events.toLocaleString('en')} events folded; the report is in ${values.out}\n`);
} else process.stdout.write(text);
