import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv, storeEnvShape } from '../config/env.ts';
import { createDatabase } from '../postgres/database.ts';
import { testDatabaseUrl, uniqueId } from '../testing/index.ts';
import { startSmtpPeer } from '../testing/smtp-peer.ts';
import { createHttpSmsNotifier } from './http-sms-notifier.ts';
import { NotifierError } from './notifier.ts';
import { createOutboxNotifier } from './outbox-notifier.ts';
import { createNotifier } from './select-notifier.ts';
import { createSmtpNotifier } from './smtp-notifier.ts';

const db = createDatabase(testDatabaseUrl, { max: 2 });
afterAll(() => db.close());

// The SMS gateway is outside the system, so a local HTTP server stands in for it.
async function fakeGateway(status: number) {
  const received: { body: unknown; contentType: string | undefined }[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({ body: JSON.parse(text), contentType: req.headers['content-type'] });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/send`, received, close: () => new Promise((r) => server.close(r)) };
}

describe('the dev outbox', () => {
  it('keeps every notice and lists them newest first', async () => {
    const outbox = createOutboxNotifier(db);
    const to = uniqueId('+92300');
    await outbox.send({ channel: 'sms', to, body: 'first' });
    await outbox.send({ channel: 'email', to, subject: 'Hello', body: 'second' });
    expect(await outbox.list({ recipient: to })).toMatchObject([
      { channel: 'email', recipient: to, subject: 'Hello', body: 'second' },
      { channel: 'sms', recipient: to, subject: null, body: 'first' },
    ]);
    expect(await outbox.list({ recipient: to, limit: 1 })).toHaveLength(1);
  });
});

describe('the HTTP SMS gateway', () => {
  it('posts the phone and the text as JSON', async () => {
    const gateway = await fakeGateway(202);
    await createHttpSmsNotifier(gateway.url).send({ channel: 'sms', to: '+923001234567', body: 'Your code is 123456' });
    expect(gateway.received).toEqual([{ body: { to: '+923001234567', body: 'Your code is 123456' }, contentType: 'application/json' }]);
    await gateway.close();
  });

  it('fails when the gateway refuses', async () => {
    const gateway = await fakeGateway(503);
    await expect(createHttpSmsNotifier(gateway.url).send({ channel: 'sms', to: '+923001234567', body: 'x' })).rejects.toThrow(NotifierError);
    await gateway.close();
  });

  it('fails when the gateway does not answer', async () => {
    const notifier = createHttpSmsNotifier('http://127.0.0.1:9/send', { timeoutMs: 2000 });
    await expect(notifier.send({ channel: 'sms', to: '+923001234567', body: 'x' })).rejects.toThrow(NotifierError);
  });
});

describe('choosing notifiers by environment', () => {
  it('sends SMS through the gateway when SMS_URL is set and keeps email in the outbox without SMTP_URL', async () => {
    const gateway = await fakeGateway(200);
    const env = parseEnv(storeEnvShape, { SMS_URL: gateway.url });
    const { notifier, outbox } = createNotifier(env, db);
    const to = uniqueId('someone@example.pk');
    await notifier.send({ channel: 'sms', to: '+923001234567', body: 'by gateway' });
    await notifier.send({ channel: 'email', to, subject: 'Receipt', body: 'to the outbox' });
    expect(gateway.received).toHaveLength(1);
    expect(await outbox.list({ recipient: to })).toMatchObject([{ body: 'to the outbox' }]);
    await gateway.close();
  });

  it.each([
    ['SMTP_URL', 'http://mail:1025'],
    ['SMS_URL', 'sms-gateway:80'],
    ['OPERATOR_EMAIL', 'operator'],
  ])('names %s when it is malformed', (variable, value) => {
    expect(() => parseEnv(storeEnvShape, { [variable]: value })).toThrow(new RegExp(`^Invalid configuration: ${variable}: `));
  });
});

describe('the SMTP notifier', () => {
  let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  afterAll(() => peer.close());

  it('emails the recipient the subject and text, from MAIL_FROM', async () => {
    const notifier = createSmtpNotifier(peer.url, 'Qanoon <no-reply@qanoon.pk>');
    const to = uniqueId('someone') + '@example.pk';
    await notifier.send({ channel: 'email', to, subject: 'Hearing tomorrow', body: 'Your code is 482913' });
    await notifier.close();
    expect(peer.received.filter((mail) => mail.to.includes(to))).toEqual([
      { from: { name: 'Qanoon', address: 'no-reply@qanoon.pk' }, to: [to], subject: 'Hearing tomorrow', text: expect.stringContaining('Your code is 482913') },
    ]);
  });

  it('fails when the server does not answer', async () => {
    const notifier = createSmtpNotifier('smtp://127.0.0.1:9', 'Qanoon <no-reply@qanoon.pk>');
    await expect(notifier.send({ channel: 'email', to: 'someone@example.pk', body: 'x' })).rejects.toThrow(NotifierError);
    await notifier.close();
  });

  describe('without an SMS gateway', () => {
    const env = () => parseEnv(storeEnvShape, { SMTP_URL: peer.url, MAIL_FROM: 'Qanoon <codes@qanoon.pk>', OPERATOR_EMAIL: 'operator@qanoon.pk' });

    it("emails an SMS to the person's own address when it is known", async () => {
      const { notifier, outbox } = createNotifier(env(), db);
      const phone = uniqueId('+92300');
      const email = `${uniqueId('lawyer')}@example.pk`;
      await notifier.send({ channel: 'sms', to: phone, email, body: 'Your Qanoon code is 123456. It expires in 10 minutes.' });
      await notifier.close();
      expect(peer.received.filter((mail) => mail.to.includes(email))).toEqual([
        {
          from: { name: 'Qanoon', address: 'codes@qanoon.pk' },
          to: [email],
          subject: `SMS to ${phone}`,
          text: expect.stringContaining('Your Qanoon code is 123456. It expires in 10 minutes.'),
        },
      ]);
      expect(await outbox.list({ recipient: phone })).toEqual([]);
    });

    it('emails an SMS to the operator when the person has no email yet', async () => {
      const { notifier } = createNotifier(env(), db);
      const phone = uniqueId('+92300');
      await notifier.send({ channel: 'sms', to: phone, body: 'Your Qanoon code is 654321.' });
      await notifier.close();
      expect(peer.received.filter((mail) => mail.subject === `SMS to ${phone}`)).toMatchObject([
        { to: ['operator@qanoon.pk'], text: expect.stringContaining('Your Qanoon code is 654321.') },
      ]);
    });
  });
});

describe('choosing notifiers without SMTP or SMS', () => {
  it('keeps SMS and email in the outbox', async () => {
    const { notifier, outbox } = createNotifier(parseEnv(storeEnvShape, {}), db);
    const phone = uniqueId('+92300');
    await notifier.send({ channel: 'sms', to: phone, email: 'someone@example.pk', body: 'kept' });
    expect(await outbox.list({ recipient: phone })).toMatchObject([{ channel: 'sms', body: 'kept' }]);
  });
});
