import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config';
import type { Mailer } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/** SMTP_URL → real delivery; unset → DATA_DIR/outbox (docs/decisions.md#mail). */
export const createMailer = (
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  log: Logger,
): Mailer =>
  config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom, log)
    : new OutboxMailer(outboxDir(config.dataDir), config.mailFrom, log);
