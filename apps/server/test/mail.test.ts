import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '@app/contract';
import { outboxDir } from '../src/mail/create-mailer';
import { buildTestApp, type TestApp } from './test-app';
import { lastCode, post } from './auth-helpers';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server (docs/conventions.md#tests): nodemailer talks the protocol to it. */
const startSmtp = async () => {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { received, port, close: () => new Promise<void>((r) => server.close(() => r())) };
};

/** The bodies of a multipart/alternative message, quoted-printable decoded. */
const parts = (raw: string) => {
  const boundary = /boundary="?([^"\r\n;]+)"?/.exec(raw)?.[1];
  const sections = boundary ? raw.split(`--${boundary}`) : [raw];
  const decode = (s: string) =>
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
  return {
    text: decode(sections.find((s) => /content-type: text\/plain/i.test(s)) ?? ''),
    html: decode(sections.find((s) => /content-type: text\/html/i.test(s)) ?? ''),
  };
};

describe('sign-up mail over SMTP (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp('pglite', {
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'ReelForge Test <hello@reelforge.test>',
        PUBLIC_URL: 'https://reelforge.test',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('delivers the code in plain text and HTML, naming the product and the 15-minute expiry', async () => {
    const res = await post(t, '/api/auth/signup', {
      username: 'mailer',
      password: 'password1',
      email: 'mailer@example.com',
    });
    expect(res.statusCode).toBe(200);
    await t.app.services.mail.drain();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.from).toBe('hello@reelforge.test');
    expect(mail.to).toEqual(['mailer@example.com']);
    expect(mail.raw).toMatch(/^Subject: Confirm your ReelForge account/m);
    const { text, html } = parts(mail.raw);
    const code = /code is: (\d{6})/.exec(text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(text).toContain('15 minutes');
    expect(text).toContain('https://reelforge.test/auth');
    expect(html).toContain(`>${code}</p>`);
    expect(html).toContain(PRODUCT_NAME);
    expect(html).toContain('15 minutes');
    // the code works
    const confirm = await post(t, '/api/auth/confirm-signup', {
      username: 'mailer',
      confirmation_code: code,
    });
    expect(confirm.statusCode).toBe(200);
    // and nothing went to the outbox
    await expect(readdir(outboxDir(t.dir))).rejects.toThrow();
  });

  it('sends a reset code to the account address', async () => {
    await post(t, '/api/auth/forgot-password', { username: 'mailer' });
    await t.app.services.mail.drain();
    const mail = smtp.received.at(-1)!;
    expect(mail.raw).toMatch(/^Subject: Reset your ReelForge password/m);
    expect(parts(mail.raw).text).toMatch(/code is: \d{6}/);
  });
});

describe('mail without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('keeps the message in DATA_DIR/outbox as .eml and .json', async () => {
    await post(t, '/api/auth/signup', {
      username: 'offline',
      password: 'password1',
      email: 'offline@example.com',
    });
    const code = await lastCode(t, 'offline@example.com');
    const files = (await readdir(outboxDir(t.dir))).sort();
    expect(files.filter((f) => f.endsWith('.eml'))).toHaveLength(1);
    expect(files.filter((f) => f.endsWith('.json'))).toHaveLength(1);
    const eml = await readFile(
      path.join(
        outboxDir(t.dir),
        files.find((f) => f.endsWith('.eml'))!,
      ),
    );
    expect(eml.toString()).toMatch(/^From: ReelForge <no-reply@localhost>/m);
    expect(eml.toString()).toContain(code);
  });
});
