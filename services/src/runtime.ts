import { attemptRules } from '@qanoon/contracts';
import type { Server as HttpServer } from 'node:http';
import {
  attachRealtimeServer,
  createBullQueue,
  createLocalBlobStore,
  type BlobStore,
  createDatabase,
  createEventStore,
  createKeyValueStore,
  createRedisEmitter,
  createSearchEngine,
  type Database,
  type EventStore,
  type JobQueue,
  type KeyValueStore,
  type Outbox,
  type RealtimeEmitter,
  type RealtimeServer,
  type SearchEngine,
  type SocketIdentity,
  type StoreEnv,
} from '@qanoon/infra';
import { createAlerts, type Alerts } from './alerts/alerts.ts';
import { createBilling, type Billing } from './billing/billing.ts';
import { createDiary, type Diary } from './diary/diary.ts';
import { openGuard, type Guard } from './guard/guard.ts';
import { openIdentity, type Identity } from './identity/identity.ts';
import { createUserDirectory } from './identity/user-directory.ts';
import { createPaidPackageHolders } from './billing/paid-package-holders.ts';
import { createImports, type Imports } from './library/imports.ts';
import { createLibrary, type Library } from './library/library.ts';
import { createSearch, type Search } from './search/search.ts';

/**
 * What the web may call: one facade per bounded context, and no store. Commands own what they
 * touch (uploaded files, live-session notices, projections to wait on), so a route that holds
 * only these cannot reach a database, a queue or the blob store.
 */
export interface Services {
  identity: Identity;
  billing: Billing;
  diary: Diary;
  /** The legal library's reading screens and bookmarks. */
  library: Library;
  /** The admin's CSV imports into the library. */
  imports: Imports;
  /** The Search screen's five searches, court and journal lists, CSV export and reindexing. */
  search: Search;
  /** Saved searches and followed citations, matched to what imports bring. */
  alerts: Alerts;
  /** The click counter and slider captcha (docs/product-rules.md#clicks-and-captcha), checked on the server. */
  guard: Guard;
  /** The operator's views: the development outbox. */
  admin: Admin;
}

export interface Admin {
  /** Notices kept instead of sent (channels without SMTP_URL / SMS_URL), newest first; for /dev/outbox. */
  outbox: Outbox['list'];
}

/** Every store a process talks to, opened once at start and closed once at shutdown, and the services over them. */
export interface Runtime extends Services {
  env: StoreEnv;
  db: Database;
  kv: KeyValueStore;
  eventStore: EventStore;
  searchEngine: SearchEngine;
  /** Uploaded files (pictures, receipts, case files, CSV imports) under DATA_DIR. */
  blobs: BlobStore;
  realtime: RealtimeEmitter;
  /** Notices kept instead of sent (channels without SMTP_URL / SMS_URL); for /dev/outbox. */
  devOutbox: Outbox;
  queue(name: QueueName): JobQueue;
  readiness(): Promise<{ postgres: boolean; redis: boolean }>;
  close(): Promise<void>;
}

export const queueNames = ['imports', 'maintenance', 'reminders'] as const;
export type QueueName = (typeof queueNames)[number];

/**
 * `readYourWritesMs`: how long a command waits for its read model before answering
 * `caughtUp: false` (5 s unless a test on a busy machine asks for longer).
 */
