import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { AUTH_STORAGE_KEYS, type AuthResponse } from '@app/contract';

export type Session = AuthResponse['data'];

const PASSWORD = 'e2e viewer password';

export async function signIn(request: APIRequestContext, username: string, password: string) {
  const answer = await request.post('/api/auth/signin', { data: { username, password } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as AuthResponse).data;
}

let signUps = 0;
// Playwright's workers run files side by side: each signs up from addresses of its own
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/**
 * Sign up without an email (verified at once), then sign in: the API's answer. Each sign-up
 * comes from an address of its own through the trusted proxy (TRUST_PROXY in
 * playwright.config.ts): the suite signs up more accounts than one address may in an hour.
 */
export async function signUp(request: APIRequestContext, prefix: string): Promise<Session> {
  const username = `${prefix}${Date.now().toString(36)}`;
  signUps += 1;
  const signup = await request.post('/api/auth/signup', {
    data: { username, password: PASSWORD },
    headers: {
      'x-forwarded-for': `10.${77 + worker}.${Math.floor(signUps / 250)}.${(signUps % 250) + 1}`,
    },
  });
  expect(signup.ok()).toBe(true);
  return signIn(request, username, PASSWORD);
}

type StoredSession = { session: Session; keys: typeof AUTH_STORAGE_KEYS };

/**
 * The stored login as apps/web/src/lib/auth/session-store.ts keeps it. It runs in the page,
 * so the storage keys come in with the session (see storedSession).
 */
export const storeSessionScript = ({ session: s, keys }: StoredSession): void => {
  localStorage.setItem(
    keys.tokens,
    JSON.stringify({
      access_token: s.access_token,
      refresh_token: s.refresh_token,
      id_token: s.id_token,
      expires_at: Date.now() + s.expires_in * 1000,
    }),
  );
  localStorage.setItem(
    keys.user,
    JSON.stringify({
      username: s.username,
      email: s.email,
      sub: s.user_attributes.sub,
      role: s.role,
    }),
  );
};

/** storeSessionScript's argument. */
export const storedSession = (session: Session): StoredSession => ({
  session,
  keys: AUTH_STORAGE_KEYS,
});

/** The stored login in place before the app starts. */
export const useSession = (page: Page, session: Session) =>
  page.addInitScript(storeSessionScript, storedSession(session));

/**
 * Gives the account behind `accessToken` a paid monthly subscription, through the API as the
 * /payment page does: a subscriber plays without the ad modal.
 */
export async function subscribeMonthly(
  request: APIRequestContext,
  accessToken: string,
): Promise<void> {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const created = await request.post('/api/subscriptions/create', {
    headers,
    data: { subscription_type: 'monthly' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { payment_id } = (await created.json()) as { payment_id: string };
  const paid = await request.post(`/api/payments/simulate-payment/${payment_id}`, { headers });
  expect(paid.ok(), await paid.text()).toBe(true);
}
