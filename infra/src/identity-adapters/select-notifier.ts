import type { StoreEnv } from '../config/env.ts';
import type { Sql } from '../postgres/database.ts';
import { createHttpSmsNotifier } from './http-sms-notifier.ts';
import type { Notifier, Outbox } from './notifier.ts';
import { createOutboxNotifier } from './outbox-notifier.ts';
import { createSmsAsEmailNotifier } from './sms-as-email-notifier.ts';
import { createSmtpNotifier } from './smtp-notifier.ts';

/** Routes each channel to its own notifier. */
export function routeNotices(routes: { sms: Notifier; email: Notifier }): Notifier {
  const distinct = [...new Set([routes.sms, routes.email])];
  return {
    send: (notice) => routes[notice.channel].send(notice),
    async close() {
      await Promise.all(distinct.map((n) => n.close()));
    },
  };
}

/**
 * Email through SMTP when SMTP_URL is set, SMS through the gateway when SMS_URL is set. SMS
 * without a gateway goes by email when SMTP_URL is set (so docker compose's Mailpit shows the
 * codes); a channel with neither goes to the outbox table, which the outbox lists.
 */
export function createNotifier(
  env: Pick<StoreEnv, 'SMTP_URL' | 'SMS_URL' | 'MAIL_FROM' | 'OPERATOR_EMAIL'>,
  db: Sql,
): { notifier: Notifier; outbox: Outbox } {
  const outbox = createOutboxNotifier(db);
  const email = env.SMTP_URL ? createSmtpNotifier(env.SMTP_URL, env.MAIL_FROM) : outbox;
  const sms = env.SMS_URL
    ? createHttpSmsNotifier(env.SMS_URL)
    : env.SMTP_URL
      ? createSmsAsEmailNotifier(email, env.OPERATOR_EMAIL)
      : outbox;
  return { notifier: routeNotices({ sms, email }), outbox };
}
