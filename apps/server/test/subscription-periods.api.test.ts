import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNUAL_DAYS,
  MONTHLY_DAYS,
  createSubscriptionResponseSchema,
  mySubscriptionsResponseSchema,
  paymentResultSchema,
} from '@app/contract';
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

describe.each(testEngines())('subscription periods on %s', (engine) => {
  let t: TestApp;
  const clock = manualClock(Date.parse('2026-03-01T12:00:00Z'));
  const newUser = () => newBuyer(t);
  const status = (token: string, contentId?: string) => statusOf(t, token, contentId);
  const access = (token: string, id: string) => accessOf(t, token, id);

  beforeAll(async () => {
    t = await monetizationApp(engine, { clock: clock.now });
  });
  afterAll(() => t?.close());

  it('extends a plan bought while one is active from the current end', async () => {
    const token = await newUser();
    const first = await buy(t, token, 'monthly');
    clock.advance(10 * DAY_MS);
    const second = await buy(t, token, 'monthly');
    expect(second.subscription.start_date).toBe(first.subscription.end_date);
    const expectedEnd = Date.parse(first.subscription.end_date!) + MONTHLY_DAYS * DAY_MS;
    expect(Date.parse(second.subscription.end_date!)).toBe(expectedEnd);
    const now = await status(token);
    expect(now).toMatchObject({ has_active_subscription: true, subscription_type: 'monthly' });
    expect(Date.parse(now.expires_at!)).toBe(expectedEnd);
    // past the first period the queued one carries access on
    clock.advance(25 * DAY_MS);
    expect((await access(token, 'glass-orchard')).access_type).toBe('subscription');
    // cancel stops the renewal; the period paid for runs on to its end
    const cancelled = await call(t, token, { method: 'POST', url: '/api/subscriptions/cancel' });
    expect(cancelled.statusCode).toBe(200);
    expect(await status(token)).toMatchObject({ has_active_subscription: true });
    const mine = mySubscriptionsResponseSchema.parse(
      (await get(t, token, '/api/subscriptions/my-subscriptions')).json(),
    );
    // newest first: the queued-then-running one cancelled, the first one ran out by itself
    expect(mine.subscriptions.map((s) => s.status)).toEqual(['cancelled', 'expired']);
    expect(mine.subscriptions[0]!.end_date).toBe(second.subscription.end_date);
  });

  it('chains two different plans paid at the same moment instead of overlapping them', async () => {
    const token = await newUser();
    const ids = [];
    for (const type of ['monthly', 'annual'] as const) {
      const created = await call(t, token, {
        method: 'POST',
        url: '/api/subscriptions/create',
        payload: { subscription_type: type },
      });
      ids.push(createSubscriptionResponseSchema.parse(created.json()).payment_id);
    }
    const paid = await Promise.all(
      ids.map((id) =>
        call(t, token, { method: 'POST', url: `/api/payments/simulate-payment/${id}` }),
      ),
    );
    const periods = paid
      .map((answer) => paymentResultSchema.parse(answer.json()).subscription)
      .sort((a, b) => a.start_date.localeCompare(b.start_date));
    expect(periods[0]!.start_date).toBe(clock.now().toISOString());
    expect(periods[1]!.start_date).toBe(periods[0]!.end_date);
    const total = Date.parse(periods[1]!.end_date!) - clock.now().getTime();
    expect(total).toBe((MONTHLY_DAYS + ANNUAL_DAYS) * DAY_MS);
    expect(Date.parse((await status(token)).expires_at!)).toBe(Date.parse(periods[1]!.end_date!));
  });

  it('keeps a queued plan that was paid for, and renews only the last of the chain', async () => {
    const token = await newUser();
    const running = await buy(t, token, 'annual');
    const queued = await buy(t, token, 'monthly');
    expect(queued.subscription.start_date).toBe(running.subscription.end_date);
    const before = mySubscriptionsResponseSchema.parse(
      (await get(t, token, '/api/subscriptions/my-subscriptions')).json(),
    );
    // the queued monthly renews, the annual before it does not
    const byStart = [...before.subscriptions].sort((a, b) =>
      a.start_date.localeCompare(b.start_date),
    );
    expect(byStart.map((s) => [s.subscription_type, s.renews])).toEqual([
      ['annual', false],
      ['monthly', true],
    ]);
    clock.advance(DAY_MS);
    const cancelled = await call(t, token, { method: 'POST', url: '/api/subscriptions/cancel' });
    expect(cancelled.json()).toMatchObject({
      subscription: {
        id: running.subscription.id,
        status: 'cancelled',
        end_date: running.subscription.end_date,
      },
    });
    const mine = mySubscriptionsResponseSchema.parse(
      (await get(t, token, '/api/subscriptions/my-subscriptions')).json(),
    );
    const after = mine.subscriptions.find((s) => s.id === queued.subscription.id);
    expect(after).toMatchObject({
      status: 'cancelled',
      renews: false,
      start_date: queued.subscription.start_date,
      end_date: queued.subscription.end_date,
    });
    expect(await status(token)).toMatchObject({
      has_active_subscription: true,
      expires_at: queued.subscription.end_date,
    });
  });

  it('expires a subscription at its end date by the clock', async () => {
    const token = await newUser();
    const { subscription } = await buy(t, token, 'monthly');
    clock.advance(MONTHLY_DAYS * DAY_MS - 1000);
    expect((await status(token)).has_active_subscription).toBe(true);
    clock.advance(1000);
    expect(await status(token)).toMatchObject({
      has_active_subscription: false,
      subscription_type: null,
      expires_at: null,
    });
    expect((await access(token, 'neon-heirs')).has_access).toBe(false);
    const mine = mySubscriptionsResponseSchema.parse(
      (await get(t, token, '/api/subscriptions/my-subscriptions')).json(),
    );
    expect(mine.subscriptions).toEqual([{ ...subscription, status: 'expired', renews: false }]);
    // an expired plan is no current one: the next starts now
    const renewed = await buy(t, token, 'monthly');
    expect(renewed.subscription.start_date).toBe(clock.now().toISOString());
  });
});
