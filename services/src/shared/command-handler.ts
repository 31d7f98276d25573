import { WrongExpectedVersionError, type EventStore, type ExpectedVersion } from '@qanoon/infra';
import { failure, type Failure } from './outcome.ts';

/** An event as it is kept: its type and payload (the store adds position and revision). */
export interface DomainEvent {
  type: string;
  data: Record<string, unknown>;
}

/**
 * An event-sourced aggregate: where its stream lives, how stored events read back (null for
 * another kind's), how they fold into state, and what a command decides on that state.
 */
export interface Aggregate<Command, Event extends DomainEvent, State> {
  streamOf: (id: string) => string;
  read: (stored: { type: string; data: unknown }) => Event | null;
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[] | Failure;
  /**
   * The spec's message when others kept appending to the stream between our read and our
   * append, so the command could not be applied on a fresh look either.
   */
  changedElsewhere: string;
  /**
   * A command refused only on a fresh look was fine when the user asked: answer
   * {@link changedElsewhere} ('changedElsewhere') or the decider's own refusal ('refusal').
   */
  refusedOnRetry: 'changedElsewhere' | 'refusal';
}

/** A command applied: the state before and after, the events appended and where the last one landed. */
export interface Handled<Event, State> {
  ok: true;
  before: State;
  after: State;
  events: Event[];
  /** Global position of the last event appended; null when the command changed nothing. */
  position: bigint | null;
}

/**
 * What a command sent from a device that was offline carries (ADR 0067): its id, applied once
 * however often it is re-sent, and the stream revision the user saw when they made it.
 */
export interface CommandGuard {
  commandId?: string | undefined;
  /** The revision the command was made against; null when it was made on no stream at all. */
  expectedRevision?: bigint | null | undefined;
}

/** The stream moved on since the revision the command was made against: nothing was appended. */
export type Conflict = Failure & { conflict: { revision: bigint | null } };

export const isConflict = (value: unknown): value is Conflict =>
  typeof value === 'object' && value !== null && 'conflict' in value && 'ok' in value && value.ok === false;

/** A command, or how to build it afresh from current facts on each look (it may refuse itself). */
export type CommandSource<Command> = Command | (() => Promise<Command | Failure>);

/** How many times a command is read, decided and appended before answering `changedElsewhere`. */
const maxLooks = 2;

const isFailure = (value: unknown): value is Failure =>
  typeof value === 'object' && value !== null && 'ok' in value && value.ok === false;

/**
 * Every event-sourced command runs through here, as Emmett's CommandHandler does: load the
 * stream, fold it, decide, append at the revision read. When someone else appended in between,
 * read and decide once more (every command is safe to retry: it is decided anew on fresh state);
 * after that, answer the aggregate's `changedElsewhere` message.
 */
export function commandHandler<Command, Event extends DomainEvent, State>(aggregate: Aggregate<Command, Event, State>) {
  /** The aggregate as its stream tells it, and the revision to append after. */
  async function load(eventStore: EventStore, id: string): Promise<{ state: State; expected: ExpectedVersion; commandIds: Set<unknown> }> {
    const recorded = await eventStore.readStream(aggregate.streamOf(id));
    const state = recorded.reduce((folded, stored) => {
      const event = aggregate.read(stored);
      return event === null ? folded : aggregate.evolve(folded, event);
    }, aggregate.initialState());
    const last = recorded[recorded.length - 1];
    const commandIds = new Set(recorded.map((stored) => stored.metadata?.commandId).filter((commandId) => commandId !== undefined));
    return { state, expected: last ? last.revision : 'no_stream', commandIds };
  }

  async function handle(
    eventStore: EventStore,
    id: string,
    source: CommandSource<Command>,
    metadata: Record<string, unknown>,
    guard: CommandGuard = {},
  ): Promise<Handled<Event, State> | Failure | Conflict> {
    for (let look = 1; look <= maxLooks; look++) {
      const { state, expected, commandIds } = await load(eventStore, id);
      // A command id already in the stream was applied: a re-send answers as the first did and
      // appends nothing. The id and the revision are checked on the very read the append is
      // made against, so two sends of one command racing each other append it once.
      const { commandId, expectedRevision } = guard;
      if (commandId !== undefined && commandIds.has(commandId)) return { ok: true, before: state, after: state, events: [], position: null };
      const revision = expected === 'no_stream' ? null : (expected as bigint);
      if (expectedRevision !== undefined && expectedRevision !== revision) {
        return { ...failure(aggregate.changedElsewhere), conflict: { revision } };
      }
      const command = typeof source === 'function' ? await (source as () => Promise<Command | Failure>)() : source;
      if (isFailure(command)) return command;
      const decision = aggregate.decide(command, state);
      if (!Array.isArray(decision)) {
        return look > 1 && aggregate.refusedOnRetry === 'changedElsewhere' ? failure(aggregate.changedElsewhere) : decision;
      }
      if (decision.length === 0) return { ok: true, before: state, after: state, events: [], position: null };
      try {
        const appended = await eventStore.appendToStream(
          aggregate.streamOf(id),
          decision.map((event) => ({ type: event.type, data: event.data, metadata: commandId === undefined ? metadata : { ...metadata, commandId } })),
          expected,
        );
        return { ok: true, before: state, after: decision.reduce(aggregate.evolve, state), events: decision, position: appended.lastGlobalPosition };
      } catch (error) {
        if (!(error instanceof WrongExpectedVersionError)) throw error;
      }
    }
    return failure(aggregate.changedElsewhere);
  }

  return { load, handle };
}
