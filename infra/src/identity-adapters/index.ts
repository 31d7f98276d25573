export * from './expiring-values.ts';
export * from './notifier.ts';
export * from './one-time-codes.ts';
export * from './password-hasher.ts';
export { createRedisOneTimeCodes } from './redis-one-time-codes.ts';
export { createHttpSmsNotifier } from './http-sms-notifier.ts';
export { createOutboxNotifier } from './outbox-notifier.ts';
export { createSmtpNotifier } from './smtp-notifier.ts';
export { createNotifier, routeNotices } from './select-notifier.ts';
