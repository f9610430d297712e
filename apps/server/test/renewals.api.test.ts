import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNUAL_DAYS,
  MONTHLY_DAYS,
  mySubscriptionsResponseSchema,
  notificationsPageSchema,
  PRICES_CENTS,
  RENEWAL,
} from '@app/contract';
import { rowsOf } from '../src/db/raw-sql';
import { DAY_MS } from '../src/lib/time';
import { outboxDir } from '../src/mail/create-mailer';
import { readOutbox } from '../src/mail/outbox-mailer';
import {
  SimulatedPaymentProvider,
  type PaymentProvider,
  type ProviderPayment,
} from '../src/modules/payments/payment-provider';
import { BillingRepository } from '../src/modules/subscriptions/billing.repository';
import { BillingService } from '../src/modules/subscriptions/billing.service';
import { manualClock, signedInUser } from './auth-helpers';
import { testEngines } from './engines';
import { buy, call, get, monetizationApp, statusOf } from './monetization-helpers';
import { testLogger, type TestApp } from './test-app';

/** The simulated provider, told to decline charges while a test asks. */
class DecliningProvider implements PaymentProvider {
  readonly name = 'simulated';
  readonly testMode = true;
  decline = false;
  private readonly inner = new SimulatedPaymentProvider();
  get charges() {
    return this.inner.charges;
  }
  createIntent(payment: ProviderPayment) {
    return this.inner.createIntent(payment);
  }
  confirm(payment: ProviderPayment, key: string): Promise<'succeeded' | 'failed'> {
    return this.decline ? Promise.resolve('failed') : this.inner.confirm(payment, key);
  }
}

const HOUR_MS = 3_600_000;

