import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { MailMessage, Mailer } from './mailer';
import { MailDispatcher } from './mail-dispatcher';

const recordingMailer = () => {
  const sent: string[] = [];
  const mailer: Mailer = {
    kind: 'outbox',
    send: async (message: MailMessage) => {
      sent.push(message.subject);
    },
    close: async () => undefined,
  };
  return { sent, mailer };
};

const message = (subject: string): MailMessage => ({
  to: 'a@example.com',
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
});

/** A compose step that finishes after `ms`, as a database write would at its own pace. */
const composeIn = (ms: number, subject: string, stored: string[]) => async () => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  stored.push(subject);
  return message(subject);
};

describe('MailDispatcher', () => {
  it('composes and sends mails of one order key in call order, however long each compose takes', async () => {
    const { sent, mailer } = recordingMailer();
    const dispatcher = new MailDispatcher(mailer, pino({ level: 'silent' }));
    const stored: string[] = [];
    dispatcher.dispatchLater(composeIn(30, 'first', stored), 'code:u1:signup');
    dispatcher.dispatchLater(composeIn(1, 'second', stored), 'code:u1:signup');
    await dispatcher.drain();
    expect(stored).toEqual(['first', 'second']);
    expect(sent).toEqual(['first', 'second']);
  });

  it('does not hold one key back for another', async () => {
    const { sent, mailer } = recordingMailer();
    const dispatcher = new MailDispatcher(mailer, pino({ level: 'silent' }));
    const stored: string[] = [];
    dispatcher.dispatchLater(composeIn(30, 'slow', stored), 'code:u1:signup');
    dispatcher.dispatchLater(composeIn(1, 'quick', stored), 'code:u2:signup');
    await dispatcher.drain();
    expect(sent).toEqual(['quick', 'slow']);
  });

  it('sends the next mail of a key after one whose compose failed', async () => {
    const { sent, mailer } = recordingMailer();
    const dispatcher = new MailDispatcher(mailer, pino({ level: 'silent' }));
    dispatcher.dispatchLater(() => Promise.reject(new Error('database down')), 'k');
    dispatcher.dispatchLater(async () => message('after'), 'k');
    await dispatcher.drain();
    expect(sent).toEqual(['after']);
  });
});
