/**
 * Expected version of a stream when appending. Backends count revisions differently, so the
 * port speaks in symbols plus a concrete revision (0-based index of the stream's last event).
 */
export type ExpectedVersion = 'no_stream' | 'stream_exists' | 'any' | bigint;

/** An event as a command handler proposes it: a type and its payload. */
export interface NewEvent {
  type: string;
  data: Record<string, unknown>;
  metadata?: Record<string, unknown>;
}

/** An event as it was stored. */
export interface RecordedEvent {
  streamId: string;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  /** 0-based position of the event in its stream. */
  revision: bigint;
  /**
   * Position in the store's global log. Strictly increasing in commit order: a subscriber that
   * has seen position p will never later be shown an event with a position at or below p.
   */
  globalPosition: bigint;
  recordedAt: Date;
}

export interface AppendResult {
  /** Revision of the last event appended. */
  nextExpectedRevision: bigint;
  /** Global position of the last event appended. */
  lastGlobalPosition: bigint;
}

export interface ReadAllOptions {
  /** Exclusive lower bound: events strictly after this position. Defaults to the beginning. */
  after?: bigint;
  maxCount?: number;
}

export interface ReadAllPagesOptions {
  /** Exclusive lower bound: events strictly after this position. Defaults to the beginning. */
  after?: bigint;
  /** Events per page; the last page may hold fewer. */
  pageSize?: number;
}

export interface SubscribeOptions {
  /** Exclusive lower bound to catch up from. Defaults to the beginning. */
  after?: bigint;
  /** Largest batch handed to the handler at once. */
  batchSize?: number;
}

/**
 * A catch-up subscription: the handler receives events in global order, one batch at a time,
 * never concurrently; the next batch is read only after the handler's promise resolves.
 */
export interface Subscription {
  stop(): Promise<void>;
  /** Settles when the subscription stops; rejects if the handler or the store failed. */
  readonly done: Promise<void>;
}

export type BatchHandler = (events: RecordedEvent[]) => Promise<void>;

/** The event store port: one interface for every backend (PostgreSQL, EventStoreDB). */
export interface EventStore {
  readonly name: string;
  /**
   * Which log the global positions belong to (`postgres`, `eventstoredb:<hosts>`). A position
   * from one store means nothing in another, so checkpoints record this beside their position.
   */
  readonly identity: string;
  /**
   * Append events atomically. Throws {@link WrongExpectedVersionError} when the stream is not at
   * the expected version; nothing is written then.
   */
  appendToStream(streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult>;
  /** Every event of one stream in revision order; an empty list for a stream that does not exist. */
  readStream(streamId: string): Promise<RecordedEvent[]>;
  /** Events of every stream in global order. */
  readAll(options?: ReadAllOptions): Promise<RecordedEvent[]>;
  /**
   * Every event after a position to the end of the log, in global order and in pages, read as
   * fast as the store can deliver: for folding the whole history (the payment report, a
   * projection's rebuild). The store reads ahead while the caller works on a page; leaving the
   * loop early ends the read. Events appended during the read may or may not be included.
   */
  readAllPages(options?: ReadAllPagesOptions): AsyncIterable<RecordedEvent[]>;
  subscribeToAll(handler: BatchHandler, options?: SubscribeOptions): Subscription;
  close(): Promise<void>;
}

export class WrongExpectedVersionError extends Error {
  override readonly name = 'WrongExpectedVersionError';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`Stream ${streamId} expected at ${String(expected)} but is at ${String(actual)}`);
  }
}

/**
 * {@link EventStore.readAllPages} from `readAll`: page after page until an empty one, the next
 * page asked for before this one is handed over, so the store and the caller work side by side.
 */
export async function* readAllInPages(
  readAll: (options: ReadAllOptions) => Promise<RecordedEvent[]>,
  options: ReadAllPagesOptions = {},
): AsyncGenerator<RecordedEvent[]> {
  const maxCount = options.pageSize ?? 1000;
  let next = readAll(options.after === undefined ? { maxCount } : { after: options.after, maxCount });
  try {
    for (;;) {
      const page = await next;
      const last = page.at(-1);
      if (!last) return;
      next = readAll({ after: last.globalPosition, maxCount });
      yield page;
    }
  } finally {
    // A caller that stopped early leaves a page being read; its outcome no longer matters.
    next.catch(() => {});
  }
}
