import type { Logger } from 'pino';
import type { MailMessage, Mailer } from './mailer';

/**
 * Sends without making the request wait. Besides speed this keeps timing equal: a reset request
 * for a known user must not take longer than one for an unknown user (no enumeration).
 * A failed delivery is logged; the user can ask for a new code.
 */
export class MailDispatcher {
  private readonly pending = new Set<Promise<void>>();
  /** The last mail in flight per order key: the next one with that key waits for it. */
  private readonly tails = new Map<string, Promise<void>>();

  constructor(
    readonly mailer: Mailer,
    private readonly log: Logger,
  ) {}

  dispatch(message: MailMessage): void {
    this.dispatchLater(() => Promise.resolve(message));
  }

  /**
   * Like dispatch, with the work that makes the message (storing a code) off the request too, so
   * an answer for an account that gets a mail takes no longer than one for a name that does not.
   * Mails with the same `orderKey` are composed and sent one after another, in call order: of two
   * codes asked for in quick succession, the one stored last is the one mailed last, so the
   * newest mail in the inbox always holds the live code.
   */
  dispatchLater(compose: () => Promise<MailMessage>, orderKey?: string): void {
    let subject = '(not composed)';
    const before = orderKey ? this.tails.get(orderKey) : undefined;
    // after the answer has gone out: even the first synchronous steps of composing wait
    const sending = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => before)
      .then(compose)
      .then((message) => {
        subject = message.subject;
        return this.mailer.send(message);
      })
      .catch((error: unknown) => this.log.error({ err: error, subject }, 'mail delivery failed'))
      .finally(() => {
        this.pending.delete(sending);
        if (orderKey && this.tails.get(orderKey) === sending) this.tails.delete(orderKey);
      });
    this.pending.add(sending);
    if (orderKey) this.tails.set(orderKey, sending);
  }

  /** Waits for the mail in flight (shutdown, tests). */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await this.drain();
    await this.mailer.close();
  }
}
