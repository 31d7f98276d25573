// The payment history folded into a report, against a raw scan of the same events, on a scratch database;
// then the report's read model (ADR 0075) rebuilt and the reports page's query timed beside the replay.
// Usage: npx tsx bench/replay.ts [events=1000000] [users=100000] [--reuse] [--requests 300]
// --reuse keeps the history a previous run left in the bench database instead of generating it again.
// Needs PostgreSQL and `psql` (the history is loaded with `\copy`, as the events table stores it).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { isDeepStrictEqual } from 'node:util';
import { createDatabase, PostgresEventStore } from '@qanoon/infra';
import { freshDatabase, testDatabaseUrl } from '@qanoon/infra/testing';
import { findProjection, rebuildProjection } from '@qanoon/projections';
import { paymentReportFold, readPaymentReport, replayEventStore, reportTable } from '@qanoon/services';
// The decider is not part of services' exports; the history kit runs the very functions commands use.
import { subscriptionHistory } from '../services/src/billing/subscription/history-kit.ts';

const reuse = process.argv.includes('--reuse');
const requestsAt = process.argv.indexOf('--requests');
const requests = requestsAt > 0 ? Number(process.argv[requestsAt + 1]) : 300;
const [targetArg, usersArg] = process.argv.slice(2).filter((arg, i, all) => arg !== '--reuse' && arg !== '--requests' && all[i - 1] !== '--requests');
const target = Number(targetArg ?? 1_000_000);
const userCount = Number(usersArg ?? 100_000);
const pageSize = 1000;

// COPY's text format: JSON.stringify escapes control characters, so only its backslashes need doubling.
const copyText = (value: unknown) => {
  const json = JSON.stringify(value);
  return json.includes('\\') ? json.replaceAll('\\', '\\\\') : json;
};

/** The users' steps run through the decider in time order (the history kit), streamed into `events` with `\copy`. */
async function generate(url: string) {
  const history = subscriptionHistory({ events: target, users: userCount });
  const psql = spawn('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qc', '\\copy events (stream_id, revision, type, data, metadata, recorded_at) FROM pstdin'], {
    stdio: ['pipe', 'inherit', 'inherit'],
  });
  const exited = once(psql, 'close');
  let written = 0;
  let users = 0;
  let chunk = '';
  const counts: Record<string, number> = {};
  let first = Infinity;
  let last = 0;
  for (const { streamId, revision, event, by } of history.events) {
    if (revision === 0) users += 1;
    const at = Date.parse(event.data.at);
    chunk += `${streamId}\t${revision}\t${event.type}\t${copyText(event.data)}\t${copyText({ by })}\t${event.data.at}\n`;
    counts[event.type] = (counts[event.type] ?? 0) + 1;
    written += 1;
    first = Math.min(first, at);
    last = Math.max(last, at);
    if (chunk.length > 1 << 20) {
      if (!psql.stdin.write(chunk)) await once(psql.stdin, 'drain');
      chunk = '';
    }
  }
  psql.stdin.end(chunk);
  const [code] = (await exited) as [number | null];
  if (code !== 0) throw new Error(`psql \\copy failed with ${code}`);
  return { written, refused: history.refused, users, counts, from: new Date(first), to: new Date(last) };
}

/** Wall time and the peak resident set size while `fn` ran, sampled every 50 ms. */
async function measure<T>(fn: () => Promise<T>): Promise<{ seconds: number; rssMb: number; result: T }> {
  let peak = process.memoryUsage.rss();
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 50);
  const start = performance.now();
  try {
    const result = await fn();
    return { seconds: (performance.now() - start) / 1000, rssMb: Math.max(peak, process.memoryUsage.rss()) / 2 ** 20, result };
  } finally {
    clearInterval(sampler);
  }
}

/** The history a previous run loaded, described as `generate` describes the one it writes; null when there is none. */
async function loaded(url: string) {
  const db = createDatabase(url, { max: 1 });
  try {
    const { rows } = await db.query<{ type: string; n: bigint; first: Date; last: Date }>(
      'SELECT type, count(*) AS n, min(recorded_at) AS first, max(recorded_at) AS last FROM events GROUP BY type',
    );
    if (rows.length === 0) return null;
    const counts = Object.fromEntries(rows.map((r) => [r.type, Number(r.n)]));
    const users = await db.query<{ users: bigint }>("SELECT count(DISTINCT stream_id) AS users FROM events WHERE type = 'ReceiptSubmitted' OR type = 'TrialStarted'");
    return {
      written: Object.values(counts).reduce((a, b) => a + b, 0),
      refused: Number.NaN,
      users: Number(users.rows[0]?.users ?? 0),
      counts,
      from: new Date(Math.min(...rows.map((r) => r.first.getTime()))),
      to: new Date(Math.max(...rows.map((r) => r.last.getTime()))),
    };
  } catch {
    return null;
  } finally {
    await db.close();
  }
}

