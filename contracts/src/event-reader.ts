import type { z } from 'zod';

/** The events a map of schemas describes: `{ type, data }` for each event type. */
export type EventsOf<S extends Record<string, z.ZodType>> = { [T in keyof S & string]: { type: T; data: z.output<S[T]> } }[keyof S & string];

/**
 * A reader of one stream kind's stored events: an event of `schemas`, parsed (and so upcast,
 * where a schema does that) to the current version; null when it is another stream kind's event.
 * Throws when the data fits no known version: a stored event is never guessed at.
 */
export function eventReader<S extends Record<string, z.ZodType>>(schemas: S) {
  return (event: { type: string; data: unknown }): EventsOf<S> | null => {
    const schema = Object.hasOwn(schemas, event.type) ? schemas[event.type] : undefined;
    if (!schema) return null;
    const data: unknown = schema.parse(event.data);
    return { type: event.type, data } as EventsOf<S>;
  };
}
