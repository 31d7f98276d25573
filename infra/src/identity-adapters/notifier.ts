export type NoticeChannel = 'sms' | 'email';

/** A text for one person: an SMS to a phone in E.164 form, or an email to an address. */
export interface Notice {
  channel: NoticeChannel;
  to: string;
  /** Email only; SMS has no subject. */
  subject?: string;
  body: string;
  /**
   * SMS only: the person's email address when it is known, where the SMS goes as an email while
   * no SMS gateway is configured.
   */
  email?: string;
}

/** Delivers notices (one-time codes, receipts) to people; throws {@link NotifierError} when it cannot. */
export interface Notifier {
  send(notice: Notice): Promise<void>;
  close(): Promise<void>;
}

export interface OutboxMessage {
  id: string;
  channel: NoticeChannel;
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: Date;
}

/** The development outbox: what would have been sent, newest first. */
export interface Outbox {
  list(options?: { recipient?: string; limit?: number }): Promise<OutboxMessage[]>;
}

export class NotifierError extends Error {
  override readonly name = 'NotifierError';
}
