import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ANNUAL_DAYS,
  MONETIZATION_ERRORS,
  coinPackCheckoutSchema,
  coinPackPaymentResultSchema,
  createSubscriptionResponseSchema,
  mySubscriptionsResponseSchema,
  paymentResultSchema,
} from '@app/contract';
import { payments, subscriptions } from '../src/db/schema';
import { DAY_MS } from '../src/lib/time';
import { SimulatedPaymentProvider } from '../src/modules/payments/payment-provider';
import { OPEN_CHECKOUTS } from '../src/modules/payments/payments.service';
import { manualClock } from './auth-helpers';
import { testEngines } from './engines';
import { accessOf, call, get, monetizationApp, newBuyer, statusOf } from './monetization-helpers';
import type { TestApp } from './test-app';

describe.each(testEngines())('payments on %s', (engine) => {
  let t: TestApp;
  const clock = manualClock(Date.parse('2026-03-01T12:00:00Z'));
  const provider = new SimulatedPaymentProvider();
  const newUser = () => newBuyer(t);
  const status = (token: string, contentId?: string) => statusOf(t, token, contentId);
  const access = (token: string, id: string) => accessOf(t, token, id);

  beforeAll(async () => {
    t = await monetizationApp(engine, { clock: clock.now, provider });
  });
  afterAll(() => t?.close());

  it('settles a payment once: a repeat answers the same and changes nothing', async () => {
    const token = await newUser();
    const created = await call(t, token, {
      method: 'POST',
      url: '/api/subscriptions/create',
      payload: { subscription_type: 'annual' },
    });
    const { payment_id } = createSubscriptionResponseSchema.parse(created.json());
    const pay = () =>
      call(t, token, { method: 'POST', url: `/api/payments/simulate-payment/${payment_id}` });
    const first = await pay();
    const second = await pay();
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    const rows = await t.database.db.select().from(subscriptions);
    expect(rows.filter((r) => r.paymentId === payment_id)).toHaveLength(1);
    // the annual plan ran 365 days, not 730
    const end = Date.parse(paymentResultSchema.parse(first.json()).subscription.end_date!);
    expect(end - clock.now().getTime()).toBe(ANNUAL_DAYS * DAY_MS);
  });

  it('creates one subscription and charges once from five concurrent payments of one payment id', async () => {
    const token = await newUser();
    const created = await call(t, token, {
      method: 'POST',
      url: '/api/subscriptions/create',
      payload: { subscription_type: 'monthly' },
    });
    const { payment_id } = createSubscriptionResponseSchema.parse(created.json());
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t, token, { method: 'POST', url: `/api/payments/simulate-payment/${payment_id}` }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const ids = new Set(answers.map((a) => paymentResultSchema.parse(a.json()).subscription.id));
    expect(ids.size).toBe(1);
    const rows = await t.database.db.select().from(subscriptions);
    expect(rows.filter((r) => r.paymentId === payment_id)).toHaveLength(1);
    expect(provider.charges.filter((c) => c.paymentId === payment_id)).toHaveLength(1);
    const mine = mySubscriptionsResponseSchema.parse(
      (await get(t, token, '/api/subscriptions/my-subscriptions')).json(),
    );
    expect(mine.subscriptions).toHaveLength(1);
  });

  it('does not let another user settle or even see my payment', async () => {
    const mine = await newUser();
    const theirs = await newUser();
    const created = await call(t, mine, {
      method: 'POST',
      url: '/api/subscriptions/create',
      payload: { subscription_type: 'monthly' },
    });
    const { payment_id } = createSubscriptionResponseSchema.parse(created.json());
    const stolen = await call(t, theirs, {
      method: 'POST',
      url: `/api/payments/simulate-payment/${payment_id}`,
    });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toEqual({
      detail: MONETIZATION_ERRORS.paymentNotFound,
      code: 'NOT_FOUND',
    });
    const unknown = await call(t, theirs, {
      method: 'POST',
      url: '/api/payments/simulate-payment/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(stolen.json());
    expect((await status(theirs)).has_active_subscription).toBe(false);
    expect((await status(mine)).has_active_subscription).toBe(false);
    // still payable by its owner
    const paid = await call(t, mine, {
      method: 'POST',
      url: `/api/payments/simulate-payment/${payment_id}`,
    });
    expect(paid.statusCode).toBe(200);
  });

  it('pays through a payment intent as well, once', async () => {
    const token = await newUser();
    const created = await call(t, token, {
      method: 'POST',
      url: '/api/subscriptions/create',
      payload: { subscription_type: 'individual_reel', content_id: 'glass-orchard' },
    });
    const payment = createSubscriptionResponseSchema.parse(created.json());
    const mismatch = await call(t, token, {
      method: 'POST',
      url: '/api/payments/create-payment-intent',
      payload: { payment_id: payment.payment_id, subscription_type: 'monthly' },
    });
    expect(mismatch.statusCode).toBe(400);
    const intentAnswer = await call(t, token, {
      method: 'POST',
      url: '/api/payments/create-payment-intent',
      payload: {
        payment_id: payment.payment_id,
        subscription_type: 'individual_reel',
        content_id: 'glass-orchard',
      },
    });
    expect(intentAnswer.statusCode, intentAnswer.body).toBe(200);
    const intent = intentAnswer.json<{ payment_intent_id: string; status: string }>();
    expect(intent).toMatchObject({
      amount: 5,
      amount_cents: 500,
      currency: 'usd',
      status: 'pending',
    });
    const other = await newUser();
    const foreign = await call(t, other, {
      method: 'POST',
      url: '/api/payments/confirm-payment',
      payload: { payment_intent_id: intent.payment_intent_id },
    });
    expect(foreign.statusCode).toBe(404);
    const confirm = () =>
      call(t, token, {
        method: 'POST',
        url: '/api/payments/confirm-payment',
        payload: { payment_intent_id: intent.payment_intent_id },
      });
    const first = await confirm();
    expect(first.statusCode, first.body).toBe(200);
    expect((await confirm()).json()).toEqual(first.json());
    expect((await access(token, 'glass-orchard')).access_type).toBe('purchase');
    // simulate-payment of the same payment is a repeat, not a second purchase
    const simulated = await call(t, token, {
      method: 'POST',
      url: `/api/payments/simulate-payment/${payment.payment_id}`,
    });
    expect(simulated.json()).toEqual(first.json());
  });

  describe('plans and coin packs: one payments table, one limit, one settle path', () => {
    const checkoutPlan = (token: string) =>
      call(t, token, {
        method: 'POST',
        url: '/api/subscriptions/create',
        payload: { subscription_type: 'monthly' },
      });
    const checkoutPack = (token: string) =>
      call(t, token, { method: 'POST', url: '/api/wallet/coin-packs/coins-100/purchase' });

    it('counts open checkouts of every kind against one limit', async () => {
      const token = await newUser();
      const half = OPEN_CHECKOUTS.maxPerUser / 2;
      const opened = await Promise.all([
        ...Array.from({ length: half }, () => checkoutPlan(token)),
        ...Array.from({ length: half }, () => checkoutPack(token)),
      ]);
      for (const answer of opened) expect(answer.statusCode, answer.body).toBe(200);
      for (const refused of [await checkoutPlan(token), await checkoutPack(token)]) {
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({
          detail: MONETIZATION_ERRORS.tooManyOpenPayments,
          code: 'RATE_LIMITED',
        });
      }
      // paying a coin pack frees a place for a plan
      const pack = coinPackCheckoutSchema.parse(opened.at(-1)!.json());
      const paid = await call(t, token, {
        method: 'POST',
        url: `/api/wallet/payments/${pack.payment_id}/pay`,
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect((await checkoutPlan(token)).statusCode).toBe(200);
    });

    it("answers 404 to a payment paid through the other kind's call, and changes nothing", async () => {
      const token = await newUser();
      const plan = createSubscriptionResponseSchema.parse((await checkoutPlan(token)).json());
      const pack = coinPackCheckoutSchema.parse((await checkoutPack(token)).json());
      const packAsPlan = await call(t, token, {
        method: 'POST',
        url: `/api/payments/simulate-payment/${pack.payment_id}`,
      });
      expect(packAsPlan.statusCode).toBe(404);
      expect(packAsPlan.json()).toEqual({
        detail: MONETIZATION_ERRORS.paymentNotFound,
        code: 'NOT_FOUND',
      });
      const intent = await call(t, token, {
        method: 'POST',
        url: '/api/payments/create-payment-intent',
        payload: { payment_id: pack.payment_id, subscription_type: 'monthly' },
      });
      expect(intent.statusCode).toBe(404);
      const planAsPack = await call(t, token, {
        method: 'POST',
        url: `/api/wallet/payments/${plan.payment_id}/pay`,
      });
      expect(planAsPack.statusCode).toBe(404);
      expect(planAsPack.json()).toEqual(packAsPlan.json());
      const rows = await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.status, 'pending'));
      const mine = rows.filter((r) => [plan.payment_id, pack.payment_id].includes(r.id));
      expect(mine.map((r) => r.kind).sort()).toEqual(['coin_pack', 'plan']);
      expect(provider.charges.filter((c) => c.paymentId === pack.payment_id)).toEqual([]);
      expect(provider.charges.filter((c) => c.paymentId === plan.payment_id)).toEqual([]);
    });

    it('settles a coin pack in the payments table, charged once under its own key', async () => {
      const token = await newUser();
      const pack = coinPackCheckoutSchema.parse((await checkoutPack(token)).json());
      const answers = await Promise.all(
        Array.from({ length: 3 }, () =>
          call(t, token, { method: 'POST', url: `/api/wallet/payments/${pack.payment_id}/pay` }),
        ),
      );
      for (const answer of answers) {
        expect(answer.statusCode, answer.body).toBe(200);
        expect(coinPackPaymentResultSchema.parse(answer.json())).toMatchObject({
          payment_id: pack.payment_id,
          coins: 100,
        });
      }
      const [row] = await t.database.db
        .select()
        .from(payments)
        .where(eq(payments.id, pack.payment_id));
      expect(row).toMatchObject({
        kind: 'coin_pack',
        packId: 'coins-100',
        coins: 100,
        planId: null,
        amountCents: 99,
        status: 'succeeded',
      });
      expect(row!.settledAt).not.toBeNull();
      expect(provider.charges.filter((c) => c.paymentId === pack.payment_id)).toEqual([
        {
          idempotencyKey: `coin-pack:${pack.payment_id}`,
          paymentId: pack.payment_id,
          amountCents: 99,
        },
      ]);
    });
  });
});
