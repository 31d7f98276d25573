import { randomUUID } from 'node:crypto';

import { isUuid } from '@qanoon/contracts';

/** Whether a value can be one of our ids (users, payments, cases, hearings): a UUID, checked before it reaches SQL. */
export const isId = isUuid;

/** A new id for a user, payment, case or hearing. */
export const newId = (): string => randomUUID();
