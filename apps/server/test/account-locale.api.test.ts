import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSummarySchema, authResponseSchema } from '@app/contract';
import { outboxDir } from '../src/mail/create-mailer';
import { readOutbox } from '../src/mail/outbox-mailer';
import { post, signedInUser } from './auth-helpers';
import { testEngines, warnSkippedEngines } from './engines';
import { buildTestApp, type TestApp } from './test-app';

warnSkippedEngines();

const PASSWORD = 'correct horse battery';

describe.each(testEngines())('the account’s language on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(engine);
  });
  afterAll(() => t.close());

  it('writes the sign-up code mail in the language the page was in', async () => {
    const res = await post(t, '/api/auth/signup', {
      username: 'lucia',
      password: PASSWORD,
      email: 'lucia@example.com',
      locale: 'es',
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.app.services.mail.drain();
    const mail = (await readOutbox(outboxDir(t.dir))).find((m) => m.to === 'lucia@example.com');
    expect(mail?.subject).toBeDefined();
    expect(mail?.subject).not.toBe('Confirm your ReelForge account');
    expect(mail?.text).toMatch(/\d{6}/);
    expect(mail?.text).toContain('15 minutos');
  });

  it('refuses a language it does not offer, and keeps the account’s choice for sign-ins', async () => {
    const bad = await post(t, '/api/auth/signup', {
      username: 'x1',
      password: PASSWORD,
      locale: 'fr',
    });
    expect(bad.statusCode).toBe(400);

    const session = await signedInUser(t, { username: 'omar' });
    expect(session.locale).toBeNull();
    const headers = { authorization: `Bearer ${session.access_token}` };
    const set = await t.app.inject({
      method: 'PUT',
      url: '/api/account/locale',
      headers,
      payload: { locale: 'ar' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(accountSummarySchema.parse(set.json()).locale).toBe('ar');
    const summary = await t.app.inject({ url: '/api/account', headers });
    expect(accountSummarySchema.parse(summary.json()).locale).toBe('ar');

    // another device signs in: the answer carries the account's language
    const again = await post(t, '/api/auth/signin', { username: 'omar', password: PASSWORD });
    expect(authResponseSchema.parse(again.json()).data.locale).toBe('ar');

    const guest = await t.app.inject({
      method: 'PUT',
      url: '/api/account/locale',
      payload: { locale: 'es' },
    });
    expect(guest.statusCode).toBe(401);
  });
});
