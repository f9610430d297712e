import { expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import {
  coinPackCheckoutSchema,
  coinPackPaymentResultSchema,
  createSubscriptionResponseSchema,
  paymentResultSchema,
  subscriptionStatusResponseSchema,
  validateAccessResponseSchema,
  type PaymentResult,
  type SubscriptionType,
} from '@app/contract';
import type { ServiceOptions } from '../src/services';
import { signedInUser } from './auth-helpers';
import { insertFixtureCatalogue } from './catalogue-fixture';
import type { EngineName } from './engines';
import { buildTestApp, type TestApp } from './test-app';

export type Call = { method: InjectOptions['method']; url: string; payload?: object };

/** Any test app, whatever its storage driver. */
type AnyApp = Pick<TestApp, 'app'>;

/** A call with the bearer (or as a guest without one). */
export const call = (t: AnyApp, token: string | null, request: Call) =>
  t.app.inject({
    method: request.method,
    url: request.url,
    ...(request.payload ? { payload: request.payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  } satisfies InjectOptions);

export const get = (t: TestApp, token: string | null, url: string) =>
  call(t, token, { method: 'GET', url });

/** create → simulate: the payment's result (a subscription or purchase). */
export const buy = async (
  t: AnyApp,
  token: string,
  type: SubscriptionType,
  contentId?: string,
): Promise<PaymentResult> => {
  const created = await call(t, token, {
    method: 'POST',
    url: '/api/subscriptions/create',
    payload: { subscription_type: type, ...(contentId ? { content_id: contentId } : {}) },
  });
  expect(created.statusCode, created.body).toBe(200);
  const { payment_id } = createSubscriptionResponseSchema.parse(created.json());
  const paid = await call(t, token, {
    method: 'POST',
    url: `/api/payments/simulate-payment/${payment_id}`,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return paymentResultSchema.parse(paid.json());
};

/** A coin pack's checkout, then its payment: the payment's id and result. */
export const buyCoinPack = async (t: AnyApp, token: string, pack: string) => {
  const checkout = await call(t, token, {
    method: 'POST',
    url: `/api/wallet/coin-packs/${pack}/purchase`,
  });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const { payment_id } = coinPackCheckoutSchema.parse(checkout.json());
  const paid = await call(t, token, {
    method: 'POST',
    url: `/api/wallet/payments/${payment_id}/pay`,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return { payment_id, result: coinPackPaymentResultSchema.parse(paid.json()) };
};

let buyers = 0;
/** A signed-in viewer's access token. */
export const newBuyer = async (t: TestApp): Promise<string> =>
  (await signedInUser(t, { username: `buyer${++buyers}` })).access_token;

export const statusOf = async (t: TestApp, token: string, contentId?: string) => {
  const query = contentId ? `?content_id=${contentId}` : '';
  const answer = await get(t, token, `/api/subscriptions/status${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return subscriptionStatusResponseSchema.parse(answer.json());
};

export const accessOf = async (t: TestApp, token: string, id: string) => {
  const answer = await get(t, token, `/api/subscriptions/validate-access/${id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return validateAccessResponseSchema.parse(answer.json());
};

/** A test app with two published series and a draft, subscriptions on `options.clock`. */
export const monetizationApp = async (
  engine: EngineName,
  options: NonNullable<ServiceOptions['billing']>,
): Promise<TestApp> => {
  const t = await buildTestApp(engine, { billing: options });
  await insertFixtureCatalogue(t.app.services, t.storage, [
    { id: 'neon-heirs', title: 'Neon Heirs', episodes: 2, lists: ['trending-now'] },
    { id: 'glass-orchard', title: 'Glass Orchard', episodes: 1, lists: ['trending-now'] },
    { id: 'draft-one', title: 'Draft One', episodes: 1, lists: [], published: false },
  ]);
  return t;
};
