import { EventEmitter } from 'node:events';
import pg from 'pg';
import { copyOut, type CopyRow } from '../postgres/copy-out.ts';
import type { Database } from '../postgres/database.ts';
import { runCatchUp } from './catch-up.ts';
import {
  WrongExpectedVersionError,
  type AppendResult,
  type BatchHandler,
  type EventStore,
  type ExpectedVersion,
  type NewEvent,
  type ReadAllOptions,
  type ReadAllPagesOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from './event-store.ts';

// Appends run qanoon_append_events (migration 0004): one transaction-scoped advisory lock, so
// global positions are handed out in commit order and a reader never sees p+1 before p
// (docs/decisions/0004-global-order-by-serialised-appends.md).
const CHANNEL = 'qanoon_events';

interface EventRow extends Record<string, unknown> {
  global_position: bigint;
  stream_id: string;
  revision: bigint;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  recorded_ms: bigint;
}

// When an event was recorded, as whole epoch milliseconds (a Date's precision; the server's
// microseconds are cut off, as parsing its text did): a number to read, not a date's text to
// parse, which cost a fold of the whole log about a microsecond an event (bench/README.md, replay).
const columns = 'global_position, stream_id, revision, type, data, metadata, floor(extract(epoch FROM recorded_at) * 1000)::int8 AS recorded_ms';
const recordedAtOf = (ms: bigint | string) => new Date(Number(ms));

function toRecorded(row: EventRow): RecordedEvent {
  return {
    globalPosition: row.global_position,
    streamId: row.stream_id,
    revision: row.revision,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    recordedAt: recordedAtOf(row.recorded_ms),
  };
}

/** A row of `columns` as COPY writes it, turned into the values the driver gives `readAll`. */
function copiedEventReader(): (row: CopyRow) => RecordedEvent {
  const { builtins, getTypeParser } = pg.types;
  const int8 = getTypeParser(builtins.INT8) as (text: string) => bigint;
  const jsonb = getTypeParser(builtins.JSONB) as (text: string) => Record<string, unknown>;
  return (row) => {
    const [position, streamId, revision, type, data, metadata, recordedMs] = row;
    if (row.length !== 7 || position == null || streamId == null || revision == null || type == null || data == null || metadata == null || recordedMs == null) {
      throw new Error(`an events row read by COPY does not have the ${columns} it was asked for`);
    }
    return {
      globalPosition: int8(position),
      streamId,
      revision: int8(revision),
      type,
      data: jsonb(data),
      metadata: jsonb(metadata),
      recordedAt: recordedAtOf(recordedMs),
    };
  };
}

export class PostgresEventStore implements EventStore {
  readonly name = 'postgres';
  // The events table of the same database that holds the checkpoints.
  readonly identity: string = 'postgres';
  private readonly appended = new EventEmitter().setMaxListeners(0);
  private listener: pg.Client | undefined;
  private listening: Promise<void> | undefined;

  constructor(
    private readonly db: Database,
    private readonly options: { pollIntervalMs?: number } = {},
  ) {}

  async appendToStream(streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    try {
      const { rows } = await this.db.query<{ last_revision: bigint; last_position: bigint }>(
        'SELECT last_revision, last_position FROM qanoon_append_events($1, $2, $3::text[], $4::jsonb[], $5::jsonb[])',
        [
          streamId,
          expected.toString(),
          events.map((e) => e.type),
          events.map((e) => JSON.stringify(e.data)),
          events.map((e) => JSON.stringify(e.metadata ?? {})),
        ],
      );
      const row = rows[0];
      if (!row) throw new Error(`append to ${streamId} returned nothing`);
      return { nextExpectedRevision: row.last_revision, lastGlobalPosition: row.last_position };
    } catch (error) {
      const { code, detail } = error as { code?: string; detail?: string };
      if (code === 'QN001') {
        throw new WrongExpectedVersionError(streamId, expected, detail === 'no_stream' || !detail ? 'no_stream' : BigInt(detail));
      }
      throw error;
    }
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${columns} FROM events WHERE stream_id = $1 ORDER BY revision`,
      [streamId],
    );
    return rows.map(toRecorded);
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${columns} FROM events WHERE global_position > $1 ORDER BY global_position LIMIT $2`,
      [(options.after ?? 0n).toString(), options.maxCount ?? 1000],
    );
    return rows.map(toRecorded);
  }

  /**
   * One `COPY … TO STDOUT` of the events after the position, on a connection of its own: a
   * single snapshot (serialised appends leave no gap in it, ADR 0004), no query per page, and the
   * server keeps sending while the caller works on a page. 1.15–1.7 times the rate of `readAll`'s
   * pages (bench/README.md, replay).
   */
  async *readAllPages(options: ReadAllPagesOptions = {}): AsyncGenerator<RecordedEvent[]> {
    const pageSize = options.pageSize ?? 1000;
    const after = BigInt(options.after ?? 0n);
    const toRecorded = copiedEventReader();
    const client = await this.db.pool.connect();
    let finished = false;
    try {
      let page: RecordedEvent[] = [];
      for await (const rows of copyOut(client, `SELECT ${columns} FROM events WHERE global_position > ${after} ORDER BY global_position`)) {
        for (const row of rows) {
          page.push(toRecorded(row));
          if (page.length === pageSize) {
            yield page;
            page = [];
          }
        }
      }
      if (page.length > 0) yield page;
      finished = true;
    } finally {
      // A read left early or broken leaves the connection mid-COPY: it is closed, not reused.
      client.release(!finished);
    }
  }

  subscribeToAll(handler: BatchHandler, options: SubscribeOptions = {}): Subscription {
    void this.listen();
    return runCatchUp({
      after: options.after ?? 0n,
      read: (after) => this.readAll({ after, maxCount: options.batchSize ?? 500 }),
      handler,
      wake: this.appended,
      pollIntervalMs: this.options.pollIntervalMs ?? 1000,
    });
  }

  /** One LISTEN connection per store wakes every subscription when anything is appended. */
  private listen(): Promise<void> {
    this.listening ??= (async () => {
      const client = new pg.Client({ connectionString: this.connectionString() });
      client.on('error', () => {
        this.listener = undefined;
        this.listening = undefined;
      });
      client.on('notification', () => this.appended.emit('appended'));
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      this.listener = client;
    })().catch(() => {
      // Without notifications the subscriptions still poll; try to listen again next time.
      this.listening = undefined;
    });
    return this.listening;
  }

  private connectionString(): string {
    const options = this.db.pool.options as { connectionString?: string };
    if (!options.connectionString) throw new Error('the database pool has no connection string');
    return options.connectionString;
  }

  async close(): Promise<void> {
    await this.listening;
    await this.listener?.end().catch(() => {});
    this.listener = undefined;
  }
}
