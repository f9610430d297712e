import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { MailMessage, Mailer } from './mailer';

/** Mail over SMTP_URL, e.g. `smtp://user:pass@relay:587` or `smtps://…` (nodemailer URL syntax). */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly log: Logger,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    const info = (await this.transport.sendMail({ from: this.from, ...message })) as {
      messageId?: string;
    };
    // recipient and subject only: the body holds one-time codes
    this.log.info({ to: message.to, subject: message.subject, id: info.messageId }, 'mail sent');
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
