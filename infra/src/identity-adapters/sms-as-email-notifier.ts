import { NotifierError, type Notifier } from './notifier.ts';

/**
 * Sends each SMS as an email while no SMS gateway is configured: to the person's email when the
 * notice carries it, else to the operator, with the phone in the subject and the SMS as the text.
 * Closing it leaves the email notifier open: that belongs to whoever made it.
 */
export function createSmsAsEmailNotifier(email: Notifier, operatorEmail: string): Notifier {
  return {
    async send(notice) {
      if (notice.channel !== 'sms') throw new NotifierError(`The SMS-as-email notifier cannot send ${notice.channel}`);
      await email.send({ channel: 'email', to: notice.email ?? operatorEmail, subject: `SMS to ${notice.to}`, body: notice.body });
    },
    async close() {},
  };
}
