import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-app';
import { testEngines } from './engines';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(testEngines())('x-request-id on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(() => t?.close());

  const idFor = async (header?: string | string[]) => {
    const res = await t.app.inject({
      url: '/api/health',
      headers: header === undefined ? {} : { 'x-request-id': header },
    });
    expect(res.statusCode).toBe(200);
    return String(res.headers['x-request-id']);
  };

  it("keeps a client's UUID or plain token of up to 64 characters", async () => {
    for (const id of ['0d6a4c1e-6f0b-4a53-9d2e-3b8f1c2a7e90', 'lb_trace-42', 'a'.repeat(64)]) {
      expect(await idFor(id)).toBe(id);
    }
  });

  it('makes a new id instead of one that is too long or not a plain token', async () => {
    const refused = [
      'a'.repeat(65),
      '<script>alert(1)</script>',
      'id with spaces',
      '../../etc/passwd',
      'id\u00e9',
      '{"level":60}',
      '',
    ];
    for (const id of refused) expect(await idFor(id), id).toMatch(UUID);
    expect(await idFor(['one', 'two'])).toMatch(UUID);
    const fresh = await Promise.all([idFor(), idFor()]);
    expect(fresh[0]).toMatch(UUID);
    expect(fresh[0]).not.toBe(fresh[1]);
  });
});
