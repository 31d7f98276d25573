import { randomUUID } from 'node:crypto';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be one of our ids (users, payments, cases, hearings): a UUID, checked before it reaches SQL. */
export const isId = (value: unknown): value is string => typeof value === 'string' && uuidPattern.test(value);

/** A new id for a user, payment, case or hearing. */
export const newId = (): string => randomUUID();