const benchDatabase = process.env.BENCH_DATABASE ?? 'qanoon_bench_replay';
const reusedUrl = new URL(testDatabaseUrl);
reusedUrl.pathname = `/${benchDatabase}`;
const previous = reuse ? await loaded(reusedUrl.toString()) : null;
const url = previous ? reusedUrl.toString() : await freshDatabase(benchDatabase);
// A rebuild's transaction waits while the whole log is folded: on a loaded machine that is longer than the pool's default minute.
const db = createDatabase(url, { max: 4, idleInTransactionMs: 30 * 60_000 });
const store = new PostgresEventStore(db);
const payments = findProjection('payments');
if (!payments) throw new Error('no payments projection');
const reportModel = findProjection('payment-report');
if (!reportModel) throw new Error('no payment report projection');

const load = await measure(async () => previous ?? generate(url));
const { written: total } = load.result;
const vacuum = await measure(() => db.query('VACUUM (ANALYZE) events'));
const size = (await db.query<{ size: string }>("SELECT pg_size_pretty(pg_total_relation_size('events')) AS size")).rows[0]?.size;

// Warm the cache, then the limit: the server reads every event and renders its data, sending nothing.
await db.query('SELECT count(*) FROM events');
const rawText = await measure(() => db.query('SELECT count(*), sum(length(data::text)) FROM events'));
const rawSize = await measure(() => db.query('SELECT count(*), sum(pg_column_size(data)) FROM events'));

// The rows as readAll asks for them, in pages by position, without parsing their JSON.
const wire = await measure(async () => {
  let after = 0n;
  let n = 0;
  for (;;) {
    const { rows } = await db.query<{ global_position: bigint }>(
      `SELECT global_position, stream_id, revision, type, data::text AS data, metadata::text AS metadata, recorded_at
       FROM events WHERE global_position > $1 ORDER BY global_position LIMIT $2`,
      [after.toString(), pageSize],
    );
    const last = rows.at(-1);
    if (!last) return n;
    n += rows.length;
    after = last.global_position;
  }
});

const readOnly = await measure(async () => {
  let after = 0n;
  let n = 0;
  for (;;) {
    const batch = await store.readAll({ after, maxCount: pageSize });
    const last = batch.at(-1);
    if (!last) return n;
    n += batch.length;
    after = last.globalPosition;
  }
});

// The whole log as the replay and the rebuild read it: one COPY, cut into pages of 1,000.
const readPages = await measure(async () => {
  let n = 0;
  for await (const page of store.readAllPages({ pageSize })) n += page.length;
  return n;
});

// The report as `npm run replay` folds it: the product's fold over the pages readAllPages reads ahead.
const everything = new Date(load.result.to.getTime() + 1);
const folded = await measure(async () => {
  const fold = paymentReportFold({ recordedBefore: everything });
  await replayEventStore(store, fold, { pageSize });
  return fold.report();
});

// Batches of 500, as `npm run projections:rebuild` by default (PROJECTION_BATCH_SIZE).
const rebuilt = await measure(() => rebuildProjection(payments, { db, eventStore: store }, { batchSize: 500 }));
// The report's read model as `npm run projections:rebuild -- payment-report` makes it, then the
// reports page's query (`readPaymentReport`, what getPaymentReport runs after the admin check)
// as of month ends, moments inside months and now, one request after another.
const modelRebuilt = await measure(() => rebuildProjection(reportModel, { db, eventStore: store }));
await db.query('VACUUM (ANALYZE) payment_report_events, payment_report_sums, payment_report_waits, payment_report_users');
const modelSize = (
  await db.query<{ size: string }>(
    "SELECT pg_size_pretty(sum(pg_total_relation_size(t))) AS size FROM unnest(array['payment_report_events', 'payment_report_sums', 'payment_report_waits', 'payment_report_users']::regclass[]) AS t",
  )
).rows[0]?.size;
const sumRows = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM payment_report_sums')).rows[0]?.n ?? 0;
const monthMs = 30 * 24 * 60 * 60 * 1000;
const asOfs: Date[] = [new Date(Date.now() + 1)];
for (let at = load.result.from.getTime(); at < load.result.to.getTime() + monthMs; at += monthMs) {
  const d = new Date(at + 5 * 60 * 60 * 1000);
  asOfs.push(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - 5 * 60 * 60 * 1000), new Date(at + Math.floor(Math.random() * monthMs)));
}
const sameAsReplay = isDeepStrictEqual(await readPaymentReport(db, everything), folded.result);
const timings: number[] = [];
const page = await measure(async () => {
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    await readPaymentReport(db, asOfs[i % asOfs.length] as Date);
    timings.push(performance.now() - started);
  }
});
timings.sort((a, b) => a - b);
const rank = (p: number) => timings[Math.ceil(p * timings.length) - 1] ?? Number.NaN;

