import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { authResponseSchema, type AuthSession } from '@app/contract';
import { outboxDir } from '../src/mail/create-mailer';
import { readOutbox } from '../src/mail/outbox-mailer';
import { RedisRateLimitStore } from '../src/rate-limit/redis-rate-limit-store';
import type { Storage } from '../src/storage/storage';
import type { EngineName } from './engines';
import { buildTestApp, type TestApp as TestAppOf } from './test-app';

// the helpers work over any storage driver
type TestApp = TestAppOf<Storage>;

/** A clock the test moves by hand. */
export const manualClock = (start = Date.now()) => {
  let now = start;
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
};

export const post = (t: TestApp, url: string, payload: unknown, headers = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

/** A POST from another client address (the socket's: TRUST_PROXY is off in tests). */
export const postFrom = (t: TestApp, remoteAddress: string, url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

/**
 * A test app for the rate-limit suites: counters in the process, or in Redis under keys of its
 * own when `redisUrl` is given; the slowdowns' waits are recorded in `waits` instead of waited.
 */
export const limitsTestApp = async (engine: EngineName, redisUrl: string | undefined) => {
  const waits: number[] = [];
  const t = await buildTestApp(engine, {
    auth: {
      sleep: async (ms) => {
        waits.push(ms);
      },
    },
    ...(redisUrl
      ? {
          platform: {
            rateLimitStore: new RedisRateLimitStore(redisUrl, {
              keyPrefix: `test:${randomUUID()}:`,
            }),
          },
        }
      : {}),
  });
  return { t, waits };
};

/** The newest code mailed to `to` (the outbox: no SMTP_URL in tests unless set). */
export const lastCode = async (t: TestApp, to: string): Promise<string> => {
  await t.app.services.mail.drain();
  const mails = (await readOutbox(outboxDir(t.dir))).filter((m) => m.to === to);
  const text = mails.at(-1)?.text ?? '';
  const code = /code is: (\d{6})/.exec(text)?.[1];
  expect(code, `a code mailed to ${to}`).toBeDefined();
  return code!;
};

export const mailCount = async (t: TestApp, to: string): Promise<number> => {
  await t.app.services.mail.drain();
  return (await readOutbox(outboxDir(t.dir))).filter((m) => m.to === to).length;
};

/** Signs up, confirms the mailed code when there is an email, signs in: the session. */
export const signedInUser = async (
  t: TestApp,
  user: { username: string; password?: string; email?: string },
): Promise<AuthSession> => {
  const password = user.password ?? 'correct horse battery';
  const signUp = await post(t, '/api/auth/signup', { ...user, password });
  expect(signUp.statusCode, signUp.body).toBe(200);
  if (user.email) {
    const code = await lastCode(t, user.email);
    const confirm = await post(t, '/api/auth/confirm-signup', {
      username: user.username,
      confirmation_code: code,
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
  }
  const signIn = await post(t, '/api/auth/signin', { username: user.username, password });
  expect(signIn.statusCode, signIn.body).toBe(200);
  return authResponseSchema.parse(signIn.json()).data;
};

/** The editor account (as ADMIN_USERNAME makes it), signed in. */
export const signedInEditor = async (t: TestApp, username = 'editor'): Promise<AuthSession> => {
  const password = 'long enough password';
  await t.app.services.auth.ensureAdmin({ username, password });
  const signIn = await post(t, '/api/auth/signin', { username, password });
  expect(signIn.statusCode, signIn.body).toBe(200);
  return authResponseSchema.parse(signIn.json()).data;
};
