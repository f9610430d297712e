import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_TEXTS } from '@app/contract';
import { SLOWDOWN } from '../src/modules/auth/auth-limits';
import { PasswordHasher } from '../src/modules/auth/passwords';
import { RedisRateLimitStore } from '../src/rate-limit/redis-rate-limit-store';
import { buildTestApp, type TestApp } from './test-app';
import { testEngines } from './engines';
import { limitsTestApp, post, postFrom, signedInUser } from './auth-helpers';
import { reachableRedis } from './redis-probe';

const rateLimited = { detail: AUTH_TEXTS.rateLimited, code: 'RATE_LIMITED' };
const ATTACKER = '198.51.100.66';
const OWNER = '203.0.113.10';

const redisUrl = await reachableRedis();
const setups = testEngines().flatMap((engine) =>
  ['memory', ...(redisUrl ? ['redis'] : [])].map((store) => [engine, store] as const),
);

describe.each(setups)('sign-in brute force on %s, counters in %s', (engine, store) => {
  let t: TestApp;
  let waits: number[];
  beforeAll(async () => {
    ({ t, waits } = await limitsTestApp(engine, store === 'redis' ? redisUrl : undefined));
  });
  afterAll(() => t?.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const signIn = (from: string, username: string, password: string) =>
    postFrom(t, from, '/api/auth/signin', { username, password });

  it('answers 429 to an address after 10 failed sign-ins to a login from it, even with the right password', async () => {
    await signedInUser(t, { username: 'victim', password: 'right password' });
    for (let i = 0; i < 10; i++) {
      expect((await signIn(ATTACKER, 'victim', `wrong ${i}`)).statusCode).toBe(401);
    }
    const locked = await signIn(ATTACKER, 'victim', 'right password');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(rateLimited);
    // in another case it is the same login
    expect((await signIn(ATTACKER, 'VICTIM', 'right password')).statusCode).toBe(429);
    // the owner, from elsewhere, is not locked out
    expect((await signIn(OWNER, 'victim', 'right password')).statusCode).toBe(200);
  });

  it('checks at most 10 of 50 concurrent wrong sign-ins from one address against the password; the rest get 429', async () => {
    await signedInUser(t, { username: 'rushed', password: 'right password' });
    // a slow check, so that every guess is in flight while the first ones are still checked
    const original = PasswordHasher.prototype.verify;
    const verify = vi.spyOn(PasswordHasher.prototype, 'verify').mockImplementation(async function (
      this: PasswordHasher,
      hash,
      password,
    ) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return original.call(this, hash, password);
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => signIn(ATTACKER, 'rushed', `wrong ${i}`)),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(verify.mock.calls.length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 401).length).toBe(verify.mock.calls.length);
    expect(statuses.filter((s) => s === 429).length).toBe(50 - verify.mock.calls.length);
  });

  it('signs the owner in from a fresh address after wrong passwords from 10 others, slowed down but not refused', async () => {
    await signedInUser(t, { username: 'editor', password: 'right password' });
    waits.length = 0;
    // two guesses from each of 10 addresses: none of them is locked, the account is slowed down
    for (let i = 0; i < 20; i++) {
      expect((await signIn(`198.51.100.${i % 10}`, 'editor', `wrong ${i}`)).statusCode).toBe(401);
    }
    expect((await signIn(OWNER, 'editor', 'right password')).statusCode).toBe(200);
    // 10 wrong checks in 15 minutes go unslowed (the sign-up's right one does not count); then
    // 100 ms, doubling
    expect(waits).toEqual([100, 200, 400, 800, 1600, 3200, ...Array(5).fill(SLOWDOWN.maxDelayMs)]);
  });

  it("never slows the owner's own sign-ins down, however many", async () => {
    await signedInUser(t, { username: 'regular', password: 'right password' });
    waits.length = 0;
    for (let i = 0; i < 25; i++) {
      expect((await signIn(OWNER, 'regular', 'right password')).statusCode).toBe(200);
    }
    expect(waits).toEqual([]);
  });

  it('counts every spelling that reaches an account under one lock: the lookup folds case as the lock does', async () => {
    await signedInUser(t, { username: 'kiki', password: 'right password' });
    for (let i = 0; i < 10; i++) {
      expect((await signIn(ATTACKER, 'kiki', `wrong ${i}`)).statusCode).toBe(401);
    }
    // U+212A KELVIN SIGN: toLowerCase() and lower() both make it "k"
    expect((await signIn(ATTACKER, '\u212Aiki', 'right password')).statusCode).toBe(429);
    // U+0130: lower() makes it "i", toLowerCase() "i" and U+0307, so it is another login, not
    // this account with a budget of its own
    const dotted = await signIn(ATTACKER, 'k\u0130k\u0130', 'right password');
    expect(dotted.statusCode).toBe(401);
    expect((await signIn(OWNER, 'kiki', 'right password')).statusCode).toBe(200);
  });

  it('treats an unknown account the same way (no enumeration through the lock)', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await signIn(ATTACKER, 'phantom', 'whatever1')).statusCode).toBe(401);
    }
    expect((await signIn(ATTACKER, 'phantom', 'whatever1')).statusCode).toBe(429);
  });

  it('clears the failure count of an address on a successful sign-in from it', async () => {
    await signedInUser(t, { username: 'clumsy', password: 'right password' });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) await signIn(OWNER, 'clumsy', 'wrong password');
      expect((await signIn(OWNER, 'clumsy', 'right password')).statusCode).toBe(200);
    }
  });
});

