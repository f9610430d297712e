import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { MailMessage, Mailer } from './mailer';

/** What the outbox keeps beside each .eml, for people and tests to read. */
export type OutboxEntry = MailMessage & { from: string; date: string; eml: string };

/**
 * Without SMTP_URL mail is not sent but kept in DATA_DIR/outbox: the complete message as .eml
 * (opens in any mail client) and its parts as .json. The log says a mail was written, not its code.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  private readonly composer: Transporter;
  private sent = 0;

  constructor(
    readonly dir: string,
    private readonly from: string,
    private readonly log: Logger,
  ) {
    // nodemailer's stream transport builds the real MIME message without sending it
    this.composer = nodemailer.createTransport({ streamTransport: true, buffer: true });
  }

  async send(message: MailMessage): Promise<void> {
    // a sortable name, taken before any await: mails sort in the order they were sent, also
    // two within one millisecond (a sign-up code, then a reset code, must read in that order)
    const sequence = String(++this.sent).padStart(8, '0');
    const base = `${new Date().toISOString().replace(/[:.]/g, '-')}-${sequence}-${randomUUID().slice(0, 8)}`;
    await mkdir(this.dir, { recursive: true });
    const info = (await this.composer.sendMail({ from: this.from, ...message })) as {
      message: Buffer;
    };
    const eml = path.join(this.dir, `${base}.eml`);
    const entry: OutboxEntry = {
      ...message,
      from: this.from,
      date: new Date().toISOString(),
      eml: path.basename(eml),
    };
    await writeAtomically(eml, info.message);
    await writeAtomically(path.join(this.dir, `${base}.json`), JSON.stringify(entry, null, 2));
    this.log.info(
      { to: message.to, subject: message.subject, file: eml },
      'mail written to outbox (SMTP_URL is not set)',
    );
  }

  async close(): Promise<void> {
    this.composer.close();
  }
}

const writeAtomically = async (file: string, data: string | Buffer) => {
  const tmp = `${file}.tmp`;
  await writeFile(tmp, data, { mode: 0o600 });
  await rename(tmp, file);
};

/** The outbox's messages, oldest first (tests and the e2e test read codes from here). */
export const readOutbox = async (dir: string): Promise<OutboxEntry[]> => {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8')) as OutboxEntry),
  );
};
