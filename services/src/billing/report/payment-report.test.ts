import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { PackageView } from '@qanoon/contracts';
import { createKafkaRelay } from '@qanoon/infra';
import { followProjection, runRelay } from '@qanoon/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingTestKit, type BillingTestKit } from '../test-kit.ts';
import { paymentReportFold, type PaymentReport } from './payment-report.ts';
import { replayEventStore, replayKafka } from './replay.ts';
import { reportCsv } from './report-csv.ts';

const repoDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const brokers = process.env.KAFKA_BROKERS?.split(',').map((b) => b.trim()).filter(Boolean) ?? [];
const dayMs = 24 * 60 * 60 * 1000;
const hourMs = 60 * 60 * 1000;
// Noon in Pakistan on 1 January 2025: the history runs from here, one command at a fixed moment each.
const base = Date.UTC(2025, 0, 1, 7);
const day = (d: number, hours = 0) => base + d * dayMs + hours * hourMs;

// The test's own account of the history, written as the commands succeed: what the report must say.
type Kind = 'submitted' | 'verified' | 'refused' | 'deleted' | 'expired' | 'trialEnded' | 'trial' | 'amended';
interface Entry {
  kind: Kind;
  at: number;
  recorded: number;
  user: string;
  pkg?: string;
  total?: number;
  channel?: string;
  waitSeconds?: number;
  first?: boolean;
}
type Standing = 'none' | 'pending' | 'paid' | 'trial' | 'expired';
interface Change {
  at: number;
  recorded: number;
  standing: Standing;
  expireAt: number;
}
interface Person {
  userId: string;
  actor: { userId: string };
  standing: Standing;
  expireAt: number;
  pending: { pkg: PackageView; at: number; channel: string | undefined } | null;
  paidPkg: PackageView | null;
  verifiedBefore: boolean;
}

let kit: BillingTestKit;
let admins: { userId: string }[];
let free: PackageView;
let monthly: PackageView;
let quarterly: PackageView;
const ledger: Entry[] = [];
const timelines = new Map<string, Change[]>();
let midway: Date;
let end: Date;
let receipts = 0;

const record = (entry: Omit<Entry, 'recorded'>) => ledger.push({ ...entry, recorded: Date.now() });
function change(person: Person, at: number, standing: Standing, expireAt = 0) {
  person.standing = standing;
  person.expireAt = expireAt;
  const timeline = timelines.get(person.userId) ?? [];
  timeline.push({ at, recorded: Date.now(), standing, expireAt });
  timelines.set(person.userId, timeline);
}
async function act<T extends { ok: boolean; message: string; position?: bigint | null }>(at: number, command: () => Promise<T>) {
  kit.freeze(new Date(at));
  const outcome = await command();
  if (outcome.ok) await kit.settle(outcome);
  return outcome;
}
const ok = (outcome: { ok: boolean; message: string }) => {
  if (!outcome.ok) throw new Error(`refused: ${outcome.message}`);
};

