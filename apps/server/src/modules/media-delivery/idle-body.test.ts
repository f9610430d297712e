import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { idleGuarded } from './idle-body';

describe('idleGuarded', () => {
  it('hands on the chunks, then fails with 408 once none comes for the idle time', async () => {
    const body = new PassThrough();
    body.write(Buffer.from('first'));
    const seen: string[] = [];
    const started = Date.now();
    const reading = (async () => {
      for await (const chunk of idleGuarded(body, 100)) {
        seen.push(chunk.toString());
        // the reader's own time does not count as the body's silence
        await new Promise((resolve) => setTimeout(resolve, 150));
        if (seen.length === 1) body.write(Buffer.from('second'));
      }
    })();
    await expect(reading).rejects.toMatchObject({ statusCode: 408, code: 'BAD_REQUEST' });
    expect(seen).toEqual(['first', 'second']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(body.destroyed).toBe(false);
  });

  it('ends with the body', async () => {
    const body = new PassThrough();
    body.end(Buffer.from('all'));
    const chunks: Buffer[] = [];
    for await (const chunk of idleGuarded(body, 1000)) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString()).toBe('all');
  });
});