const table = Object.fromEntries(
  (await db.query<{ is_paid: string; n: bigint }>('SELECT is_paid, count(*) AS n FROM payments GROUP BY is_paid')).rows.map((r) => [r.is_paid, Number(r.n)]),
);

const report = folded.result;
const rate = (s: number) => Math.round(total / s);
const limit = rate(rawText.seconds);
const perRead = rate(readOnly.seconds);
const line = (label: string, m: { seconds: number; rssMb: number }) =>
  console.log(
    `${label.padEnd(44)} ${rate(m.seconds).toLocaleString('en').padStart(10)} events/s  ${((rate(m.seconds) / limit) * 100).toFixed(1).padStart(5)}% of raw scan  ` +
      `${(rate(m.seconds) / perRead).toFixed(2).padStart(5)}x readAll  ${m.seconds.toFixed(1).padStart(6)} s  peak RSS ${m.rssMb.toFixed(0)} MB`,
  );

console.log(`history: ${total.toLocaleString('en')} events of ${load.result.users.toLocaleString('en')} users, ${load.result.from.toISOString().slice(0, 10)} to ${load.result.to.toISOString().slice(0, 10)}; ${size} on disk`);
console.log(
  `  ${Object.entries(load.result.counts).map(([type, n]) => `${type} ${n.toLocaleString('en')}`).join(', ')}; ${previous ? 'reused from an earlier run' : `${load.result.refused.toLocaleString('en')} commands refused`}`,
);
if (!previous) {
  console.log(
    `generated by decide/evolve and loaded with \\copy: ${load.seconds.toFixed(1)} s (${rate(load.seconds).toLocaleString('en')} events/s, peak RSS ${load.rssMb.toFixed(0)} MB); VACUUM ANALYZE ${vacuum.seconds.toFixed(1)} s`,
  );
}
line('raw scan, sum(length(data::text)) (limit)', rawText);
line('raw scan, sum(pg_column_size(data))', rawSize);
line('pages of 1,000 to the client, no JSON parse', wire);
line('readAll pages of 1,000 (JSON parsed)', readOnly);
line('readAllPages, one COPY, pages of 1,000', readPages);
line('npm run replay: the payment report fold', folded);
line('rebuildProjection(payments) from position 0', rebuilt);
line('rebuildProjection(payment-report)', modelRebuilt);
console.log(
  `reports page from the read model (${modelSize}, ${sumRows.toLocaleString('en')} day sums): ${requests} requests over ${asOfs.length} as-of moments, ` +
    `p50 ${rank(0.5).toFixed(1)} ms, p95 ${rank(0.95).toFixed(1)} ms, max ${rank(1).toFixed(1)} ms; the replay per request ${(folded.seconds * 1000).toFixed(0)} ms ` +
    `(${((folded.seconds * 1000) / rank(0.95)).toFixed(0)}x the read model's p95); identical to the replay as of the last event: ${sameAsReplay ? 'yes' : 'NO'}; peak RSS ${page.rssMb.toFixed(0)} MB`,
);
console.log(`process peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);

console.log(`\n${reportTable(report)}`);
const last = report.months.at(-1);
const active = (table.true ?? 0);
console.log(
  `payments table after the rebuild: ${active.toLocaleString('en')} paid (trials among them); the report's last month: ` +
    `${((last?.activePaidAtEnd ?? 0) + (last?.onTrialAtEnd ?? 0)).toLocaleString('en')} active or on trial, ${(last?.waitingAtEnd ?? 0).toLocaleString('en')} waiting (payments table: ${(table.false ?? 0).toLocaleString('en')})`,
);

await store.close();
await db.close();
