import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { OutboxMailer, readOutbox } from './outbox-mailer';

describe('OutboxMailer', () => {
  let dir: string | undefined;
  afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

  it('keeps mails in the order they were sent, also within one millisecond', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'reelforge-outbox-'));
    const mailer = new OutboxMailer(dir, 'ReelForge <no-reply@test>', pino({ level: 'silent' }));
    const subjects = Array.from({ length: 20 }, (_, i) => `mail ${i}`);
    // sent together: their writes finish in any order, their names must not
    await Promise.all(
      subjects.map((subject) =>
        mailer.send({ to: 'a@example.com', subject, text: subject, html: `<p>${subject}</p>` }),
      ),
    );
    expect((await readOutbox(dir)).map((mail) => mail.subject)).toEqual(subjects);
    await mailer.close();
  });
});
