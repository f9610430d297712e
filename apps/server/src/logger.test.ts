import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

/** A stdout stand-in that keeps what is written, a terminal or not. */
const capture = (isTTY: boolean) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  }) as unknown as NodeJS.WriteStream & { lines: string[] };
  Object.assign(stream, { isTTY, lines });
  return stream;
};

describe('createLogger', () => {
  it('writes readable lines on a terminal', () => {
    const stdout = capture(true);
    createLogger({ logLevel: 'info', logFormat: 'auto' }, stdout).info({ port: 8080 }, 'ready');
    const text = stdout.lines.join('');
    expect(text).toContain('ready');
    expect(text).toContain('port');
    expect(text.trimStart().startsWith('{')).toBe(false);
  });

  it('writes readable lines when asked to, terminal or not', () => {
    const stdout = capture(false);
    createLogger({ logLevel: 'info', logFormat: 'pretty' }, stdout).info('hello');
    expect(stdout.lines.join('')).toMatch(/INFO.*hello/);
  });

  it('writes JSON lines elsewhere', () => {
    const stdout = capture(false);
    createLogger({ logLevel: 'info', logFormat: 'auto' }, stdout).info({ port: 8080 }, 'ready');
    const record = JSON.parse(stdout.lines.join('')) as Record<string, unknown>;
    expect(record).toMatchObject({ msg: 'ready', port: 8080, service: 'reelforge', level: 30 });
  });
});