async function person(): Promise<Person> {
  const { userId, actor } = await kit.user();
  return { userId, actor, standing: 'none', expireAt: 0, pending: null, paidPkg: null, verifiedBefore: false };
}
async function trial(p: Person, d: number) {
  ok(await act(day(d), () => kit.billing.startTrial(p.actor, { packageId: free.id })));
  record({ kind: 'trial', at: day(d), user: p.userId });
  change(p, day(d), 'trial', day(d) + 7 * dayMs);
}
async function receipt(p: Person, pkg: PackageView, d: number, channel?: string, hours = 0) {
  const at = day(d, hours);
  ok(await act(at, () => kit.billing.submitReceipt(p.actor, { packageId: pkg.id, receiptKey: `receipts/r-${++receipts}.png`, ...(channel ? { channel } : {}) })));
  // A renewal after the package ran out but before the sweep: the product records the expiry first.
  if ((p.standing === 'paid' || p.standing === 'trial') && p.expireAt <= at) {
    record({ kind: p.standing === 'trial' ? 'trialEnded' : 'expired', at, user: p.userId });
    change(p, at, 'expired');
  }
  record({ kind: 'submitted', at, user: p.userId, channel: channel ?? 'unnamed' });
  p.pending = { pkg, at, channel };
  change(p, at, 'pending');
}
function verified(p: Person, at: number) {
  const pending = p.pending;
  if (!pending) throw new Error('nothing pending');
  record({
    kind: 'verified',
    at,
    user: p.userId,
    pkg: pending.pkg.package.toLowerCase(),
    total: pending.pkg.total,
    channel: pending.channel ?? 'unnamed',
    waitSeconds: Math.round((at - pending.at) / 1000),
    first: !p.verifiedBefore,
  });
  p.verifiedBefore = true;
  p.paidPkg = pending.pkg;
  p.pending = null;
  change(p, at, 'paid', at + pending.pkg.duration * dayMs);
}
async function verify(p: Person, d: number, hours = 0, by = 0) {
  ok(await act(day(d, hours), () => kit.billing.verifyPayment(admins[by] ?? { userId: '' }, p.userId)));
  verified(p, day(d, hours));
}
async function verifyByEdit(p: Person, d: number) {
  ok(await act(day(d), () => kit.billing.amendPayment(admins[1] ?? { userId: '' }, p.userId, { expireAt: '', isPaid: 'true' })));
  verified(p, day(d));
}
async function verifyByTwoAdmins(p: Person, d: number) {
  kit.freeze(new Date(day(d)));
  const outcomes = await Promise.all([kit.billing.verifyPayment(admins[0] ?? { userId: '' }, p.userId), kit.billing.verifyPayment(admins[1] ?? { userId: '' }, p.userId)]);
  expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
  await kit.settle(outcomes.find((o) => o.ok) ?? outcomes[0] ?? { ok: false, message: 'none' });
  verified(p, day(d));
}
async function remove(p: Person, d: number) {
  ok(await act(day(d), () => kit.billing.deletePayment(admins[2] ?? { userId: '' }, p.userId)));
  record({ kind: p.standing === 'pending' ? 'refused' : 'deleted', at: day(d), user: p.userId });
  p.pending = null;
  change(p, day(d), 'none');
}
async function expireNow(p: Person, d: number) {
  ok(await act(day(d), () => kit.billing.expirePayment(admins[0] ?? { userId: '' }, p.userId)));
  record({ kind: p.standing === 'trial' ? 'trialEnded' : 'expired', at: day(d), user: p.userId });
  change(p, day(d), 'expired');
}
async function extend(p: Person, d: number, toDay: number) {
  ok(await act(day(d), () => kit.billing.amendPayment(admins[1] ?? { userId: '' }, p.userId, { expireAt: new Date(day(toDay)).toISOString(), isPaid: '' })));
  record({ kind: 'amended', at: day(d), user: p.userId });
  change(p, day(d), p.standing, day(toDay));
}
async function sweep(people: Person[], d: number) {
  kit.freeze(new Date(day(d)));
  const swept = await kit.billing.expireDue(new Date(day(d)));
  if (swept.position !== null) await kit.settle({ ok: true, message: '', position: swept.position });
  const due = people.filter((p) => (p.standing === 'paid' || p.standing === 'trial') && p.expireAt <= day(d));
  expect(swept.expired.sort()).toEqual(due.map((p) => p.userId).sort());
  for (const p of due) {
    record({ kind: p.standing === 'trial' ? 'trialEnded' : 'expired', at: day(d), user: p.userId });
    change(p, day(d), 'expired');
  }
}

beforeAll(async () => {
  kit = await billingTestKit('replay_report', followProjection('payments', 'payment-report'), { database: 'qanoon_test_replay_report' });
  free = await kit.addPackage({ package: 'Free', duration: 7, fee: 0, registration: 0, total: 0 });
  monthly = await kit.addPackage({ package: 'Monthly', duration: 30, fee: 1500, registration: 500, total: 2000 });
  quarterly = await kit.addPackage({ package: 'Quarterly', duration: 90, fee: 4000, registration: 500, total: 4500 });
  admins = await Promise.all([kit.admin(), kit.admin(), kit.admin()]).then((list) => list.map((a) => a.actor));
  const [a, b, c, d, e, f, g, h] = await Promise.all(Array.from({ length: 8 }, person));
  if (!a || !b || !c || !d || !e || !f || !g || !h) throw new Error('no people');
  const everyone = [a, b, c, d, e, f, g, h];

  await trial(a, 0);
  await trial(e, 2);
  await receipt(b, quarterly, 3, 'bank');
  await remove(b, 4);
  await receipt(b, quarterly, 5);
  expect((await act(day(5), () => kit.billing.startTrial(e.actor, { packageId: free.id }))).ok).toBe(false);
  await verifyByEdit(b, 7);
  await sweep(everyone, 8);
  await sweep(everyone, 9);
  await receipt(a, monthly, 10, 'jazzcash');
  await verify(a, 11);
  await receipt(c, monthly, 15, 'jazzcash');
  await verifyByTwoAdmins(c, 16);
  await remove(c, 20);
  await extend(b, 30, 120);
  await receipt(c, quarterly, 32, 'easypaisa');
  await verify(c, 33, 5);
  await receipt(d, monthly, 40, 'bank');
  await sweep(everyone, 45);
  await receipt(a, monthly, 46, 'easypaisa');
  await verify(a, 46, 3, 1);

  await new Promise((resolve) => setTimeout(resolve, 20));
  midway = new Date();
  await new Promise((resolve) => setTimeout(resolve, 20));

  await expireNow(b, 60);
  await receipt(f, monthly, 61, 'jazzcash');
  await verify(f, 62, 20);
  await receipt(g, quarterly, 70);
  await verify(g, 72);
  await sweep(everyone, 80);
  await receipt(f, monthly, 93, 'jazzcash', 2);
  await verify(f, 94);
  expect((await act(day(100), () => kit.billing.submitReceipt(g.actor, { packageId: monthly.id, receiptKey: 'receipts/early.png' }))).ok).toBe(false);
  await trial(h, 100);
  await sweep(everyone, 130);
  kit.freeze(null);

  await new Promise((resolve) => setTimeout(resolve, 20));
  end = new Date();
}, 120_000);
afterAll(() => kit?.close());

