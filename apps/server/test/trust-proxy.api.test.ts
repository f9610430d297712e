import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './test-app';
import { testEngines } from './engines';

const SIGN_INS_PER_IP = 3;

/** Sign-ins to unknown accounts (so no account lock), as `client` through a proxy at `peer`. */
const signIns = async (
  t: TestApp,
  count: number,
  forwardedFor: string | undefined,
  peer = '127.0.0.1',
): Promise<number[]> => {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      remoteAddress: peer,
      headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
      payload: { username: `nobody-${Math.random().toString(36).slice(2)}`, password: 'whatever1' },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
};

const appWith = (engine: Parameters<typeof buildTestApp>[0], env: Record<string, string>) =>
  buildTestApp(engine, {
    env,
    auth: { limits: { signInPerIp: { limit: SIGN_INS_PER_IP, windowMs: 60_000 } } },
  });

const limited = [401, 401, 401, 429];

describe.each(testEngines())('TRUST_PROXY on %s', (engine) => {
  describe('as a hop count (TRUST_PROXY=1)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await appWith(engine, { TRUST_PROXY: '1' });
    });
    afterAll(() => t?.close());

    it('limits two clients behind the proxy separately', async () => {
      expect(await signIns(t, 4, '203.0.113.1')).toEqual(limited);
      expect(await signIns(t, 1, '203.0.113.2')).toEqual([401]);
    });

    it('reads the address the proxy appended, not one the client put first', async () => {
      // the client sent "X-Forwarded-For: 198.51.100.x"; the proxy appended what it saw
      expect(await signIns(t, 1, '198.51.100.9, 203.0.113.1')).toEqual([429]);
    });
  });

  describe('as a CIDR list (TRUST_PROXY=10.0.0.0/8,192.0.2.1)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await appWith(engine, { TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' });
    });
    afterAll(() => t?.close());

    it('limits two clients behind a listed proxy separately', async () => {
      expect(await signIns(t, 4, '203.0.113.1', '10.1.2.3')).toEqual(limited);
      expect(await signIns(t, 1, '203.0.113.2', '192.0.2.1')).toEqual([401]);
    });

    it('ignores X-Forwarded-For from a peer that is not a listed proxy', async () => {
      const rotating = ['203.0.113.7', '203.0.113.8', '203.0.113.9', '203.0.113.10'];
      const statuses = [];
      for (const client of rotating) statuses.push(...(await signIns(t, 1, client, '192.0.2.99')));
      expect(statuses).toEqual(limited);
    });
  });

  describe('unset (the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await appWith(engine, {});
    });
    afterAll(() => t?.close());

    it('ignores X-Forwarded-For: rotating it does not get around the per-IP limit', async () => {
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push(...(await signIns(t, 1, `203.0.113.${i}`)));
      expect(statuses).toEqual(limited);
    });
  });
});