describe('per-IP limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', {
      auth: {
        limits: {
          signInPerIp: { limit: 3, windowMs: 60_000 },
          signUpPerIp: { limit: 2, windowMs: 60_000 },
          mailPerIp: { limit: 2, windowMs: 60_000 },
        },
      },
    });
  });
  afterAll(() => t?.close());

  it('limits sign-ins per IP; X-Forwarded-For does not rotate it (trustProxy is off)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await post(
        t,
        '/api/auth/signin',
        { username: `user${i}`, password: 'whatever1' },
        { 'x-forwarded-for': `10.0.0.${i}` },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped address as its IPv4', async () => {
    const from = async (addresses: string[]) => {
      const statuses = [];
      for (const address of addresses) {
        const payload = { username: `v6-${randomUUID()}`, password: 'whatever1' };
        statuses.push((await postFrom(t, address, '/api/auth/signin', payload)).statusCode);
      }
      return statuses;
    };
    const oneNetwork = [
      '2001:db8:1:2::1',
      '2001:db8:1:2::2',
      '2001:db8:1:2:ffff::3',
      '2001:db8:1:2::4',
    ];
    expect(await from(oneNetwork)).toEqual([401, 401, 401, 429]);
    expect(await from(['2001:db8:1:3::1'])).toEqual([401]);
    const mapped = ['203.0.113.9', '::ffff:203.0.113.9', '203.0.113.9', '::ffff:203.0.113.9'];
    expect(await from(mapped)).toEqual([401, 401, 401, 429]);
  });

  it('limits sign-ups and mail requests per IP', async () => {
    const signUps = [];
    for (let i = 0; i < 3; i++) {
      signUps.push(
        (await post(t, '/api/auth/signup', { username: `new${i}`, password: 'password1' }))
          .statusCode,
      );
    }
    expect(signUps).toEqual([200, 200, 429]);
    const mails = [];
    for (const url of ['resend-confirmation', 'forgot-password', 'forgot-password']) {
      mails.push((await post(t, `/api/auth/${url}`, { username: `x-${url}` })).statusCode);
    }
    expect(mails).toEqual([200, 200, 429]);
  });
});

describe.skipIf(!redisUrl)('rate limits in Redis (REDIS_URL)', () => {
  const prefix = `test:${randomUUID()}:`;
  let a: TestApp;
  let b: TestApp;
  const waits: number[] = [];
  beforeAll(async () => {
    // two instances behind one load balancer share their counters through Redis
    a = await buildTestApp('pglite', {
      platform: { rateLimitStore: new RedisRateLimitStore(redisUrl!, { keyPrefix: prefix }) },
      auth: { sleep: () => Promise.resolve() },
    });
    b = await buildTestApp('pglite', {
      platform: { rateLimitStore: new RedisRateLimitStore(redisUrl!, { keyPrefix: prefix }) },
      auth: {
        sleep: async (ms) => {
          waits.push(ms);
        },
      },
    });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts failed sign-ins from one address across instances', async () => {
    for (let i = 0; i < 10; i++) {
      const app = i % 2 === 0 ? a : b;
      const res = await post(app, '/api/auth/signin', { username: 'shared', password: 'nope1234' });
      expect(res.statusCode).toBe(401);
    }
    for (const app of [a, b]) {
      const res = await post(app, '/api/auth/signin', { username: 'shared', password: 'nope1234' });
      expect(res.statusCode).toBe(429);
    }
  });

  it("slows down one instance's checks for guesses counted by another, and still lets the owner in", async () => {
    await signedInUser(b, { username: 'sought', password: 'right password' });
    for (let i = 0; i < 12; i++) {
      const res = await postFrom(a, `198.51.100.${i}`, '/api/auth/signin', {
        username: 'sought',
        password: `wrong ${i}`,
      });
      expect(res.statusCode).toBe(401);
    }
    const owner = await postFrom(b, OWNER, '/api/auth/signin', {
      username: 'sought',
      password: 'right password',
    });
    expect(owner.statusCode).toBe(200);
    // the 13th check of the login: 12 guesses, then the owner's (the sign-up's right one does not
    // count)
    expect(waits).toEqual([400]);
  });
});
