import { describe, expect, it } from 'vitest';
import { DAY_MS as DAY } from '../../lib/time';
import { subscriptionPeriod, toSubscriptionRecord } from './subscription-rules';

const now = new Date('2026-05-01T00:00:00Z');

describe('subscription rules', () => {
  it('starts a time plan now, or where the running one ends', () => {
    const monthly = { id: 'monthly' as const, durationDays: 30 };
    expect(subscriptionPeriod(monthly, now, null)).toEqual({
      startDate: now,
      endDate: new Date(now.getTime() + 30 * DAY),
    });
    const runningEnd = new Date(now.getTime() + 10 * DAY);
    expect(subscriptionPeriod(monthly, now, runningEnd)).toEqual({
      startDate: runningEnd,
      endDate: new Date(now.getTime() + 40 * DAY),
    });
    // an end in the past is no running plan
    const past = new Date(now.getTime() - DAY);
    expect(subscriptionPeriod(monthly, now, past).startDate).toEqual(now);
  });

  it('gives per-content purchases no end', () => {
    expect(subscriptionPeriod({ id: 'individual_series', durationDays: null }, now, null)).toEqual({
      startDate: now,
      endDate: null,
    });
  });

  it('reports an active record past its end as expired', () => {
    const row = {
      id: '7d3c6f4e-8b1a-4c2d-9e0f-123456789abc',
      userId: 'u',
      planId: 'monthly' as const,
      contentId: null,
      status: 'active' as const,
      startDate: new Date(now.getTime() - 30 * DAY),
      endDate: now,
      paymentId: 'p',
      renews: true,
      renewalPaymentId: null,
      createdAt: now,
      updatedAt: now,
    };
    expect(toSubscriptionRecord(row, now).status).toBe('expired');
    expect(toSubscriptionRecord(row, new Date(now.getTime() - 1)).status).toBe('active');
    expect(toSubscriptionRecord({ ...row, status: 'cancelled' }, now).status).toBe('cancelled');
  });
});
