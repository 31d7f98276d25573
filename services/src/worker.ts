import { migrate, rooms, startBullWorker, startHeartbeat } from '@qanoon/infra';
import { env } from './env.ts';
import { resyncRemindersJob } from './diary/deps.ts';
import { expireDueJob, jobHandlers, matchAlertsJob, sendDigestsJob } from './jobs/handlers.ts';
import { createRuntime, queueNames } from './runtime.ts';

const log = (line: string) => process.stdout.write(`[worker] ${line}\n`);

await migrate(env.DATABASE_URL);
const runtime = createRuntime(env, { applicationName: 'qanoon-worker' });
const handlers = jobHandlers(runtime);

const workers = queueNames.map((queue) =>
  startBullWorker(queue, env.REDIS_URL, handlers[queue], {
    prefix: env.QUEUE_PREFIX,
    concurrency: env.WORKER_CONCURRENCY,
    lockDurationMs: env.JOB_LOCK_SECONDS * 1000,
    // Admins watch long jobs (imports, seeding) move live.
    onProgress: (job, progress) => runtime.realtime.emit(rooms.admins, 'job:progress', { queue, ...job, progress }),
  }),
);
// Every worker upserts the same schedule at start: one sweep a minute however many run.
await runtime.queue('maintenance').schedule(expireDueJob, expireDueJob, {}, { everyMs: 60_000 });
await runtime.queue('reminders').schedule(resyncRemindersJob, resyncRemindersJob, {}, { everyMs: 3_600_000 });
// Saved searches: digests checked every quarter hour (each waits its day or week), and matching
// swept every ten minutes besides after each import, for judgments written any other way.
await runtime.queue('maintenance').schedule(sendDigestsJob, sendDigestsJob, {}, { everyMs: 900_000 });
await runtime.queue('maintenance').schedule(matchAlertsJob, matchAlertsJob, {}, { everyMs: 600_000 });
// Without an HTTP port, the container's health check reads this heartbeat (npm run health -w @qanoon/infra).
const heartbeat = env.HEARTBEAT_FILE
  ? startHeartbeat(env.HEARTBEAT_FILE, async () => Object.values(await runtime.readiness()).every(Boolean))
  : undefined;
log(`running jobs of ${queueNames.join(', ')}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: finishing the jobs under way`);
  await heartbeat?.stop();
  await Promise.allSettled(workers.map((w) => w.close()));
  await runtime.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
