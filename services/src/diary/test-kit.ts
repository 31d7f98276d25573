import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  createBullQueue,
  createDatabase,
  createLocalBlobStore,
  createOutboxNotifier,
  PostgresEventStore,
  type Database,
  type EventStore,
  type RealtimeEmitter,
} from '@qanoon/infra';
import { freshDatabase, testRedisUrl, uniqueId } from '@qanoon/infra/testing';
import { uniqueEmail, uniquePhone } from '../identity/test-kit.ts';
import { createUserDirectory } from '../identity/user-directory.ts';
import { insertUser } from '../identity/users-table.ts';
import { bookmarkedAt } from '../library/bookmarks/bookmarks.ts';
import { createDiary } from './diary.ts';

/** Something running beside the tests, such as the diary projector (tests may import projections; services may not). */
export type Follower = (db: Database, eventStore: EventStore) => { stop(): Promise<void> };

/** What the realtime port was asked to send, in order. */
export interface Sent {
  room: string;
  event: string;
  payload: unknown;
}

// A smallest valid PNG (1×1), so the blob store recognises the kind by its bytes.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/**
 * The diary over a PostgreSQL database of the test file's own, real Redis queues under a prefix
 * of its own, a blob store in a temporary folder, the outbox as the notifier and a realtime port
 * that keeps what it was asked to send. The clock is set by the test (`setNow`).
 */
export async function diaryTestKit(name: string, follow?: Follower) {
  const url = await freshDatabase(`qanoon_test_diary_${name}`);
  const db = createDatabase(url, { max: 8 });
  const eventStore = new PostgresEventStore(db, { pollIntervalMs: 50 });
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qanoon-diary-'));
  const blobs = createLocalBlobStore(dataDir);
  const reminderQueue = createBullQueue('reminders', testRedisUrl, uniqueId('qanoon-test-diary-'));
  const outbox = createOutboxNotifier(db);
  const sent: Sent[] = [];
  const realtime: RealtimeEmitter = {
    emit: (room, event, payload) => void sent.push({ room, event, payload }),
    disconnect: () => {},
    close: async () => {},
  };
  let current = new Date();
  // With the projector running a case command answers once the lists show it; without one, at once.
  const diary = createDiary({
    db,
    eventStore,
    blobs,
    reminderQueue: () => reminderQueue,
    realtime,
    notifier: outbox,
    users: createUserDirectory(db),
    bookmarkedAt: (actor, citationId) => bookmarkedAt({ db }, actor, citationId),
    clock: () => current,
    readYourWritesMs: follow ? 10_000 : 0,
  });
  const following = follow?.(db, eventStore);

  async function user(firstName = 'Ayesha') {
    const email = uniqueEmail();
    const inserted = await insertUser(db, {
      criteria: 'lawyer',
      firstName,
      lastName: 'Khan',
      email,
      contact: uniquePhone(),
      address: 'Chamber 12, District Courts',
      city: 'Lahore',
      speciality: 'Criminal',
      university: null,
      intake: null,
      isAdmin: false,
      newsletter: false,
      terms: true,
      passwordHash: 'not-used-here',
    });
    if ('ok' in inserted) throw new Error(inserted.message);
    return { userId: inserted.id, email, actor: { userId: inserted.id } };
  }

  /** A PNG uploaded to the case-files area, as the web hands it to a command. */
  async function upload(fileName = 'order-sheet.png') {
    const stored = await blobs.put('case-files', Readable.from([png]), { allowed: ['png', 'pdf'], maxBytes: 1024 * 1024 });
    return { ...stored, name: fileName };
  }

  /** A command the read model shows (the facade waited for it); fails the test when it does not. */
  async function settle<T extends { ok: boolean }>(outcome: T): Promise<T> {
    if (!outcome.ok) throw new Error(`Command refused: ${JSON.stringify(outcome)}`);
    if ((outcome as { caughtUp?: boolean }).caughtUp === false) throw new Error('The diary projection did not catch up');
    return outcome;
  }

  return {
    url,
    db,
    eventStore,
    blobs,
    diary,
    reminderQueue,
    outbox,
    sent,
    user,
    upload,
    settle,
    setNow: (at: Date) => void (current = at),
    async close() {
      await following?.stop();
      await reminderQueue.close();
      await eventStore.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type DiaryTestKit = Awaited<ReturnType<typeof diaryTestKit>>;
