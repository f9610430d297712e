import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNUAL_DAYS,
  MONETIZATION_ERRORS,
  MONTHLY_DAYS,
  PRICES_CENTS,
  SUBSCRIPTION_TEXTS,
  createSubscriptionResponseSchema,
  mySubscriptionsResponseSchema,
  paymentResultSchema,
  plansResponseSchema,
} from '@app/contract';
import { OPEN_CHECKOUTS } from '../src/modules/payments/payments.service';
import { DAY_MS } from '../src/lib/time';
import { manualClock } from './auth-helpers';
import { testEngines } from './engines';
import {
  accessOf,
  buy,
  call,
  get,
  monetizationApp,
  newBuyer,
  statusOf,
} from './monetization-helpers';
import type { TestApp } from './test-app';

describe.each(testEngines())('subscriptions on %s', (engine) => {
  let t: TestApp;
  const clock = manualClock(Date.parse('2026-03-01T12:00:00Z'));
  const newUser = () => newBuyer(t);
  const status = (token: string, contentId?: string) => statusOf(t, token, contentId);
  const access = (token: string, id: string) => accessOf(t, token, id);

  beforeAll(async () => {
    t = await monetizationApp(engine, { clock: clock.now });
  });
  afterAll(() => t?.close());

  it("lists the four plans with the contract's prices, publicly", async () => {
    const answer = await get(t, null, '/api/subscriptions/plans');
    expect(answer.statusCode).toBe(200);
    const { plans } = plansResponseSchema.parse(answer.json());
    const byId = Object.fromEntries(plans.map((p) => [p.plan_id, p]));
    expect(plans.map((p) => p.plan_id)).toEqual([
      'monthly',
      'annual',
      'individual_reel',
      'individual_series',
    ]);
    expect(byId.monthly).toMatchObject({ price: 30, price_cents: 3000, duration_days: 30 });
    expect(byId.annual).toMatchObject({ price: 280, price_cents: 28000, duration_days: 365 });
    expect(byId.annual!.description).toContain(SUBSCRIPTION_TEXTS.annualSaving);
    for (const id of ['individual_reel', 'individual_series'] as const) {
      expect(byId[id]).toMatchObject({ price: 5, price_cents: PRICES_CENTS.individual });
      expect(byId[id]!.duration_days).toBeNull();
    }
    for (const plan of plans) expect(plan.features.length).toBeGreaterThan(0);
    const config = await get(t, null, '/api/payments/config');
    expect(config.json()).toEqual({ test_mode: true });
  });

  it('refuses guests on every bearer route with 401', async () => {
    const paymentId = '7d3c6f4e-8b1a-4c2d-9e0f-123456789abc';
    const bearerRoutes = [
      { method: 'GET', url: '/api/subscriptions/status' },
      { method: 'GET', url: '/api/subscriptions/status?content_id=neon-heirs' },
      {
        method: 'POST',
        url: '/api/subscriptions/create',
        payload: { subscription_type: 'monthly' },
      },
      { method: 'GET', url: '/api/subscriptions/my-subscriptions' },
      { method: 'POST', url: '/api/subscriptions/cancel' },
      { method: 'GET', url: '/api/subscriptions/validate-access/neon-heirs' },
      { method: 'POST', url: `/api/payments/simulate-payment/${paymentId}` },
      {
        method: 'POST',
        url: '/api/payments/create-payment-intent',
        payload: { payment_id: paymentId, subscription_type: 'monthly' },
      },
      {
        method: 'POST',
        url: '/api/payments/confirm-payment',
        payload: { payment_intent_id: 'sim_pi_x' },
      },
    ] as const;
    for (const route of bearerRoutes) {
      const answer = await call(t, null, route);
      expect(answer.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      const forged = await call(t, 'not-a-token', route);
      expect(forged.statusCode, `${route.method} ${route.url} forged`).toBe(401);
    }
  });

  it('caps the unfinished checkouts one user can open, even when they arrive together', async () => {
    const token = await newBuyer(t);
    const checkout = () =>
      call(t, token, {
        method: 'POST',
        url: '/api/subscriptions/create',
        payload: { subscription_type: 'monthly' },
      });
    // one more than the cap, all at once
    const answers = await Promise.all(
      Array.from({ length: OPEN_CHECKOUTS.maxPerUser + 5 }, () => checkout()),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(OPEN_CHECKOUTS.maxPerUser);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const refused = answers.find((answer) => answer.statusCode === 429)!;
    expect(refused.json()).toMatchObject({
      detail: MONETIZATION_ERRORS.tooManyOpenPayments,
      code: 'RATE_LIMITED',
    });
    // paying one frees a place; another user was never limited
    // arriving together, any of them may be among the refused: pay one that was accepted
    const accepted = answers.find((answer) => answer.statusCode === 200)!;
    const { payment_id } = createSubscriptionResponseSchema.parse(accepted.json());
    const paid = await call(t, token, {
      method: 'POST',
      url: `/api/payments/simulate-payment/${payment_id}`,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await checkout()).statusCode).toBe(200);
    const other = await newBuyer(t);
    const theirs = await call(t, other, {
      method: 'POST',
      url: '/api/subscriptions/create',
      payload: { subscription_type: 'monthly' },
    });
    expect(theirs.statusCode).toBe(200);
  });

  it('create → simulate → active → access → cancel', async () => {
    const token = await newUser();
    expect(await status(token)).toEqual({
      has_active_subscription: false,
      has_reel_access: false,
      reel_id: null,
      subscription_type: null,
      expires_at: null,
    });

    const created = await call(t, token, {
      method: 'POST',
      url: '/api/subscriptions/create',
      payload: { subscription_type: 'monthly', content_id: null },
    });
    expect(created.statusCode, created.body).toBe(200);
    const payment = createSubscriptionResponseSchema.parse(created.json());
    expect(payment).toMatchObject({
      amount: 30,
      amount_cents: 3000,
      subscription_type: 'monthly',
      content_id: null,
    });
    // a pending payment grants nothing
    expect((await access(token, 'neon-heirs')).has_access).toBe(false);

    const paid = await call(t, token, {
      method: 'POST',
      url: `/api/payments/simulate-payment/${payment.payment_id}`,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const result = paymentResultSchema.parse(paid.json());
    const now = clock.now();
    expect(result.subscription).toMatchObject({
      subscription_type: 'monthly',
      status: 'active',
      start_date: now.toISOString(),
      end_date: new Date(now.getTime() + MONTHLY_DAYS * DAY_MS).toISOString(),
      content_id: null,
    });

    expect(await status(token)).toEqual({
      has_active_subscription: true,
      has_reel_access: false,
      reel_id: null,
      subscription_type: 'monthly',
      expires_at: result.subscription.end_date,
    });
    // the series sells no episode one by one: nothing unlocked or locked
    expect(await access(token, 'neon-heirs')).toEqual({
      has_access: true,
      access_type: 'subscription',
      unlocked_episodes: [],
      locked_episodes: [],
    });
    const mine = mySubscriptionsResponseSchema.parse(
      (await get(t, token, '/api/subscriptions/my-subscriptions')).json(),
    );
    expect(mine.subscriptions).toEqual([result.subscription]);

    const cancelled = await call(t, token, { method: 'POST', url: '/api/subscriptions/cancel' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // cancelling stops the renewal; what was paid for runs to its end date
    expect(cancelled.json()).toEqual({
      success: true,
      message: SUBSCRIPTION_TEXTS.cancelled,
      subscription: { ...result.subscription, status: 'cancelled', renews: false },
    });
    expect(await status(token)).toMatchObject({
      has_active_subscription: true,
      subscription_type: 'monthly',
      expires_at: result.subscription.end_date,
    });
    expect(await access(token, 'neon-heirs')).toMatchObject({
      has_access: true,
      access_type: 'subscription',
    });

    const again = await call(t, token, { method: 'POST', url: '/api/subscriptions/cancel' });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      detail: MONETIZATION_ERRORS.noActiveSubscription,
      code: 'NOT_FOUND',
    });

    // at the end date the access ends, and the record still says it was cancelled
    clock.advance(Date.parse(result.subscription.end_date!) - now.getTime() - 1);
    expect((await access(token, 'neon-heirs')).has_access).toBe(true);
    clock.advance(1);
    expect(await status(token)).toMatchObject({ has_active_subscription: false, expires_at: null });
    expect(await access(token, 'neon-heirs')).toMatchObject({
      has_access: false,
      access_type: 'none',
    });
    const ended = mySubscriptionsResponseSchema.parse(
      (await get(t, token, '/api/subscriptions/my-subscriptions')).json(),
    );
    expect(ended.subscriptions.map((s) => [s.status, s.renews])).toEqual([['cancelled', false]]);
  });

  it('grants a per-series purchase for that series only, with no end', async () => {
    const token = await newUser();
    const result = await buy(t, token, 'individual_series', 'neon-heirs');
    expect(result.subscription).toMatchObject({
      subscription_type: 'individual_series',
      content_id: 'neon-heirs',
      status: 'active',
      end_date: null,
    });
    expect(await access(token, 'neon-heirs')).toMatchObject({
      has_access: true,
      access_type: 'purchase',
    });
    expect(await access(token, 'glass-orchard')).toMatchObject({
      has_access: false,
      access_type: 'none',
    });
    expect(await status(token, 'neon-heirs')).toEqual({
      has_active_subscription: false,
      has_reel_access: true,
      reel_id: 'neon-heirs',
      subscription_type: 'individual_series',
      expires_at: null,
      unlocked_episodes: [],
      // nothing of neon-heirs is priced here: no episode needs a grant
      playback: [],
    });
    expect(await status(token, 'glass-orchard')).toMatchObject({
      has_reel_access: false,
      reel_id: null,
    });
    // a purchase is not a subscription: nothing to cancel
    expect(
      (await call(t, token, { method: 'POST', url: '/api/subscriptions/cancel' })).statusCode,
    ).toBe(404);
    // buying it twice would only charge twice
    const twice = await call(t, token, {
      method: 'POST',
      url: '/api/subscriptions/create',
      payload: { subscription_type: 'individual_series', content_id: 'neon-heirs' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      detail: MONETIZATION_ERRORS.alreadyPurchased,
      code: 'CONFLICT',
    });
    // years later it still holds
    clock.advance(3 * ANNUAL_DAYS * DAY_MS);
    expect((await access(token, 'neon-heirs')).access_type).toBe('purchase');
  });

  it('refuses per-content plans without a published series', async () => {
    const token = await newUser();
    const create = (payload: object) =>
      call(t, token, { method: 'POST', url: '/api/subscriptions/create', payload });
    const missing = await create({ subscription_type: 'individual_reel' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().detail).toContain(MONETIZATION_ERRORS.contentIdRequired);
    const nullId = await create({ subscription_type: 'individual_series', content_id: null });
    expect(nullId.statusCode).toBe(400);
    for (const contentId of ['no-such-series', 'draft-one']) {
      const answer = await create({
        subscription_type: 'individual_series',
        content_id: contentId,
      });
      expect(answer.statusCode, contentId).toBe(404);
      expect(answer.json()).toEqual({
        detail: MONETIZATION_ERRORS.contentNotFound,
        code: 'NOT_FOUND',
      });
    }
    const bad = await create({ subscription_type: 'lifetime' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it('refuses malformed ids and bodies with 400', async () => {
    const token = await newUser();
    const cases = [
      { method: 'POST', url: '/api/payments/simulate-payment/not-a-uuid' },
      { method: 'POST', url: '/api/payments/simulate-payment/..%2f..%2fetc' },
      { method: 'GET', url: '/api/subscriptions/validate-access/UPPER_case' },
      { method: 'GET', url: '/api/subscriptions/status?content_id=%3Cscript%3E' },
      { method: 'GET', url: '/api/subscriptions/status?other=1' },
      { method: 'POST', url: '/api/subscriptions/create', payload: {} },
      {
        method: 'POST',
        url: '/api/subscriptions/create',
        payload: { subscription_type: 'monthly', extra: true },
      },
      { method: 'POST', url: '/api/subscriptions/cancel', payload: { anything: 1 } },
      {
        method: 'POST',
        url: '/api/payments/confirm-payment',
        payload: { payment_intent_id: '../x' },
      },
    ] as const;
    for (const request of cases) {
      const answer = await call(t, token, request);
      expect(answer.statusCode, `${request.method} ${request.url}`).toBe(400);
      expect(answer.json()).toHaveProperty('detail');
    }
  });
});
