import {
  ANY,
  EventStoreDBClient,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  StreamNotFoundError,
  UnknownError,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
} from '@eventstore/db-client';
import type {
  AllStreamResolvedEvent,
  AllStreamSubscription,
  AppendExpectedRevision,
  Position,
  ReadPosition,
  ResolvedEvent,
} from '@eventstore/db-client';
import {
  readAllInPages,
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

const READ_PAGE = 1000;
const GRPC_INVALID_ARGUMENT = 3;

type EsdbRecorded = NonNullable<ResolvedEvent['event']>;

function toExpectedRevision(expected: ExpectedVersion): AppendExpectedRevision {
  switch (expected) {
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    case 'any':
      return ANY;
    default:
      return expected;
  }
}

// Every event appended over gRPC is its own committed prepare record, so its commit position
// equals its prepare position and is unique per event; only legacy TCP transactions shared one
// commit position. https://github.com/kurrent-io/KurrentDB/blob/3a63c7edee522ecb40d285783020b2e26ba57053/src/EventStore.Core/Services/Storage/ReaderIndex/AllReader.cs
// and https://github.com/kurrent-io/KurrentDB-Client-Dotnet/issues/20
function globalPositionOf(event: EsdbRecorded): bigint {
  if (!event.position) throw new Error('EventStoreDB returned an event without a position (needs server 22.6 or later)');
  return event.position.commit;
}

const at = (position: bigint): Position => ({ commit: position, prepare: position });

const isSystem = (event: EsdbRecorded) => event.type.startsWith('$') || event.streamId.startsWith('$');

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array)
    ? (value as Record<string, unknown>)
    : {};

function toRecorded(event: EsdbRecorded): RecordedEvent {
  return {
    streamId: event.streamId,
    type: event.type,
    data: asRecord(event.data),
    metadata: asRecord(event.metadata),
    revision: event.revision,
    globalPosition: globalPositionOf(event),
    recordedAt: event.created,
  };
}

/** User events of a resolved $all entry; system events and links are nothing to the port. */
function userEvent(resolved: AllStreamResolvedEvent): RecordedEvent | undefined {
  const { event } = resolved;
  if (!event || isSystem(event)) return undefined;
  return toRecorded(event);
}

export class EventStoreDbEventStore implements EventStore {
  readonly name = 'eventstoredb';

  constructor(
    private readonly client: EventStoreDBClient,
    readonly identity = 'eventstoredb',
  ) {}

  async appendToStream(streamId: string, events: NewEvent[], expected: ExpectedVersion): Promise<AppendResult> {
    if (events.length === 0) throw new Error('appendToStream needs at least one event');
    const data = events.map((e) => jsonEvent({ type: e.type, data: e.data, metadata: e.metadata ?? {} }));
    try {
      const result = await this.client.appendToStream(streamId, data, { expectedRevision: toExpectedRevision(expected) });
      const lastGlobalPosition =
        result.position?.commit ?? (await this.positionOf(streamId, result.nextExpectedRevision));
      return { nextExpectedRevision: result.nextExpectedRevision, lastGlobalPosition };
    } catch (error) {
      if (error instanceof EsdbWrongExpectedVersionError) {
        throw new WrongExpectedVersionError(streamId, expected, error.actualVersion);
      }
      throw error;
    }
  }

  private async positionOf(streamId: string, revision: bigint): Promise<bigint> {
    for await (const resolved of this.client.readStream(streamId, { fromRevision: revision, maxCount: 1 })) {
      if (resolved.event) return globalPositionOf(resolved.event);
    }
    throw new Error(`EventStoreDB has no event ${revision} in ${streamId}`);
  }

