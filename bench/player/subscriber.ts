import type { AuthResponse } from '@app/contract';
import type { Session } from '../../e2e/session';

const post = async (url: string, body: unknown, token?: string): Promise<unknown> => {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return response.json();
};

/**
 * A signed-in monthly subscriber: guests meet the ad modal before the episode, so the
 * player's own start is measured for a viewer who watches without ads.
 */
export const createSubscriber = async (origin: string): Promise<Session> => {
  const username = `bench${Date.now().toString(36)}`;
  const password = 'bench player password';
  await post(`${origin}/api/auth/signup`, { username, password });
  const session = (
    (await post(`${origin}/api/auth/signin`, { username, password })) as AuthResponse
  ).data;
  const { payment_id } = (await post(
    `${origin}/api/subscriptions/create`,
    { subscription_type: 'monthly' },
    session.access_token,
  )) as { payment_id: string };
  await post(`${origin}/api/payments/simulate-payment/${payment_id}`, {}, session.access_token);
  return session;
};