// The independent count: every figure from the ledger and the timelines above, not from the fold.
const monthKey = (ms: number) => new Date(ms + 5 * hourMs).toISOString().slice(0, 7);
const nextMonthStart = (key: string) => {
  const [y, m] = key.split('-').map(Number) as [number, number];
  return Date.UTC(y, m, 1) - 5 * hourMs;
};
const monthsBetween = (from: string, to: string) => {
  const out: string[] = [];
  for (let key = from; key <= to; key = monthKey(nextMonthStart(key))) out.push(key);
  return out;
};
function standingAt(userId: string, instant: number, cut: number): { standing: Standing; expireAt: number } {
  const known = (timelines.get(userId) ?? []).filter((c) => c.recorded < cut && c.at < instant);
  return known.at(-1) ?? { standing: 'none', expireAt: 0 };
}
const nearestRank = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted.length === 0 ? null : (sorted[Math.ceil(p * sorted.length) - 1] ?? null);
};

function expected(cut: Date) {
  const entries = ledger.filter((e) => e.recorded < cut.getTime());
  const first = entries.map((e) => monthKey(e.at)).sort()[0];
  const months = first ? monthsBetween(first, monthKey(cut.getTime() - 1)) : [];
  const users = [...timelines.keys()];
  const endOf = (key: string) => Math.min(nextMonthStart(key), cut.getTime());
  const countAt = (key: string, standing: Standing) =>
    users.filter((u) => {
      const s = standingAt(u, endOf(key), cut.getTime());
      return s.standing === standing && (standing === 'pending' || s.expireAt > endOf(key));
    }).length;
  const figures = (period: string, inPeriod: (e: Entry) => boolean, endKey: string | undefined) => {
    const of = (kind: Kind) => entries.filter((e) => e.kind === kind && inPeriod(e));
    const verified = of('verified');
    const renewing = verified.filter((e) => !e.first);
    const sum = (list: Entry[]) => list.reduce((n, e) => n + (e.total ?? 0), 0);
    const packages = ['monthly', 'quarterly'];
    return {
      period,
      receiptsSubmitted: of('submitted').length,
      receiptsVerified: verified.length,
      receiptsRefused: of('refused').length,
      paymentsDeleted: of('deleted').length,
      paymentsExpired: of('expired').length,
      paymentsAmended: of('amended').length,
      trialsStarted: of('trial').length,
      trialsEnded: of('trialEnded').length,
      activePaidAtEnd: endKey ? countAt(endKey, 'paid') : 0,
      onTrialAtEnd: endKey ? countAt(endKey, 'trial') : 0,
      waitingAtEnd: endKey ? countAt(endKey, 'pending') : 0,
      revenue: sum(verified),
      revenueByPackage: Object.fromEntries(packages.map((p) => [p, sum(verified.filter((e) => e.pkg === p))])),
      paymentsByPackage: Object.fromEntries(packages.map((p) => [p, verified.filter((e) => e.pkg === p).length])),
      newUsers: verified.filter((e) => e.first).length,
      revenueFromNew: sum(verified.filter((e) => e.first)),
      renewingUsers: new Set(renewing.map((e) => e.user)).size,
      revenueFromRenewing: sum(renewing),
      waitP50Seconds: nearestRank(verified.map((e) => e.waitSeconds ?? 0), 0.5),
      waitP90Seconds: nearestRank(verified.map((e) => e.waitSeconds ?? 0), 0.9),
      waitMaxSeconds: nearestRank(verified.map((e) => e.waitSeconds ?? 0), 1),
      byChannel: Object.fromEntries(
        ['jazzcash', 'easypaisa', 'bank', 'unnamed'].map((c) => [
          c,
          { submitted: of('submitted').filter((e) => e.channel === c).length, verified: verified.filter((e) => e.channel === c).length, revenue: sum(verified.filter((e) => e.channel === c)) },
        ]),
      ),
    };
  };
  const firstPaid = new Map<string, string>();
  for (const e of entries) if (e.kind === 'verified' && e.first) firstPaid.set(e.user, monthKey(e.at));
  const cohortMonths = [...new Set(firstPaid.values())].sort();
  const last = months.at(-1);
  return {
    recordedBefore: cut.toISOString(),
    months: months.map((key) => figures(key, (e) => monthKey(e.at) === key, key)),
    total: figures('total', () => true, last),
    cohorts: cohortMonths.map((m) => {
      const members = [...firstPaid].filter(([, key]) => key === m).map(([user]) => user);
      const later: string[] = [];
      for (let key = m; later.length < 12; ) later.push((key = monthKey(nextMonthStart(key))));
      const stillPaid = later.map((key) =>
        last !== undefined && key <= last
          ? members.filter((u) => {
              const s = standingAt(u, endOf(key), cut.getTime());
              return s.standing === 'paid' && s.expireAt > endOf(key);
            }).length
          : null,
      );
      return { month: m, users: members.length, stillPaid, share: stillPaid.map((n) => (n === null ? null : n / members.length)) };
    }),
  };
}

