import { isPaidOf, type PaymentsRow } from '@qanoon/contracts';
import { createDatabase, PostgresEventStore, type Database, type NewEvent, type RecordedEvent } from '@qanoon/infra';
import { freshDatabase } from '@qanoon/infra/testing';
import { applyBatch, findProjection, rebuildProjection } from '@qanoon/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSubscription } from './handle.ts';
import { subscriptionHistory } from './history-kit.ts';
import type { SubscriptionState } from './subscription.ts';

const users = 300;
const eventCount = 3000;

let db: Database;
let store: PostgresEventStore;
let recorded: RecordedEvent[] = [];
const userIds = new Set<string>();
let lateEvents = 0;

const payments = findProjection('payments');
if (!payments) throw new Error('no payments projection');

/** The row the decider's own state says a user has, written out field by field; null for none. */
function rowOfState(state: SubscriptionState) {
  if (state.status === 'none') return null;
  const { payment } = state;
  return {
    user_id: payment.userId,
    payment_id: payment.paymentId,
    email: payment.email,
    package: payment.package,
    duration_days: payment.terms.durationDays,
    fee: payment.terms.fee,
    registration: payment.terms.registration,
    total: payment.terms.total,
    receipt: payment.receiptKey,
    is_paid: isPaidOf(state),
    expire_at: state.status === 'paid' ? state.expireAt.toISOString() : null,
    expired_at: state.status === 'expired' ? state.expiredAt : null,
    submitted_at: payment.submittedAt,
    updated_at: state.updatedAt,
  };
}

const rowOfTable = (row: PaymentsRow) => ({
  ...row,
  fee: Number(row.fee),
  registration: Number(row.registration),
  total: Number(row.total),
  expire_at: row.expire_at?.toISOString() ?? null,
  expired_at: row.expired_at?.toISOString() ?? null,
  submitted_at: row.submitted_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/** Every user's row as the read model holds it and as the decider's fold of their stream says. */
async function compareEveryRow() {
  const { rows } = await db.query<PaymentsRow>('SELECT * FROM payments');
  const table = new Map(rows.map((row) => [row.user_id, rowOfTable(row)]));
  let compared = 0;
  for (const userId of userIds) {
    const { state } = await loadSubscription(store, userId);
    expect(table.get(userId) ?? null, `user ${userId}`).toEqual(rowOfState(state));
    compared += 1;
  }
  expect(table.size).toBeLessThanOrEqual(compared);
  return { compared, rows: table.size };
}

beforeAll(async () => {
  db = createDatabase(await freshDatabase('qanoon_test_one_fold'), { max: 4 });
  store = new PostgresEventStore(db);
  // A generated history, with some of the payments it replaces named again after the new one:
  // a verification, edit, expiry or deletion of a receipt the user has since replaced.
  const history = subscriptionHistory({ events: eventCount, users, seed: 35, replacedLate: 0.5 });
  const streams = new Map<string, { revision: number; events: NewEvent[] }[]>();
  for (const { streamId, revision, event, by } of history.events) {
    userIds.add(event.data.userId);
    const steps = streams.get(streamId) ?? [];
    steps.push({ revision, events: [{ type: event.type, data: event.data, metadata: { by } }] });
    streams.set(streamId, steps);
  }
  // Appended stream by stream, so each stream's revisions follow on; users interleave by round.
  const queues = [...streams];
  for (let round = 0; queues.some(([, steps]) => steps.length > round); round++) {
    for (const [streamId, steps] of queues) {
      const step = steps[round];
      if (step) await store.appendToStream(streamId, step.events, step.revision === 0 ? 'no_stream' : BigInt(step.revision - 1));
    }
  }
  recorded = await store.readAll({ maxCount: eventCount + 1 });
  lateEvents = recorded.filter((event, i) => {
    const previous = recorded.slice(0, i).findLast((e) => e.streamId === event.streamId);
    return previous && (event.data as { paymentId: string }).paymentId !== (previous.data as { paymentId: string }).paymentId && !['ReceiptSubmitted', 'TrialStarted'].includes(event.type);
  }).length;
}, 120_000);

afterAll(async () => {
  await store?.close();
  await db?.close();
});

describe('the payments read model and the decider fold with one state machine', () => {
  it('gives every user of a generated history the row the decider state says, batch by batch', async () => {
    expect(recorded).toHaveLength(eventCount);
    expect(lateEvents).toBeGreaterThan(10);
    // The projector's checkpoint before any event, as a new projector starts it.
    let position = -1n;
    await db.query('INSERT INTO projection_checkpoints (name, position, event_store) VALUES ($1, $2, $3)', [payments.name, position.toString(), store.identity]);
    for (let start = 0; start < recorded.length; start += 37) {
      position = await applyBatch(payments, { db, eventStore: store }, position, recorded.slice(start, start + 37));
    }
    const { compared, rows } = await compareEveryRow();
    expect(compared).toBeGreaterThan(users / 2);
    expect(rows).toBeGreaterThan(users / 3);
  }, 120_000);

  it('gives every user the same row again when the read model is rebuilt from the start', async () => {
    await db.query('UPDATE payments SET is_paid = $1', ['false']);
    await rebuildProjection(payments, { db, eventStore: store }, { batchSize: 500 });
    await compareEveryRow();
  }, 120_000);
});
