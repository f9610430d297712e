import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_TEXTS } from '@app/contract';
import { VerificationCodes } from '../src/modules/auth/verification-codes';
import type { TestApp } from './test-app';
import { testEngines } from './engines';
import { lastCode, limitsTestApp, mailCount, post, postFrom, signedInUser } from './auth-helpers';
import { reachableRedis } from './redis-probe';

const rateLimited = { detail: AUTH_TEXTS.rateLimited, code: 'RATE_LIMITED' };
const invalidCode = { detail: AUTH_TEXTS.invalidCode, code: 'INVALID_CODE' };
const ATTACKER = '198.51.100.66';
const OWNER = '203.0.113.10';
const FORGOT = '/api/auth/forgot-password';
const CONFIRM = '/api/auth/confirm-forgot-password';

/** A code certainly not the live one: the live one plus 1. */
const wrongFor = (code: string) => String((Number(code) + 1) % 1e6).padStart(6, '0');

const redisUrl = await reachableRedis();
const setups = testEngines().flatMap((engine) =>
  ['memory', ...(redisUrl ? ['redis'] : [])].map((store) => [engine, store] as const),
);

describe.each(setups)('code guessing on %s, counters in %s', (engine, store) => {
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await limitsTestApp(engine, store === 'redis' ? redisUrl : undefined));
  });
  afterAll(() => t?.close());
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const confirm = (from: string, username: string, code: string, password = 'taken over') =>
    postFrom(t, from, CONFIRM, { username, confirmation_code: code, new_password: password });

  it('gives one address no more guesses at reset codes than the per-account budget, under either spelling', async () => {
    await signedInUser(t, { username: 'guessed', email: 'guessed@example.com' });
    const compare = vi.spyOn(VerificationCodes.prototype, 'matches');
    const statuses = new Set<number>();
    for (let round = 0; round < 8; round++) {
      const login = round % 2 === 0 ? 'guessed' : 'guessed@example.com';
      expect((await postFrom(t, ATTACKER, FORGOT, { username: login })).statusCode).toBe(200);
      const wrong = wrongFor(await lastCode(t, 'guessed@example.com'));
      for (let i = 0; i < 5; i++) statuses.add((await confirm(ATTACKER, login, wrong)).statusCode);
    }
    expect(compare.mock.calls.length).toBeLessThanOrEqual(10);
    expect([...statuses].sort()).toEqual([400, 429]);
    // reset mails count per account however it is named (5), after the sign-up code
    expect(await mailCount(t, 'guessed@example.com')).toBe(6);
    // a fresh code brings that address no fresh guesses: even the right one waits for the budget
    const code = await lastCode(t, 'guessed@example.com');
    expect((await confirm(ATTACKER, 'guessed', code)).statusCode).toBe(429);
    // the owner, from elsewhere, resets with the newest mail (the mail budget is spent, so that
    // one is still live)
    expect((await confirm(OWNER, 'guessed', code, 'my new password')).statusCode).toBe(200);
  });

  it('lets the owner reset the password with a fresh code after 20 wrong codes from elsewhere', async () => {
    await signedInUser(t, { username: 'targeted', email: 'targeted@example.com' });
    // the attacker has four codes mailed, and makes 5 wrong guesses at each from two addresses
    for (let i = 0; i < 20; i++) {
      const from = i < 10 ? '198.51.100.1' : '198.51.100.2';
      if (i % 5 === 0) await postFrom(t, from, FORGOT, { username: 'targeted' });
      const wrong = wrongFor(await lastCode(t, 'targeted@example.com'));
      expect((await confirm(from, 'targeted', wrong)).json()).toEqual(invalidCode);
    }
    expect((await postFrom(t, OWNER, FORGOT, { username: 'targeted' })).statusCode).toBe(200);
    const fresh = await lastCode(t, 'targeted@example.com');
    expect((await confirm(OWNER, 'targeted', fresh, 'my new password')).statusCode).toBe(200);
    const signIn = await postFrom(t, OWNER, '/api/auth/signin', {
      username: 'targeted',
      password: 'my new password',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('keeps a freshly mailed code working for its owner while others use up their tries at it', async () => {
    await signedInUser(t, { username: 'waiting', email: 'waiting@example.com' });
    await postFrom(t, OWNER, FORGOT, { username: 'waiting' });
    const code = await lastCode(t, 'waiting@example.com');
    for (const from of ['198.51.100.1', '198.51.100.2']) {
      for (let i = 0; i < 6; i++) {
        expect((await confirm(from, 'waiting', wrongFor(code))).json()).toEqual(invalidCode);
      }
    }
    expect((await confirm(OWNER, 'waiting', code, 'my new password')).statusCode).toBe(200);
    // used up: the same code does not work twice
    expect((await confirm(OWNER, 'waiting', code)).json()).toEqual(invalidCode);
  });

  it('compares at most 5 of 20 concurrent guesses at one code from one address', async () => {
    await signedInUser(t, { username: 'swarmed', email: 'swarmed@example.com' });
    await postFrom(t, ATTACKER, FORGOT, { username: 'swarmed' });
    const wrong = wrongFor(await lastCode(t, 'swarmed@example.com'));
    const compare = vi.spyOn(VerificationCodes.prototype, 'matches');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => confirm(ATTACKER, 'swarmed', wrong)),
    );
    expect(compare.mock.calls.length).toBeLessThanOrEqual(5);
    expect(new Set(answers.map((res) => res.statusCode))).toEqual(new Set([400, 429]));
  });

  it("does not link a name to its address through the code budget: the other name answers like an unknown login's", async () => {
    await signedInUser(t, { username: 'linked', email: 'linked@example.com' });
    await post(t, FORGOT, { username: 'linked' });
    const wrong = wrongFor(await lastCode(t, 'linked@example.com'));
    const check = (username: string, code = wrong) => confirm(ATTACKER, username, code);
    // spend the account's budget from one address under its name (fresh codes: 5 tries each)
    for (let i = 0; i < 10; i++) {
      if (i === 5) await post(t, FORGOT, { username: 'linked' });
      expect((await check('linked')).statusCode).toBe(400);
    }
    expect((await check('linked')).json()).toEqual(rateLimited);
    // under the address: no 429 that would say 'same account', just a failed check…
    const compare = vi.spyOn(VerificationCodes.prototype, 'matches');
    const viaAddress = await check('linked@example.com');
    const unknown = await check('nobody-here@example.com');
    expect(viaAddress.statusCode).toBe(400);
    expect(viaAddress.json()).toEqual(unknown.json());
    expect(viaAddress.json()).toEqual(invalidCode);
    // …and no extra guess: even the live code is not compared, the password stays
    await post(t, FORGOT, { username: 'linked@example.com' });
    const right = await check('linked@example.com', await lastCode(t, 'linked@example.com'));
    expect(right.json()).toEqual(unknown.json());
    expect(compare).not.toHaveBeenCalled();
    const signIn = await post(t, '/api/auth/signin', {
      username: 'linked',
      password: 'correct horse battery',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it("limits code mails per login from one address (429 past 5), and not the owner's requests", async () => {
    await post(t, '/api/auth/signup', {
      username: 'spammed',
      password: 'password1',
      email: 'spammed@example.com',
    });
    const resend = (from: string) =>
      postFrom(t, from, '/api/auth/resend-confirmation', { username: 'spammed' });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await resend(ATTACKER)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await resend(OWNER)).statusCode).toBe(200);
    // the sign-up mail plus five resends: the account's mails are spent for 15 minutes, so the
    // owner's request sends none, and the newest code mailed stays live until then
    expect(await mailCount(t, 'spammed@example.com')).toBe(6);
    const confirmed = await postFrom(t, OWNER, '/api/auth/confirm-signup', {
      username: 'spammed',
      confirmation_code: await lastCode(t, 'spammed@example.com'),
    });
    expect(confirmed.statusCode).toBe(200);
  });
});
