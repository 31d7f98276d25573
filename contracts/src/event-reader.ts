import type { z } from 'zod';

/** The events a map of schemas describes: `{ type, data }` for each event type. */
export type EventsOf<S extends Record<string, z.ZodType>> = { [T in keyof S & string]: { type: T; data: z.output<S[T]> } }[keyof S & string];

/** A check that accepts only data the schema's parse would give back as it is; null for a schema it cannot check exactly. */
export type ExactCheckCompiler = (schema: z.ZodType) => ((data: unknown) => boolean) | null;

let compileExactCheck: ExactCheckCompiler | null = null;

/**
 * Lets the readers below check an event with a compiled check before zod's parse: the server's
 * processes use infra's (ADR 0051), which accepts only what zod would give back as it is; data it
 * refuses still goes to zod. Without one, every event goes to zod.
 */
export function useExactChecks(compiler: ExactCheckCompiler): void {
  compileExactCheck = compiler;
}

/**
 * A reader of one stream kind's stored events: an event of `schemas`, parsed (and so upcast,
 * where a schema does that) to the current version; null when it is another stream kind's event.
 * Throws when the data fits no known version: a stored event is never guessed at.
 */
export function eventReader<S extends Record<string, z.ZodType>>(schemas: S) {
  // Compiled on the first event of each type, so a module that only names the schemas compiles nothing.
  const checks = new Map<string, ((data: unknown) => boolean) | null>();
  const checkOf = (type: string, schema: z.ZodType) => {
    if (!compileExactCheck) return null;
    let check = checks.get(type);
    if (check === undefined) {
      check = compileExactCheck(schema);
      checks.set(type, check);
    }
    return check;
  };
  return (event: { type: string; data: unknown }): EventsOf<S> | null => {
    const schema = Object.hasOwn(schemas, event.type) ? schemas[event.type] : undefined;
    if (!schema) return null;
    const data: unknown = checkOf(event.type, schema)?.(event.data) ? event.data : schema.parse(event.data);
    return { type: event.type, data } as EventsOf<S>;
  };
}
