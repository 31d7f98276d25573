import { z } from 'zod';

/** A recorded event as the Kafka relay carries it: the fields of the event store's RecordedEvent. */
export interface RelayedEvent {
  streamId: string;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  /** 0-based position of the event in its stream. */
  revision: bigint;
  /** Position in the event store's log. */
  globalPosition: bigint;
  recordedAt: Date;
}

const position = z
  .string()
  .regex(/^\d{1,20}$/)
  .transform((text) => BigInt(text));

/**
 * A relayed message's value: JSON an analyst can replay from (keep this shape stable).
 * Positions are decimal strings (they exceed JSON's safe integers).
 */
export const relayedEventSchema = z.object({
  streamId: z.string().min(1),
  type: z.string().min(1),
  revision: position,
  globalPosition: position,
  recordedAt: z.iso.datetime().transform((text) => new Date(text)),
  data: z.record(z.string(), z.unknown()),
  metadata: z.record(z.string(), z.unknown()),
});

/** A Kafka message as the relay sends it, without the client library's types. */
export interface RelayedMessage {
  /** The stream id, so a stream's events share a partition and keep their order. */
  key: string;
  value: string;
  /** `type` and `global-position` for consumers that filter or dedupe without parsing the value. */
  headers: { type: string; 'global-position': string; 'content-type': 'application/json' };
}

/** One message per event: the one encoding the relay writes and every reader reads back with {@link decodeRelayedEvent}. */
export function encodeRelayedEvent(event: RelayedEvent): RelayedMessage {
  const globalPosition = event.globalPosition.toString();
  return {
    key: event.streamId,
    value: JSON.stringify({
      streamId: event.streamId,
      type: event.type,
      revision: event.revision.toString(),
      globalPosition,
      recordedAt: event.recordedAt.toISOString(),
      data: event.data,
      metadata: event.metadata,
    }),
    headers: { type: event.type, 'global-position': globalPosition, 'content-type': 'application/json' },
  };
}

/** A relayed message's value as the event it carries; throws when it is not one (not JSON, or not the shape above). */
export function decodeRelayedEvent(value: string): RelayedEvent {
  return relayedEventSchema.parse(JSON.parse(value));
}
