import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An email as its reader sees it: who it came from and went to, the subject and the text. */
export interface ReceivedMail {
  from: { name: string; address: string };
  to: string[];
  subject: string;
  text: string;
}

/**
 * A real SMTP server on a free local port, keeping what it receives, for tests of the SMTP
 * adapters (Mailpit plays this part in docker compose).
 */
export async function startSmtpPeer(): Promise<{ url: string; received: ReceivedMail[]; close(): Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to ?? []].flat().flatMap((address) => address.value.map((a) => a.address ?? ''));
          const sender = mail.from?.value[0];
          received.push({ from: { name: sender?.name ?? '', address: sender?.address ?? '' }, to, subject: mail.subject ?? '', text: mail.text ?? '' });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