export function createRuntime(env: StoreEnv, options: { applicationName: string; readYourWritesMs?: number }): Runtime {
  const db = createDatabase(env.DATABASE_URL, { applicationName: options.applicationName });
  const kv = createKeyValueStore(env.REDIS_URL);
  const eventStore = createEventStore(env, db);
  const searchEngine = createSearchEngine(env, db, kv);
  const realtime = createRedisEmitter(env.REDIS_URL);
  const blobs = createLocalBlobStore(env.DATA_DIR);
  const identity = openIdentity(env, db, { realtime, blobs });
  // Identity's users, as the other contexts may read them (ADR 0071).
  const users = createUserDirectory(db);
  const queues = new Map<QueueName, JobQueue>();
  const queue = (name: QueueName) => {
    let opened = queues.get(name);
    if (!opened) {
      opened = createBullQueue(name, env.REDIS_URL, env.QUEUE_PREFIX);
      queues.set(name, opened);
    }
    return opened;
  };
  const libraryDeps = {
    db,
    searchEngine,
    blobs,
    realtime,
    importQueue: () => queue('imports'),
    users,
    checkLimits: {
      perUser: identity.attemptLimits.limiter('citationChecksPerUser', attemptRules.citationChecksPerUser),
      perAddress: identity.attemptLimits.limiter('citationChecksPerAddress', attemptRules.citationChecksPerAddress),
    },
  };
  const search = createSearch({ db, searchEngine, users });
  const library = createLibrary(libraryDeps);
  return {
    env,
    db,
    kv,
    eventStore,
    searchEngine,
    blobs,
    realtime,
    identity: identity.identity,
    billing: createBilling({ db, eventStore, blobs, notifier: identity.notifier, users, readYourWritesMs: options.readYourWritesMs }),
    guard: openGuard(env, kv, {
      answers: identity.attemptLimits.limiter('captchaAnswersPerVisitor', attemptRules.captchaAnswersPerVisitor),
      addressClicks: identity.attemptLimits.limiter('clicksPerAddress', attemptRules.clicksPerAddress),
    }),
    library,
    imports: createImports(libraryDeps),
    search,
    alerts: createAlerts({
      db,
      searchEngine,
      realtime,
      notifier: identity.notifier,
      users,
      paidHolders: createPaidPackageHolders(db),
      engineQuery: (mode, values) => search.toEngineQuery(mode, values),
      publicUrl: env.PUBLIC_URL,
    }),
    diary: createDiary({
      db,
      eventStore,
      blobs,
      realtime,
      notifier: identity.notifier,
      users,
      bookmarkedAt: (actor, citationId) => library.bookmarkedAt(actor, citationId),
      reminderQueue: () => queue('reminders'),
      readYourWritesMs: options.readYourWritesMs,
      ...(env.CLOCK_OFFSET_MS ? { clock: () => new Date(Date.now() + env.CLOCK_OFFSET_MS) } : {}),
    }),
    devOutbox: identity.outbox,
    admin: { outbox: (filter) => identity.outbox.list(filter) },
    queue,
    async readiness() {
      const [postgres, redis] = await Promise.all([db.ping(), kv.ping()]);
      return { postgres, redis };
    },
    async close() {
      await Promise.allSettled([...queues.values()].map((q) => q.close()));
      await Promise.allSettled([eventStore.close(), searchEngine.close(), realtime.close(), kv.close(), identity.close()]);
      await db.close();
    },
  };
}

/** The web process's runtime: the stores plus Socket.IO on the web server's origin. */
export interface WebRuntime extends Runtime {
  /** Socket.IO on the server; `identify` names the user behind a connection's cookies. */
  attachRealtime(server: HttpServer, identify?: (cookieHeader: string | undefined) => Promise<SocketIdentity | null>): RealtimeServer;
}

export function createWebRuntime(env: StoreEnv): WebRuntime {
  const runtime = createRuntime(env, { applicationName: 'qanoon-web' });
  const servers: RealtimeServer[] = [];
  return {
    ...runtime,
    attachRealtime(server, identify) {
      const realtimeServer = attachRealtimeServer(server, { redisUrl: env.REDIS_URL, ...(identify ? { identify } : {}) });
      servers.push(realtimeServer);
      return realtimeServer;
    },
    async close() {
      await Promise.allSettled(servers.map((s) => s.close()));
      await runtime.close();
    },
  };
}

/** The services of a runtime, without its stores: all the web's routes are given. */
export const servicesOf = (runtime: Runtime): Services => ({
  identity: runtime.identity,
  billing: runtime.billing,
  diary: runtime.diary,
  library: runtime.library,
  imports: runtime.imports,
  search: runtime.search,
  alerts: runtime.alerts,
  guard: runtime.guard,
  admin: runtime.admin,
});
