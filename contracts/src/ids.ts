/** The form of every id the database gives (users, payments, cases, folders, saved searches): a UUID. */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be one of our ids, checked before it reaches SQL or a page. */
export const isUuid = (value: unknown): value is string => typeof value === 'string' && uuidPattern.test(value);
