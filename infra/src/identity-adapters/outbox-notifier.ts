import type { Sql } from '../postgres/database.ts';
import type { Notifier, Outbox, OutboxMessage } from './notifier.ts';

interface OutboxRow extends Record<string, unknown> {
  id: bigint;
  channel: OutboxMessage['channel'];
  recipient: string;
  subject: string | null;
  body: string;
  created_at: Date;
}

/** Keeps notices in the outbox_messages table instead of sending them (development and tests). */
export function createOutboxNotifier(db: Sql): Notifier & Outbox {
  return {
    async send(notice) {
      await db.query('INSERT INTO outbox_messages (channel, recipient, subject, body) VALUES ($1, $2, $3, $4)', [
        notice.channel,
        notice.to,
        notice.subject ?? null,
        notice.body,
      ]);
    },
    async list({ recipient, limit = 50 } = {}) {
      const { rows } = await db.query<OutboxRow>(
        `SELECT id, channel, recipient, subject, body, created_at FROM outbox_messages
         WHERE $1::text IS NULL OR recipient = $1 ORDER BY id DESC LIMIT $2`,
        [recipient ?? null, Math.min(Math.max(limit, 1), 500)],
      );
      return rows.map((r) => ({
        id: String(r.id),
        channel: r.channel,
        recipient: r.recipient,
        subject: r.subject,
        body: r.body,
        createdAt: r.created_at,
      }));
    },
    async close() {},
  };
}
