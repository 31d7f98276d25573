import { Queue, QueueEvents, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import type { EnqueueOptions, JobHandler, JobQueue, JobState, JobWorker } from './queue.ts';

// BullMQ's blocking commands need a connection that never gives up on a request.
const connect = (redisUrl: string) => {
  const client = new Redis(redisUrl, { maxRetriesPerRequest: null });
  client.on('error', () => {});
  return client;
};

export function createBullQueue(queueName: string, redisUrl: string, prefix = 'qanoon'): JobQueue {
  const connection = connect(redisUrl);
  const queue = new Queue(queueName, { connection, prefix });
  let events: QueueEvents | undefined;
  let eventsConnection: Redis | undefined;

  const toState = async (job: Job): Promise<JobState> => {
    const state = await job.getState();
    const known = ['waiting', 'active', 'completed', 'failed', 'delayed'] as const;
    return {
      id: job.id ?? '',
      name: job.name,
      state: (known as readonly string[]).includes(state) ? (state as JobState['state']) : 'unknown',
      progress: job.progress,
      data: job.data as unknown,
      delayMs: job.delay ?? 0,
      result: job.returnvalue as unknown,
      ...(job.failedReason ? { failedReason: job.failedReason } : {}),
    };
  };

  return {
    name: queueName,
    async enqueue(jobName, data, options: EnqueueOptions = {}) {
      const job = await queue.add(jobName, data, {
        ...(options.jobId ? { jobId: options.jobId } : {}),
        attempts: options.attempts ?? 1,
        ...(options.delayMs ? { delay: options.delayMs } : {}),
        ...(options.repeat ? { repeat: { pattern: options.repeat.pattern } } : {}),
        removeOnComplete: { age: 7 * 24 * 3600, count: 1000 },
        removeOnFail: { age: 30 * 24 * 3600 },
      });
      return job.id ?? '';
    },
    async schedule(schedulerId, jobName, data, repeat) {
      await queue.upsertJobScheduler(
        schedulerId,
        'everyMs' in repeat ? { every: repeat.everyMs } : { pattern: repeat.pattern },
        { name: jobName, data, opts: { attempts: 1, removeOnComplete: { age: 24 * 3600, count: 100 }, removeOnFail: { age: 7 * 24 * 3600 } } },
      );
    },
    async unschedule(schedulerId) {
      return queue.removeJobScheduler(schedulerId);
    },
    async getJob(id) {
      const job = await queue.getJob(id);
      return job ? toState(job) : null;
    },
    async remove(id) {
      // 0 when there is no such job, or it is running (locked by a worker).
      return (await queue.remove(id)) === 1;
    },
    async waitFor(id, timeoutMs = 60_000) {
      if (!events) {
        eventsConnection = connect(redisUrl);
        events = new QueueEvents(queueName, { connection: eventsConnection, prefix });
        await events.waitUntilReady();
      }
      const job = await queue.getJob(id);
      if (!job) throw new Error(`No job ${id} in queue ${queueName}`);
      return (await job.waitUntilFinished(events, timeoutMs)) as unknown;
    },
    async close() {
      await events?.close();
      await queue.close();
      eventsConnection?.disconnect();
      connection.disconnect();
    },
  };
}

/**
 * Run handlers for the jobs of one queue. Progress reported by a handler is stored on the job
 * and published to QueueEvents listeners; onProgress lets the caller forward it (e.g. realtime).
 */
export function startBullWorker(
  queueName: string,
  redisUrl: string,
  handlers: Record<string, JobHandler>,
  options: {
    concurrency?: number;
    prefix?: string;
    onProgress?: (job: { id: string; name: string }, progress: unknown) => void;
    /**
     * How long a job's lock lasts without renewal (BullMQ renews it at half time). A worker that
     * dies holding a job frees it for another worker after about twice this: the job is stalled
     * and runs again (an import resumes from its last committed batch). Default 30 s.
     */
    lockDurationMs?: number;
  } = {},
): JobWorker {
  const prefix = options.prefix ?? 'qanoon';
  const connection = connect(redisUrl);
  const controllers = new Map<string, AbortController>();
  const worker = new Worker(
    queueName,
    async (job) => {
      const handler = handlers[job.name];
      if (!handler) throw new Error(`No handler for job ${job.name} on queue ${queueName}`);
      const controller = new AbortController();
      const id = job.id ?? '';
      controllers.set(id, controller);
      try {
        return await handler({
          id,
          name: job.name,
          data: job.data as unknown,
          attempt: job.attemptsMade + 1,
          signal: controller.signal,
          async reportProgress(progress) {
            await job.updateProgress(progress);
            options.onProgress?.({ id, name: job.name }, progress);
          },
        });
      } finally {
        controllers.delete(id);
      }
    },
    {
      connection,
      prefix,
      concurrency: options.concurrency ?? 1,
      ...(options.lockDurationMs ? { lockDuration: options.lockDurationMs, stalledInterval: options.lockDurationMs } : {}),
    },
  );
  worker.on('error', () => {});
  return {
    async close() {
      for (const controller of controllers.values()) controller.abort();
      await worker.close();
      connection.disconnect();
    },
  };
}
