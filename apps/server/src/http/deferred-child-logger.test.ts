import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { deferredChildLoggerFactory } from './deferred-child-logger';

/** A pino logger at `level` whose JSON lines are kept. */
const capturedLogger = (level: string) => {
  const records: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      records.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level }, stream), records };
};

describe('deferred child logger', () => {
  it('makes no child while nothing at an enabled level is logged', () => {
    const { logger, records } = capturedLogger('info');
    const child = vi.spyOn(logger, 'child');
    const log = deferredChildLoggerFactory(logger, { reqId: 'r1' }, { level: 'warn' });
    log.info('incoming request');
    log.debug('detail');
    expect(child).not.toHaveBeenCalled();
    expect(records).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it('writes enabled lines through a child that carries the bindings and the level', () => {
    const { logger, records } = capturedLogger('info');
    const log = deferredChildLoggerFactory(logger, { reqId: 'r2' }, { level: 'warn' });
    log.warn({ code: 'X' }, 'careful');
    log.error(new Error('boom'), 'failed');
    log.info('skipped');
    expect(records).toMatchObject([
      { level: 40, reqId: 'r2', code: 'X', msg: 'careful' },
      { level: 50, reqId: 'r2', msg: 'failed', err: { message: 'boom' } },
    ]);
    expect(records).toHaveLength(2);
  });

  it("follows the parent's level when the route sets none, and a level set later", () => {
    const { logger, records } = capturedLogger('info');
    const log = deferredChildLoggerFactory(logger, { reqId: 'r3' }, {});
    log.info('shown');
    log.debug('hidden');
    log.level = 'debug';
    log.debug('now shown');
    expect(records.map((r) => [r.msg, r.reqId])).toEqual([
      ['shown', 'r3'],
      ['now shown', 'r3'],
    ]);
  });

  it('gives a child of its own child the request id too', () => {
    const { logger, records } = capturedLogger('info');
    deferredChildLoggerFactory(logger, { reqId: 'r4' }, {}).child({ job: 'j' }).info('nested');
    expect(records).toMatchObject([{ reqId: 'r4', job: 'j', msg: 'nested' }]);
  });

  it("logs a Fastify route's requests under their id, at the route's level", async () => {
    const { logger, records } = capturedLogger('info');
    const app = Fastify({ loggerInstance: logger as FastifyBaseLogger });
    await app.register(async (scoped) => {
      scoped.setChildLoggerFactory(deferredChildLoggerFactory);
      scoped.get('/quiet', { logLevel: 'warn' }, async () => ({ ok: true }));
      scoped.get('/warns', { logLevel: 'warn' }, async (request) => {
        request.log.warn('odd');
        return { ok: true };
      });
      scoped.get('/loud', async () => ({ ok: true }));
    });
    await app.inject({ url: '/quiet' });
    expect(records).toEqual([]);
    await app.inject({ url: '/warns' });
    expect(records).toMatchObject([{ level: 40, msg: 'odd', reqId: expect.any(String) }]);
    records.length = 0;
    const loud = await app.inject({ url: '/loud' });
    expect(loud.statusCode).toBe(200);
    expect(records.map((r) => r.msg)).toEqual(['incoming request', 'request completed']);
    expect(new Set(records.map((r) => r.reqId)).size).toBe(1);
    await app.close();
  });
});
