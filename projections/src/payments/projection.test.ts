import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { PackageTerms, SubscriptionEvent } from '@qanoon/contracts';
import { createDatabase, PostgresEventStore, rooms, type Database, type RealtimeEmitter } from '@qanoon/infra';
import { freshDatabase } from '@qanoon/infra/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildProjection, runProjection } from '../runner.ts';
import { payments } from './projection.ts';

const monthly: PackageTerms = { durationDays: 30, fee: 1500, registration: 500, total: 2000 };
const week: PackageTerms = { durationDays: 7, fee: 0, registration: 0, total: 0 };
const at = (day: number) => new Date(Date.UTC(2025, 0, day)).toISOString();

/** The events of one user's subscription, written as the decider writes them. */
function subscription(email: string) {
  const userId = randomUUID();
  let paymentId = randomUUID();
  const ids = () => ({ version: 1 as const, userId, paymentId });
  const events: SubscriptionEvent[] = [];
  const story = {
    userId,
    events,
    trial(day: number) {
      paymentId = randomUUID();
      events.push({ type: 'TrialStarted', data: { ...ids(), email, package: 'free', terms: week, expireAt: at(day + 7), at: at(day) } });
      return story;
    },
    receipt(day: number) {
      paymentId = randomUUID();
      const receiptKey = `receipts/${paymentId}.png`;
      events.push({ type: 'ReceiptSubmitted', data: { ...ids(), email, package: 'gold', terms: monthly, receiptKey, at: at(day) } });
      return story;
    },
    verified(day: number) {
      events.push({ type: 'PaymentVerified', data: { ...ids(), expireAt: at(day + 30), at: at(day) } });
      return story;
    },
    amended(day: number, expireDay: number) {
      events.push({ type: 'PaymentAmended', data: { ...ids(), expireAt: at(expireDay), at: at(day) } });
      return story;
    },
    expired(day: number) {
      events.push({ type: 'PaymentExpired', data: { ...ids(), at: at(day) } });
      return story;
    },
    deleted(day: number) {
      events.push({ type: 'PaymentDeleted', data: { ...ids(), at: at(day) } });
      return story;
    },
  };
  return story;
}

const rows = async (db: Database) =>
  (
    await db.query(
      `SELECT user_id, payment_id, email::text AS email, package, duration_days, fee::text AS fee, registration::text AS registration,
         total::text AS total, receipt, is_paid, expire_at, expired_at, submitted_at, updated_at
       FROM payments ORDER BY email`,
    )
  ).rows;

class RecordingEmitter implements RealtimeEmitter {
  readonly sent: { room: string; event: string; payload: unknown }[] = [];
  emit(room: string, event: string, payload: unknown) {
    this.sent.push({ room, event, payload });
  }
  disconnect() {}
  async close() {}
}

describe('the payments read model', () => {
  let db: Database;
  let store: PostgresEventStore;
  const emitter = new RecordingEmitter();
  const stories = {
    trial: subscription('a-trial@example.pk').trial(1),
    pending: subscription('b-pending@example.pk').receipt(2),
    paid: subscription('c-paid@example.pk').receipt(1).verified(3),
    expired: subscription('d-expired@example.pk').receipt(1).verified(2).expired(20),
    deleted: subscription('e-deleted@example.pk').receipt(1).deleted(2),
    renewed: subscription('f-renewed@example.pk').trial(1).expired(8).receipt(9),
    amended: subscription('g-amended@example.pk').receipt(1).verified(2).amended(5, 60),
  };

  beforeAll(async () => {
    const url = await freshDatabase('qanoon_test_payments_projection');
    db = createDatabase(url);
    store = new PostgresEventStore(db, { pollIntervalMs: 50 });
    await store.appendToStream('case-unrelated', [{ type: 'CaseOpened', data: { title: 'x' } }], 'no_stream');
    for (const story of Object.values(stories)) {
      await store.appendToStream(`subscription-${story.userId}`, story.events, 'no_stream');
    }
    const running = runProjection(payments, { db, eventStore: store, emitter }, { batchSize: 3 });
    const [head] = await store.readAll({ after: 0n, maxCount: 1000 }).then((all) => all.slice(-1));
    while (running.position() !== head?.globalPosition) await sleep(20);
    await running.stop();
  });

  afterAll(async () => {
    await store.close();
    await db.close();
  });

  it("keeps one row per user with the spec's isPaid text: 'true' paid, 'false' pending, 'expire' expired", async () => {
    const byEmail = Object.fromEntries((await rows(db)).map((row) => [row.email as string, row]));
    expect(byEmail['a-trial@example.pk']).toMatchObject({ package: 'free', is_paid: 'true', expire_at: new Date(at(8)), receipt: null });
    expect(byEmail['b-pending@example.pk']).toMatchObject({
      package: 'gold',
      duration_days: 30,
      fee: '1500.00',
      registration: '500.00',
      total: '2000.00',
      is_paid: 'false',
      expire_at: null,
      receipt: expect.stringMatching(/^receipts\//),
    });
    expect(byEmail['c-paid@example.pk']).toMatchObject({ is_paid: 'true', expire_at: new Date(at(33)), updated_at: new Date(at(3)) });
    expect(byEmail['d-expired@example.pk']).toMatchObject({ is_paid: 'expire', expire_at: null, expired_at: new Date(at(20)) });
    expect(byEmail['g-amended@example.pk']).toMatchObject({ is_paid: 'true', expire_at: new Date(at(60)) });
  });

  it('drops the row of a deleted payment', async () => {
    expect((await rows(db)).map((row) => row.email)).not.toContain('e-deleted@example.pk');
  });

  it('replaces an expired payment with its renewal, pending under a new payment id', async () => {
    const renewed = (await rows(db)).find((row) => row.email === 'f-renewed@example.pk');
    const receipt = stories.renewed.events.at(-1);
    expect(renewed).toMatchObject({ is_paid: 'false', package: 'gold', expire_at: null, expired_at: null, submitted_at: new Date(at(9)) });
    expect(renewed?.payment_id).toBe(receipt?.data.paymentId);
  });

  it('rebuilt from position 0, gives the same rows as following the log did', async () => {
    const followed = await rows(db);
    const rebuilt = await rebuildProjection(payments, { db, eventStore: store });
    expect(rebuilt.applied).toBeGreaterThan(0);
    expect(await rows(db)).toEqual(followed);
  });

  it("tells the user's browser about trials, verifications, edits, expiries and deletions, and the admins about receipts", () => {
    const toUser = (story: { userId: string }) => emitter.sent.filter((s) => s.room === rooms.user(story.userId)).map((s) => s.payload);
    expect(toUser(stories.trial)).toEqual([{ isPaid: 'true', expireAt: at(8) }]);
    expect(toUser(stories.expired)).toEqual([
      { isPaid: 'true', expireAt: at(32) },
      { isPaid: 'expire', expireAt: null },
    ]);
    expect(toUser(stories.deleted)).toEqual([{ isPaid: null, expireAt: null }]);
    expect(toUser(stories.pending)).toEqual([]);
    expect(emitter.sent.filter((s) => s.room === rooms.user(stories.amended.userId)).map((s) => s.event)).toEqual(['subscription', 'subscription']);
    expect(emitter.sent.filter((s) => s.room === rooms.admins)).toContainEqual({
      room: rooms.admins,
      event: 'notice',
      payload: { text: 'b-pending@example.pk submitted a receipt' },
    });
  });
});
