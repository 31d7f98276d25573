/** A unit of background work, as the service that handles it sees it. */
export interface JobContext<Data> {
  id: string;
  name: string;
  data: Data;
  attempt: number;
  /** Report progress (0–100, or any JSON); reaches the queue's listeners. */
  reportProgress(progress: number | Record<string, unknown>): Promise<void>;
  /** Aborted when the job is cancelled or the worker shuts down. */
  signal: AbortSignal;
}

export type JobHandler<Data = unknown, Result = unknown> = (job: JobContext<Data>) => Promise<Result>;

export interface EnqueueOptions {
  /** A job id makes the enqueue idempotent: a second add with the same id is ignored. */
  jobId?: string;
  attempts?: number;
  delayMs?: number;
  /** Cron pattern for a repeating job. */
  repeat?: { pattern: string };
}

/** How often a scheduled job runs: at a fixed interval or on a cron pattern. */
export type RepeatSchedule = { everyMs: number } | { pattern: string };

export interface JobState {
  id: string;
  name: string;
  state: 'waiting' | 'active' | 'completed' | 'failed' | 'delayed' | 'unknown';
  progress: unknown;
  data: unknown;
  /** How long after it was added the job may run. */
  delayMs: number;
  result?: unknown;
  failedReason?: string;
}

/** The queue port: BullMQ on Redis. */
export interface JobQueue {
  readonly name: string;
  enqueue<Data>(jobName: string, data: Data, options?: EnqueueOptions): Promise<string>;
  /**
   * Run a job again and again: every `everyMs` milliseconds or on a cron `pattern`. Keyed by
   * `schedulerId`, so every process may call it at start: the schedule is created once and
   * updated in place, never doubled.
   */
  schedule<Data>(schedulerId: string, jobName: string, data: Data, repeat: RepeatSchedule): Promise<void>;
  /** Stop a schedule; true when there was one. */
  unschedule(schedulerId: string): Promise<boolean>;
  getJob(id: string): Promise<JobState | null>;
  /** Take a job that has not started off the queue (e.g. a delayed reminder); true when one was. */
  remove(id: string): Promise<boolean>;
  /** Resolves with the job's result when it completes; rejects with its reason when it fails. */
  waitFor(id: string, timeoutMs?: number): Promise<unknown>;
  close(): Promise<void>;
}

export interface JobWorker {
  close(): Promise<void>;
}