  async readStream(streamId: string): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      for await (const resolved of this.client.readStream(streamId)) {
        if (resolved.event) events.push(toRecorded(resolved.event));
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const maxCount = options.maxCount ?? 1000;
    const events: RecordedEvent[] = [];
    // $all reads include fromPosition and system events are filtered here, so read in pages,
    // skipping what is at or below the floor, until enough user events are collected.
    let floor = options.after ?? -1n;
    let from = await this.startingPoint(options.after);
    while (events.length < maxCount) {
      let seen = 0;
      let cursor: bigint | undefined;
      const page = this.client.readAll({ fromPosition: from, maxCount: READ_PAGE });
      try {
        for await (const resolved of page) {
          seen += 1;
          const position = resolved.event?.position?.commit;
          if (position === undefined) continue;
          cursor = position;
          if (position <= floor) continue;
          floor = position;
          const event = userEvent(resolved);
          if (event) events.push(event);
          if (events.length === maxCount) break;
        }
      } finally {
        await page.cancel();
      }
      if (seen < READ_PAGE || cursor === undefined) break;
      from = at(cursor);
    }
    return events;
  }

  readAllPages(options: ReadAllPagesOptions = {}): AsyncIterable<RecordedEvent[]> {
    return readAllInPages((page) => this.readAll(page), options);
  }

  // The port takes any bigint as an exclusive bound, but EventStoreDB reads only from real record
  // positions and answers INVALID_ARGUMENT otherwise: such a bound is read from the start and
  // filtered here, which costs a full scan but never skips or repeats an event.
  private async startingPoint(after: bigint | undefined): Promise<ReadPosition> {
    if (after === undefined || after <= 0n) return START;
    const probe = this.client.readAll({ fromPosition: at(after), maxCount: 1 });
    try {
      for await (const _ of probe) break;
      return at(after);
    } catch (error) {
      if (error instanceof UnknownError && Number(error.code) === GRPC_INVALID_ARGUMENT) return START;
      throw error;
    } finally {
      await probe.cancel();
    }
  }

  subscribeToAll(handler: BatchHandler, options: SubscribeOptions = {}): Subscription {
    const batchSize = options.batchSize ?? 500;
    let stream: AllStreamSubscription | undefined;
    let stopped = false;
    let ended = false;
    let failure: Error | undefined;
    let wake: (() => void) | undefined;
    const signal = () => {
      const resolve = wake;
      wake = undefined;
      resolve?.();
    };

    const open = async (): Promise<AllStreamSubscription> => {
      const fromPosition = await this.startingPoint(options.after);
      const opened = this.client.subscribeToAll({ fromPosition, filter: excludeSystemEvents() }, { highWaterMark: batchSize });
      opened.on('readable', signal);
      opened.on('end', () => {
        ended = true;
        signal();
      });
      opened.on('error', (error: Error) => {
        failure ??= error;
        signal();
      });
      return opened;
    };

    const done = (async () => {
      let last = options.after ?? -1n;
      try {
        stream = await open();
        while (!stopped) {
          // Take what is buffered, up to a batch; the stream applies back-pressure meanwhile.
          const batch: RecordedEvent[] = [];
          let resolved: AllStreamResolvedEvent | null;
          while (batch.length < batchSize && (resolved = stream.read() as AllStreamResolvedEvent | null) !== null) {
            const event = userEvent(resolved);
            if (event && event.globalPosition > last) batch.push(event);
          }
          const newest = batch[batch.length - 1];
          if (newest) {
            await handler(batch);
            last = newest.globalPosition;
            continue;
          }
          if (failure !== undefined) throw failure;
          if (ended) throw new Error('the EventStoreDB subscription ended unexpectedly');
          await new Promise<void>((resolve) => {
            wake = resolve;
          });
        }
      } finally {
        await stream?.unsubscribe().catch(() => {});
        stream?.destroy();
      }
    })();

    return {
      done,
      async stop() {
        stopped = true;
        signal();
        await done.catch(() => {});
      },
    };
  }

  async close(): Promise<void> {
    await this.client.dispose();
  }
}

/** An event store on EventStoreDB, e.g. `esdb://eventstoredb:2113?tls=false`. */
export function createEventStoreDbEventStore(url: string): EventStoreDbEventStore {
  return new EventStoreDbEventStore(EventStoreDBClient.connectionString(url), eventStoreDbIdentity(url));
}

/** `eventstoredb:<hosts>` of a connection string, without credentials or options. */
export function eventStoreDbIdentity(url: string): string {
  const hosts = url.replace(/^[\w+]+:\/\//, '').replace(/^[^@/]*@/, '').split(/[/?]/)[0] ?? '';
  return `eventstoredb:${hosts.toLowerCase()}`;
}
