import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paymentReportProjectionName, paymentsProjectionName } from '@qanoon/contracts';
import { createDatabase, createLocalBlobStore, createOutboxNotifier, PostgresEventStore, type Database, type EventStore } from '@qanoon/infra';
import { freshDatabase } from '@qanoon/infra/testing';
import { uniqueEmail, uniquePhone } from '../identity/test-kit.ts';
import { createUserDirectory } from '../identity/user-directory.ts';
import { insertUser } from '../identity/users-table.ts';
import { awaitProjection } from '../shared/await-projection.ts';
import { createBilling } from './billing.ts';

/** Something running beside the tests, such as the payments projector. */
export type Follower = (db: Database, eventStore: EventStore) => { stop(): Promise<void> };

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Billing over a PostgreSQL database of the test file's own, so the read model and the expiry
 * sweep see this file's payments only; users are stored as sign-up stores them. `follow` runs
 * the payments projector (tests may import projections; services may not).
 */
export async function billingTestKit(name: string, follow?: Follower, options: { database?: string } = {}) {
  const url = await freshDatabase(options.database ?? `qanoon_test_billing_${name}`);
  const db = createDatabase(url, { max: 8 });
  const eventStore = new PostgresEventStore(db, { pollIntervalMs: 50 });
  const outbox = createOutboxNotifier(db);
  let shift = 0;
  let frozen: Date | null = null;
  /** The billing clock: real time, moved on by `travel`, or held still by `freeze`. */
  const clock = () => frozen ?? new Date(Date.now() + shift);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qanoon-billing-'));
  const blobs = createLocalBlobStore(dataDir);
  // With the projector running a command answers once the read model shows it; without one, at once.
  const billing = createBilling({ db, eventStore, blobs, notifier: outbox, users: createUserDirectory(db), clock, readYourWritesMs: follow ? 10_000 : 0 });
  const following = follow?.(db, eventStore);

  async function user(overrides: { isAdmin?: boolean; firstName?: string } = {}) {
    const email = uniqueEmail();
    const contact = uniquePhone();
    const inserted = await insertUser(db, {
      criteria: overrides.isAdmin ? 'admin' : 'lawyer',
      firstName: overrides.firstName ?? 'Ayesha',
      lastName: 'Khan',
      email,
      contact,
      address: 'Chamber 12, District Courts',
      city: 'Lahore',
      speciality: 'Civil',
      university: null,
      intake: null,
      isAdmin: overrides.isAdmin ?? false,
      newsletter: false,
      terms: true,
      passwordHash: 'not-used-here',
    });
    if ('ok' in inserted) throw new Error(inserted.message);
    return { userId: inserted.id, email, contact, actor: { userId: inserted.id } };
  }

  const admin = () => user({ isAdmin: true, firstName: 'Bilal' });

  /** A package added through the admin's command; names are unique per call. */
  async function addPackage(fields: { package?: string; duration?: number; fee?: number; registration?: number; total?: number } = {}) {
    const { actor } = await admin();
    const added = await billing.addPackage(actor, {
      package: fields.package ?? `Gold ${uniqueEmail().slice(4, 14)}`,
      duration: fields.duration ?? 30,
      fee: fields.fee ?? 1500,
      registration: fields.registration ?? 500,
      total: fields.total ?? 2000,
    });
    if (!added.ok) throw new Error(added.message);
    return added.package;
  }

  /**
   * A command's effect shown by billing's read models: a facade command has waited itself (`caughtUp`);
   * the expiry sweep, a job, answers with its position, waited on here. Fails the test otherwise.
   */
  async function settle(outcome: { ok: boolean; message: string; caughtUp?: boolean; position?: bigint | null }) {
    if (!outcome.ok) throw new Error(`The command was refused: ${outcome.message}`);
    const { position } = outcome;
    const caughtUp =
      position === undefined
        ? outcome.caughtUp !== false
        : (await Promise.all([paymentsProjectionName, paymentReportProjectionName].map((name) => awaitProjection(db, name, position, 10_000)))).every(Boolean);
    if (!caughtUp) throw new Error('The read models did not catch up');
    return outcome;
  }

  return {
    url,
    db,
    eventStore,
    outbox,
    blobs,
    billing,
    clock,
    user,
    admin,
    addPackage,
    settle,
    /** Move the billing clock by this many days (negative goes back). */
    travel(days: number) {
      shift += days * dayMs;
    },
    /** Hold the billing clock at `at` (null lets it run again), so commands act at exact moments. */
    freeze(at: Date | null) {
      frozen = at;
    },
    async close() {
      await following?.stop();
      await eventStore.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type BillingTestKit = Awaited<ReturnType<typeof billingTestKit>>;
