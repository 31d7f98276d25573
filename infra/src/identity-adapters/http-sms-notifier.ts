import { NotifierError, type Notifier } from './notifier.ts';

/**
 * Sends SMS notices through an HTTP gateway: a JSON POST of `{ to, body }` to SMS_URL, where
 * `to` is the phone in E.164 form. Any answer other than 2xx is a failure.
 */
export function createHttpSmsNotifier(smsUrl: string, options: { timeoutMs?: number } = {}): Notifier {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async send(notice) {
      if (notice.channel !== 'sms') throw new NotifierError(`The SMS gateway cannot send ${notice.channel}`);
      let response: Response;
      try {
        response = await fetch(smsUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ to: notice.to, body: notice.body }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new NotifierError(`SMS to ${notice.to} was not sent: the gateway did not answer`, { cause: error });
      }
      await response.body?.cancel();
      if (!response.ok) throw new NotifierError(`SMS to ${notice.to} was not sent: the gateway answered ${response.status}`);
    },
    async close() {},
  };
}
