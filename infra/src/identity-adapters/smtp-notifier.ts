import nodemailer from 'nodemailer';
import { NotifierError, type Notifier } from './notifier.ts';

/** Sends email notices through an SMTP server (Mailpit in docker compose). */
export function createSmtpNotifier(smtpUrl: string, from: string): Notifier {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  return {
    async send(notice) {
      if (notice.channel !== 'email') throw new NotifierError(`The SMTP notifier cannot send ${notice.channel}`);
      try {
        await transport.sendMail({ to: notice.to, subject: notice.subject ?? 'Qanoon', text: notice.body });
      } catch (error) {
        throw new NotifierError(`Email to ${notice.to} was not sent`, { cause: error });
      }
    },
    async close() {
      transport.close();
    },
  };
}
