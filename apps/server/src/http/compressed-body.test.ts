import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { sendCachedBuffer } from './compressed-body';

describe('sendCachedBuffer', () => {
  const big = Buffer.from(
    JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => `row ${i}`) }),
  );
  const small = Buffer.from('{"ok":true}');
  const app = Fastify();
  app.get('/big', (request, reply) =>
    sendCachedBuffer(request, reply.type('application/json'), big),
  );
  app.get('/small', (request, reply) =>
    sendCachedBuffer(request, reply.type('application/json'), small),
  );
  afterAll(() => app.close());

  it('answers brotli, then gzip, then identity, as the client accepts', async () => {
    const br = await app.inject({
      url: '/big',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).equals(big)).toBe(true);

    const gz = await app.inject({ url: '/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(big)).toBe(true);

    const none = await app.inject({ url: '/big', headers: { 'accept-encoding': 'br;q=0' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.rawPayload.equals(big)).toBe(true);
  });

  it('leaves small answers alone', async () => {
    const res = await app.inject({ url: '/small', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('{"ok":true}');
  });
});
