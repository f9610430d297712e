import {
  ANNUAL_DAYS,
  MONTHLY_DAYS,
  PRICES_CENTS,
  type CreateSubscriptionResponse,
  type Plan,
  type SubscriptionRecord,
  type SubscriptionStatusResponse,
} from '@app/contract';
import { storeSession } from '../lib/auth/session-store';
import { makeAuthSession } from './fixtures';

export const PAYMENT_ID = '0b7c5a4e-3f1d-4c2a-9e8b-6d5f4a3b2c1d';

const plan = (overrides: Partial<Plan> & Pick<Plan, 'plan_id'>): Plan => ({
  name: overrides.plan_id,
  price: 0,
  price_cents: 0,
  description: '',
  duration_days: null,
  features: [],
  ...overrides,
});

/** The four plans as the server lists them. */
export const makePlans = (): Plan[] => [
  plan({
    plan_id: 'monthly',
    name: 'Monthly',
    price: PRICES_CENTS.monthly / 100,
    price_cents: PRICES_CENTS.monthly,
    duration_days: MONTHLY_DAYS,
    description: 'Every series, no ads',
    features: ['No ads', 'Every series'],
  }),
  plan({
    plan_id: 'annual',
    name: 'Annual',
    price: PRICES_CENTS.annual / 100,
    price_cents: PRICES_CENTS.annual,
    duration_days: ANNUAL_DAYS,
    features: ['No ads', 'Every series', 'Two months free'],
  }),
  plan({
    plan_id: 'individual_reel',
    name: 'Single reel',
    price: PRICES_CENTS.individual / 100,
    price_cents: PRICES_CENTS.individual,
  }),
  plan({
    plan_id: 'individual_series',
    name: 'Single series',
    price: PRICES_CENTS.individual / 100,
    price_cents: PRICES_CENTS.individual,
    features: ['This series without ads'],
  }),
];

export const makeStatus = (
  overrides: Partial<SubscriptionStatusResponse> = {},
): SubscriptionStatusResponse => ({
  has_active_subscription: false,
  has_reel_access: false,
  reel_id: null,
  subscription_type: null,
  expires_at: null,
  ...overrides,
});

export const PREMIUM_STATUS = makeStatus({
  has_active_subscription: true,
  subscription_type: 'monthly',
  expires_at: '2099-02-01T00:00:00.000Z',
});

export const makeRecord = (overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  id: '7f3e2d1c-0b9a-4876-a5b4-c3d2e1f0a9b8',
  subscription_type: 'monthly',
  status: 'active',
  start_date: '2099-01-01T00:00:00.000Z',
  end_date: '2099-01-31T00:00:00.000Z',
  content_id: null,
  ...overrides,
});

export const makeOrder = (
  overrides: Partial<CreateSubscriptionResponse> = {},
): CreateSubscriptionResponse => ({
  payment_id: PAYMENT_ID,
  amount: PRICES_CENTS.monthly / 100,
  amount_cents: PRICES_CENTS.monthly,
  subscription_type: 'monthly',
  content_id: null,
  ...overrides,
});

/** Sign a viewer in, as a sign-in answer would have stored it. */
export const signInViewer = () => storeSession(makeAuthSession());
