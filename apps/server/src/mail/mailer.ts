/** One message, always with a plain-text and an HTML body. */
export type MailMessage = { to: string; subject: string; text: string; html: string };

/**
 * Technology behind an adapter (docs/conventions.md#server): SMTP via nodemailer, or files in
 * DATA_DIR/outbox.
 */
export type Mailer = {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
};
