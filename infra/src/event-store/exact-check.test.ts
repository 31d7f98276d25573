import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { diaryCaseEventSchemas, readDiaryCaseEvent, readSubscriptionEvent, subscriptionEventSchemas } from '@qanoon/contracts';
import { compiledCheck } from './exact-check.ts';
// The registration every server process gets from infra's index.
import '../index.ts';

const schemas: Record<string, z.ZodType> = { ...subscriptionEventSchemas, ...diaryCaseEventSchemas };
const read = (event: { type: string; data: unknown }) => (Object.hasOwn(subscriptionEventSchemas, event.type) ? readSubscriptionEvent(event) : readDiaryCaseEvent(event));

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface Node {
  type: string;
  format?: string;
  shape?: Record<string, { _zod: { def: Node } }>;
  innerType?: { _zod: { def: Node } };
  element?: { _zod: { def: Node } };
  values?: Json[];
  entries?: Record<string, string>;
  checks?: { _zod: { def: { check: string; minimum?: number } } }[];
}

/** A value the node accepts, built from the schema itself so every event type gets one. */
function valid(node: Node): Json {
  switch (node.type) {
    case 'object':
      return Object.fromEntries(Object.entries(node.shape ?? {}).map(([key, child]) => [key, valid(child._zod.def)]));
    case 'optional':
    case 'nullable':
      return valid((node.innerType as { _zod: { def: Node } })._zod.def);
    case 'array':
      return [valid((node.element as { _zod: { def: Node } })._zod.def)];
    case 'literal':
      return node.values?.[0] ?? null;
    case 'enum':
      return Object.values(node.entries ?? {})[0] ?? null;
    case 'number':
      return 5;
    case 'boolean':
      return true;
    default: {
      const formats: Record<string, string> = {
        uuid: '3b241101-e2bb-4255-8caf-4136c566a962',
        datetime: '2024-02-29T23:59:59.999Z',
        date: '2024-02-29',
        time: '10:30',
      };
      return node.format ? (formats[node.format] ?? 'x') : 'text';
    }
  }
}

/** Values an attacker or a broken writer might leave in a stored event's field. */
const odd: Json[] = [
  null,
  '',
  'x',
  ' ',
  '𝒳',
  0,
  -1,
  1.5,
  2 ** 53,
  true,
  [],
  {},
  '3B241101-E2BB-4255-8CAF-4136C566A962',
  '3b241101-e2bb-0255-8caf-4136c566a962',
  '3b241101-e2bb-4255-7caf-4136c566a962',
  '00000000-0000-0000-0000-000000000000',
  '3b241101e2bb42558caf4136c566a962',
  '2025-02-29T00:00:00Z',
  '2024-02-29T00:00:00+05:00',
  '2024-02-29 00:00:00Z',
  '2024-02-29T24:00:00Z',
  '2024-13-01',
  '2024-02-30',
  '25:00',
  '10:30:00',
  '10:30:00.5',
  'bank',
  'heard',
  'pdf',
  1,
  '1',
];

/** Every event with one field (at any depth) replaced, removed, or joined by a key no schema names. */
function* mutations(value: Json): Generator<Json> {
  if (Array.isArray(value)) {
    yield [];
    for (let i = 0; i < value.length; i++) for (const changed of mutations(value[i] as Json)) yield value.map((item, j) => (j === i ? changed : item));
    return;
  }
  if (typeof value !== 'object' || value === null) {
    yield* odd;
    return;
  }
  yield { ...value, unexpected: 'x' };
  for (const key of Object.keys(value)) {
    const { [key]: removed, ...rest } = value;
    yield rest;
    for (const changed of mutations(removed as Json)) yield { ...value, [key]: changed };
  }
}

describe('reading stored events', () => {
  it('compiles a check for every event of the Subscription and diary case streams, so none is left to the slow parse', () => {
    expect(Object.entries(schemas).filter(([, schema]) => compiledCheck(schema) === null).map(([type]) => type)).toEqual([]);
  });

  it("gives back a valid event's own data, checked without zod, and a copy without the keys no schema names otherwise", () => {
    for (const [type, schema] of Object.entries(schemas)) {
      const data = valid((schema as unknown as { _zod: { def: Node } })._zod.def) as Record<string, Json>;
      expect(read({ type, data })?.data, type).toBe(data);
      const extra = { ...data, unexpected: 'x' };
      const stripped = read({ type, data: extra })?.data;
      expect(stripped, type).not.toBe(extra);
      expect(stripped, type).toEqual(data);
    }
  });

  it('accepts, refuses and strips exactly as zod does, for every event type and thousands of damaged events', () => {
    let compared = 0;
    for (const [type, schema] of Object.entries(schemas)) {
      const sample = valid((schema as unknown as { _zod: { def: Node } })._zod.def);
      expect(schema.safeParse(sample).success, `${type}'s sample`).toBe(true);
      for (const data of [sample, ...mutations(sample)]) {
        const zod = schema.safeParse(structuredClone(data));
        compared += 1;
        if (zod.success) expect(read({ type, data: structuredClone(data) })?.data, `${type} ${JSON.stringify(data)}`).toEqual(zod.data);
        else expect(() => read({ type, data: structuredClone(data) }), `${type} ${JSON.stringify(data)}`).toThrow();
      }
    }
    expect(compared).toBeGreaterThan(3_000);
  });

  it('leaves to zod alone a schema whose JSON Schema would check less or give back other data', () => {
    expect(compiledCheck(z.object({ a: z.string() }))).not.toBeNull();
    expect(compiledCheck(z.object({ a: z.string().refine((text) => text !== 'x') }))).toBeNull();
    expect(compiledCheck(z.object({ a: z.string().max(3) }))).toBeNull();
    expect(compiledCheck(z.object({ a: z.string().transform((text) => text.trim()) }))).toBeNull();
    expect(compiledCheck(z.object({ a: z.string().default('x') }))).toBeNull();
    expect(compiledCheck(z.object({ a: z.email() }))).toBeNull();
    expect(compiledCheck(z.object({ a: z.union([z.string(), z.number()]) }))).toBeNull();
    expect(compiledCheck(z.looseObject({ a: z.string() }))).toBeNull();
    expect(compiledCheck(z.object({ a: z.coerce.number() }))).toBeNull();
  });
});