describe.each(testEngines())('renewals and their reminders on %s', (engine) => {
  let t: TestApp;
  const clock = manualClock(Date.parse('2026-05-01T12:00:00Z'));
  const provider = new DecliningProvider();
  let users = 0;

  beforeAll(async () => {
    t = await monetizationApp(engine, { clock: clock.now, provider });
  });
  afterAll(() => t?.close());
  // each test's plans stop renewing after it, so the clock moving on does not renew them later
  const viewers: string[] = [];
  afterEach(async () => {
    for (const token of viewers.splice(0)) {
      await call(t, token, { method: 'POST', url: '/api/subscriptions/cancel' });
    }
  });

  const viewer = async (locale?: 'es') => {
    const username = `renewer${++users}`;
    const email = `${username}@example.test`;
    const { access_token: token } = await signedInUser(t, { username, email });
    viewers.push(token);
    if (locale) {
      const set = await call(t, token, {
        method: 'PUT',
        url: '/api/account/locale',
        payload: { locale },
      });
      expect(set.statusCode, set.body).toBe(200);
    }
    return { token, email };
  };
  const run = () => t.app.services.billing.run();
  const mails = async (to: string) => {
    await t.app.services.mail.drain();
    return (await readOutbox(outboxDir(t.dir))).filter((m) => m.to === to);
  };
  const inbox = async (token: string) => {
    const answer = await get(t, token, '/api/notifications');
    expect(answer.statusCode, answer.body).toBe(200);
    return notificationsPageSchema.parse(answer.json()).items;
  };
  const mine = async (token: string) =>
    mySubscriptionsResponseSchema.parse(
      (await get(t, token, '/api/subscriptions/my-subscriptions')).json(),
    ).subscriptions;
  /** The user's payments still pending: a renewal never leaves one behind. */
  const pending = async (email: string) =>
    rowsOf<{ n: number }>(
      await t.database.db.execute(sql`
        select count(*)::int as n from payments p join users u on u.id = p.user_id
        where u.email = ${email} and p.status = 'pending'`),
    )[0]!.n;
  /** Moves the billing clock to `at` (never back). */
  const moveTo = (at: number) => {
    expect(at).toBeGreaterThanOrEqual(clock.now().getTime());
    clock.advance(at - clock.now().getTime());
  };

  it('reminds of a monthly plan once, a day before, in the inbox and by mail, then renews it once', async () => {
    const { token, email } = await viewer();
    const { subscription } = await buy(t, token, 'monthly');
    expect(subscription.renews).toBe(true);
    const end = Date.parse(subscription.end_date!);
    const mailsBefore = (await mails(email)).length; // the sign-up code

    moveTo(end - DAY_MS - 1);
    await run();
    expect(await inbox(token)).toEqual([]);

    moveTo(end - DAY_MS);
    expect((await run()).reminded).toBeGreaterThanOrEqual(1);
    await run();
    const entries = await inbox(token);
    expect(entries).toMatchObject([
      {
        kind: 'renewal_reminder',
        plan_id: 'monthly',
        renews_at: subscription.end_date,
        series_id: null,
        url: '/subscription',
        read: false,
      },
    ]);
    const sent = (await mails(email)).slice(mailsBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Your ReelForge plan renews on May 31, 2026');
    expect(sent[0]!.text).toContain(
      'Your Monthly Premium plan renews on May 31, 2026, for $30 for the next 30 days.',
    );
    expect(sent[0]!.text).toContain('Test mode: no card is charged.');
    expect(sent[0]!.text).toContain('/subscription');

    // not yet within the lead time: nothing is charged
    const charges = provider.charges.length;
    moveTo(end - RENEWAL.leadMinutes * 60_000 - 1);
    expect((await run()).renewed).toBe(0);
    moveTo(end - RENEWAL.leadMinutes * 60_000);
    expect((await run()).renewed).toBe(1);
    expect((await run()).renewed).toBe(0);
    expect(provider.charges.slice(charges).map((c) => c.amountCents)).toEqual([
      PRICES_CENTS.monthly,
    ]);
    const records = await mine(token);
    expect(records.map((r) => [r.status, r.renews, r.start_date, r.end_date])).toEqual([
      ['active', true, subscription.end_date, new Date(end + MONTHLY_DAYS * DAY_MS).toISOString()],
      ['active', false, subscription.start_date, subscription.end_date],
    ]);
    // no gap: past the first period the renewed one carries the access on
    moveTo(end + HOUR_MS);
    expect(await statusOf(t, token)).toMatchObject({
      has_active_subscription: true,
      expires_at: new Date(end + MONTHLY_DAYS * DAY_MS).toISOString(),
    });
    expect(await inbox(token)).toHaveLength(1);

    // the next period gets its own reminder, a day before it renews
    moveTo(end + (MONTHLY_DAYS - 1) * DAY_MS);
    await run();
    expect((await inbox(token)).map((n) => n.renews_at)).toEqual([
      new Date(end + MONTHLY_DAYS * DAY_MS).toISOString(),
      subscription.end_date,
    ]);
    expect((await mails(email)).slice(mailsBefore)).toHaveLength(2);
  });

  it("reminds of an annual plan three days before, in the account's language", async () => {
    const { token, email } = await viewer('es');
    const { subscription } = await buy(t, token, 'annual');
    const end = Date.parse(subscription.end_date!);
    expect(end - clock.now().getTime()).toBe(ANNUAL_DAYS * DAY_MS);
    const mailsBefore = (await mails(email)).length;

    moveTo(end - 3 * DAY_MS - 1);
    await run();
    expect(await inbox(token)).toEqual([]);
    moveTo(end - 3 * DAY_MS);
    await run();
    await run();
    expect((await inbox(token)).map((n) => [n.kind, n.plan_id])).toEqual([
      ['renewal_reminder', 'annual'],
    ]);
    const sent = (await mails(email)).slice(mailsBefore);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.html).toContain('lang="es"');
    expect(sent[0]!.text).not.toContain('Your Annual Premium plan renews');
    expect(sent[0]!.text).toMatch(/280/);
  });

  it('never reminds of, nor renews, a cancelled plan; its access ends at its end date', async () => {
    const { token, email } = await viewer();
    const { subscription } = await buy(t, token, 'monthly');
    const end = Date.parse(subscription.end_date!);
    const mailsBefore = (await mails(email)).length;
    const cancelled = await call(t, token, { method: 'POST', url: '/api/subscriptions/cancel' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const charges = provider.charges.length;

    moveTo(end - DAY_MS);
    await run();
    moveTo(end - 1);
    await run();
    expect(await inbox(token)).toEqual([]);
    expect((await mails(email)).slice(mailsBefore)).toEqual([]);
    expect(await statusOf(t, token)).toMatchObject({ has_active_subscription: true });
    moveTo(end);
    await run();
    expect(provider.charges.slice(charges)).toEqual([]);
    expect(await statusOf(t, token)).toMatchObject({ has_active_subscription: false });
    expect((await mine(token)).map((r) => [r.status, r.renews])).toEqual([['cancelled', false]]);
  });

  it('charges once when two billing passes meet on one renewal', async () => {
    const { token, email } = await viewer();
    const { subscription } = await buy(t, token, 'monthly');
    const end = Date.parse(subscription.end_date!);
    const charges = provider.charges.length;
    moveTo(end - HOUR_MS / 2);
    const runs = await Promise.all([run(), run(), run()]);
    expect(runs.reduce((n, r) => n + r.renewed, 0)).toBeGreaterThanOrEqual(1);
    const records = await mine(token);
    expect(records).toHaveLength(2);
    expect(records.filter((r) => r.renews)).toHaveLength(1);
    expect(provider.charges.slice(charges)).toHaveLength(1);
    // the passes that lost the claim made no payment
    expect(await pending(email)).toBe(0);
  });

  it('makes no payment for a plan cancelled between being read and being claimed', async () => {
    const { token, email } = await viewer();
    const { subscription } = await buy(t, token, 'monthly');
    const end = Date.parse(subscription.end_date!);
    moveTo(end - HOUR_MS / 2);
    const { services } = t.app;
    // a pass whose checkout comes just after the viewer cancels: it read the plan before that
    const racing = new BillingService({
      billing: new BillingRepository(t.database.db),
      payments: {
        testMode: services.payments.testMode,
        pay: (kind, userId, paymentId) => services.payments.pay(kind, userId, paymentId),
        renewalCheckout: async (userId, order, claim) => {
          const cancelled = await call(t, token, {
            method: 'POST',
            url: '/api/subscriptions/cancel',
          });
          expect(cancelled.statusCode, cancelled.body).toBe(200);
          return services.payments.renewalCheckout(userId, order, claim);
        },
      },
      inbox: services.notifications,
      mail: services.mail,
      publicUrl: 'http://localhost',
      clock: clock.now,
      log: testLogger(),
    });
    const charges = provider.charges.length;
    expect(await racing.renew()).toMatchObject({ renewed: 0, skipped: 1 });
    expect(provider.charges.slice(charges)).toEqual([]);
    expect(await pending(email)).toBe(0);
    expect((await mine(token)).map((r) => [r.status, r.renews])).toEqual([['cancelled', false]]);
    // and no later pass charges it
    expect(await run()).toMatchObject({ renewed: 0, skipped: 0 });
    moveTo(end);
    expect(await statusOf(t, token)).toMatchObject({ has_active_subscription: false });
  });

  it('ends a plan whose renewal is declined at its end date, without trying again', async () => {
    const { token } = await viewer();
    const { subscription } = await buy(t, token, 'monthly');
    const end = Date.parse(subscription.end_date!);
    moveTo(end - HOUR_MS / 2);
    provider.decline = true;
    try {
      expect(await run()).toMatchObject({ renewed: 0, declined: 1 });
    } finally {
      provider.decline = false;
    }
    expect(await run()).toMatchObject({ renewed: 0, declined: 0 });
    expect((await mine(token)).map((r) => [r.status, r.renews])).toEqual([['active', false]]);
    moveTo(end);
    expect(await statusOf(t, token)).toMatchObject({ has_active_subscription: false });
  });
});
