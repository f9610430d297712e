import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_TEXTS } from '@app/contract';
import { PasswordHasher } from '../src/modules/auth/passwords';
import { VerificationCodes } from '../src/modules/auth/verification-codes';
import { RedisRateLimitStore } from '../src/rate-limit/redis-rate-limit-store';
import { buildTestApp, type TestApp } from './test-app';
import { testEngines } from './engines';
import { lastCode, mailCount, post, signedInUser } from './auth-helpers';
import { reachableRedis } from './redis-probe';

const rateLimited = { detail: AUTH_TEXTS.rateLimited, code: 'RATE_LIMITED' };

describe.each(testEngines())('sign-in brute force on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(() => t?.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('answers 429 after 10 failed sign-ins to one account, even with the right password', async () => {
    await signedInUser(t, { username: 'victim', password: 'right password' });
    for (let i = 0; i < 10; i++) {
      const res = await post(t, '/api/auth/signin', { username: 'victim', password: `wrong ${i}` });
      expect(res.statusCode).toBe(401);
    }
    const locked = await post(t, '/api/auth/signin', {
      username: 'victim',
      password: 'right password',
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(rateLimited);
    // in another case it is the same login
    const viaOtherName = await post(t, '/api/auth/signin', {
      username: 'VICTIM',
      password: 'right password',
    });
    expect(viaOtherName.statusCode).toBe(429);
  });

  it('checks at most 10 of 50 concurrent wrong sign-ins against the password; the rest get 429', async () => {
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
      Array.from({ length: 50 }, (_, i) =>
        post(t, '/api/auth/signin', { username: 'rushed', password: `wrong ${i}` }),
      ),
    );
    const statuses = answers.map((res) => res.statusCode);
    expect(verify.mock.calls.length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 401).length).toBe(verify.mock.calls.length);
    expect(statuses.filter((s) => s === 429).length).toBe(50 - verify.mock.calls.length);
  });

  it('gives a reset code no more guesses than the per-account budget, under either spelling', async () => {
    await signedInUser(t, { username: 'guessed', email: 'guessed@example.com' });
    const compare = vi.spyOn(VerificationCodes.prototype, 'matches');
    const statuses = new Set<number>();
    for (let round = 0; round < 8; round++) {
      const login = round % 2 === 0 ? 'guessed' : 'guessed@example.com';
      const forgot = await post(t, '/api/auth/forgot-password', { username: login });
      expect(forgot.statusCode).toBe(200);
      // the live code is the newest one mailed: one more than it is certainly wrong
      const wrong = String((Number(await lastCode(t, 'guessed@example.com')) + 1) % 1e6);
      for (let i = 0; i < 5; i++) {
        const res = await post(t, '/api/auth/confirm-forgot-password', {
          username: login,
          confirmation_code: wrong.padStart(6, '0'),
          new_password: 'new password',
        });
        statuses.add(res.statusCode);
      }
    }
    expect(compare.mock.calls.length).toBeLessThanOrEqual(10);
    expect([...statuses].sort()).toEqual([400, 429]);
    // reset mails count per account however it is named (5), after the sign-up code
    expect(await mailCount(t, 'guessed@example.com')).toBeLessThanOrEqual(6);
    // a fresh code brings no fresh guesses: even the right one waits for the budget
    const right = await post(t, '/api/auth/confirm-forgot-password', {
      username: 'guessed',
      confirmation_code: await lastCode(t, 'guessed@example.com'),
      new_password: 'new password',
    });
    expect(right.statusCode).toBe(429);
  });

  it("does not link a name to its address through the code budget: the other name answers like an unknown login's", async () => {
    await signedInUser(t, { username: 'linked', email: 'linked@example.com' });
    await post(t, '/api/auth/forgot-password', { username: 'linked' });
    const code = await lastCode(t, 'linked@example.com');
    const wrong = String((Number(code) + 1) % 1e6).padStart(6, '0');
    const check = (username: string, confirmation_code = wrong) =>
      post(t, '/api/auth/confirm-forgot-password', {
        username,
        confirmation_code,
        new_password: 'taken over',
      });
    // spend the account's budget under its name (fresh codes: 5 tries each)
    for (let i = 0; i < 10; i++) {
      if (i === 5) await post(t, '/api/auth/forgot-password', { username: 'linked' });
      expect((await check('linked')).statusCode).toBe(400);
    }
    expect((await check('linked')).json()).toEqual(rateLimited);
    // under the address: no 429 that would say 'same account', just a failed check…
    const compare = vi.spyOn(VerificationCodes.prototype, 'matches');
    const viaAddress = await check('linked@example.com');
    const unknown = await check('nobody-here@example.com');
    expect(viaAddress.statusCode).toBe(400);
    expect(viaAddress.json()).toEqual(unknown.json());
    expect(viaAddress.json()).toEqual({ detail: AUTH_TEXTS.invalidCode, code: 'INVALID_CODE' });
    // …and no extra guess: even the live code is not compared, the password stays
    await post(t, '/api/auth/forgot-password', { username: 'linked@example.com' });
    const right = await check('linked@example.com', await lastCode(t, 'linked@example.com'));
    expect(right.json()).toEqual(unknown.json());
    expect(compare).not.toHaveBeenCalled();
    const signIn = await post(t, '/api/auth/signin', {
      username: 'linked',
      password: 'correct horse battery',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('treats an unknown account the same way (no enumeration through the lock)', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await post(t, '/api/auth/signin', { username: 'phantom', password: 'whatever1' });
      expect(res.statusCode).toBe(401);
    }
    const res = await post(t, '/api/auth/signin', { username: 'phantom', password: 'whatever1' });
    expect(res.statusCode).toBe(429);
  });

  it('clears the failure count on a successful sign-in', async () => {
    await signedInUser(t, { username: 'clumsy', password: 'right password' });
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 9; i++) {
        await post(t, '/api/auth/signin', { username: 'clumsy', password: 'wrong password' });
      }
      const ok = await post(t, '/api/auth/signin', {
        username: 'clumsy',
        password: 'right password',
      });
      expect(ok.statusCode).toBe(200);
    }
  });

  it('limits code mails per account: resend and forgot-password answer 429 past 5', async () => {
    await post(t, '/api/auth/signup', {
      username: 'spammed',
      password: 'password1',
      email: 'spammed@example.com',
    });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await post(t, '/api/auth/resend-confirmation', { username: 'spammed' })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // the sign-up mail plus five resends
    expect(await mailCount(t, 'spammed@example.com')).toBe(6);
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

const redisUrl = await reachableRedis();

describe.skipIf(!redisUrl)('rate limits in Redis (REDIS_URL)', () => {
  const prefix = `test:${randomUUID()}:`;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // two instances behind one load balancer share their counters through Redis
    a = await buildTestApp('pglite', {
      auth: { rateLimitStore: new RedisRateLimitStore(redisUrl!, { keyPrefix: prefix }) },
    });
    b = await buildTestApp('pglite', {
      auth: { rateLimitStore: new RedisRateLimitStore(redisUrl!, { keyPrefix: prefix }) },
    });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts failed sign-ins across instances', async () => {
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
});