async function fromStore(cut: Date): Promise<PaymentReport> {
  const fold = paymentReportFold({ recordedBefore: cut });
  await replayEventStore(kit.eventStore, fold, { pageSize: 7 });
  return fold.report();
}

describe('the payment report of a history made through the real commands', () => {
  it('gives every figure the history holds, month by month and for the whole period', async () => {
    const report = await fromStore(end);
    const { events: _events, packages, ...figures } = report;
    expect(packages).toEqual(['monthly', 'quarterly']);
    expect(figures).toEqual(expected(end));
    // The history is not trivial: the figures that matter are there to be checked.
    expect(report.total).toMatchObject({ receiptsVerified: 8, receiptsRefused: 1, paymentsDeleted: 1, trialsStarted: 3, renewingUsers: 3 });
    expect(report.cohorts.length).toBeGreaterThan(1);
  });

  it('as of a moment, counts only the events recorded up to it', async () => {
    const report = await fromStore(midway);
    const { events: _events, packages: _packages, ...figures } = report;
    expect(figures).toEqual(expected(midway));
    expect(report.total.receiptsVerified).toBe(5);
  });

  it('is the same from the admin page’s service and from the command line, as JSON and as CSV', async () => {
    const asOf = end.toISOString();
    const fromPage = await kit.billing.getPaymentReport(admins[0] ?? { userId: '' }, asOf);
    if (!fromPage.ok) throw new Error(fromPage.message);
    const report = await fromStore(new Date(end.getTime() + 1));
    expect(fromPage.report).toEqual(report);
    const env = { ...process.env, DATABASE_URL: kit.url, EVENTSTORE_URL: '', KAFKA_BROKERS: '' };
    const run = (format: string) =>
      promisify(execFile)(path.join(repoDir, 'node_modules/.bin/tsx'), ['services/src/cli/replay.ts', '--as-of', asOf, '--format', format], { cwd: repoDir, env });
    const [json, csv] = await Promise.all([run('json'), run('csv')]);
    expect(JSON.parse(json.stdout)).toEqual(JSON.parse(JSON.stringify(report)));
    expect(csv.stdout).toBe(reportCsv(report));
  });

  it('is refused to anyone but an administrator', async () => {
    const { actor } = await kit.user();
    await expect(kit.billing.getPaymentReport(actor)).rejects.toThrow(/administrators/);
  });
});

describe.skipIf(brokers.length === 0)(brokers.length > 0 ? 'the payment report from Kafka' : 'the payment report from Kafka (skipped: KAFKA_BROKERS not set)', () => {
  it('is identical to the event store’s, though the relay repeats events and partitions interleave', async () => {
    const topicPrefix = `qreplay-${randomUUID().slice(0, 8)}`;
    const relay = runRelay(createKafkaRelay(brokers, { topicPrefix }), { db: kit.db, eventStore: kit.eventStore }, { batchSize: 5 });
    const all = await kit.eventStore.readAll();
    const lastPosition = all.at(-1)?.globalPosition ?? 0n;
    const deadline = Date.now() + 30_000;
    while (relay.position() < lastPosition && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    await relay.stop();
    expect(relay.position()).toBe(lastPosition);
    // At least once: a relay that stopped before its checkpoint moved publishes a stretch again.
    const again = createKafkaRelay(brokers, { topicPrefix });
    await again.publish(all.filter((e) => e.streamId.startsWith('subscription-')).slice(3, 17));
    await again.close();

    const fold = paymentReportFold({ recordedBefore: end });
    await replayKafka(brokers, `${topicPrefix}.subscription`, fold);
    expect(fold.report()).toEqual(await fromStore(end));
  }, 90_000);
});
