import { describe, expect, it } from 'vitest';
import { decodeRelayedEvent, encodeRelayedEvent, type RelayedEvent } from './relayed-event.ts';

const event: RelayedEvent = {
  streamId: 'subscription-0f8fad5b-d9cb-469f-a165-70867728950e',
  type: 'ReceiptSubmitted',
  data: { version: 1, package: 'monthly', note: 'رسید', nested: { fee: 1500 } },
  metadata: { by: '0f8fad5b-d9cb-469f-a165-70867728950e' },
  revision: 3n,
  // Past JSON's safe integers: a position is carried as decimal text.
  globalPosition: 9_007_199_254_740_993n,
  recordedAt: new Date('2025-03-01T10:20:30.456Z'),
};

describe('the relayed-event codec', () => {
  it('reads back every field of the event it wrote, positions beyond safe integers included', () => {
    const message = encodeRelayedEvent(event);
    expect(decodeRelayedEvent(message.value)).toEqual(event);
  });

  it('keys the message by stream and repeats type and position in headers', () => {
    const message = encodeRelayedEvent(event);
    expect(message.key).toBe(event.streamId);
    expect(message.headers).toEqual({ type: 'ReceiptSubmitted', 'global-position': '9007199254740993', 'content-type': 'application/json' });
  });

  it('writes the value analysts replay from in its documented shape', () => {
    expect(JSON.parse(encodeRelayedEvent(event).value)).toEqual({
      streamId: event.streamId,
      type: 'ReceiptSubmitted',
      revision: '3',
      globalPosition: '9007199254740993',
      recordedAt: '2025-03-01T10:20:30.456Z',
      data: event.data,
      metadata: event.metadata,
    });
  });

  it('refuses a value that is not a relayed event', () => {
    const value = JSON.parse(encodeRelayedEvent(event).value) as Record<string, unknown>;
    expect(() => decodeRelayedEvent('not json')).toThrow();
    expect(() => decodeRelayedEvent('null')).toThrow();
    expect(() => decodeRelayedEvent(JSON.stringify({ ...value, revision: 3 }))).toThrow();
    expect(() => decodeRelayedEvent(JSON.stringify({ ...value, globalPosition: '-1' }))).toThrow();
    expect(() => decodeRelayedEvent(JSON.stringify({ ...value, recordedAt: 'yesterday' }))).toThrow();
    expect(() => decodeRelayedEvent(JSON.stringify({ ...value, streamId: '' }))).toThrow();
  });
});
