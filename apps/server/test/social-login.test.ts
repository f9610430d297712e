import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEXTS, authResponseSchema } from '@app/contract';
import { buildTestApp, type TestApp } from './test-app';
import { testEngines } from './engines';
import { post } from './auth-helpers';

const PUBLIC_URL = 'http://app.test';

/** A real OIDC provider on a random port (oauth2-mock-server; docs/conventions.md#tests). */
const startProvider = async () => {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0);
  return server;
};

type Login = { cookie: string; state: string; authorize: URL };

describe.each(testEngines())('social login on %s', (engine) => {
  let provider: OAuth2Server;
  let t: TestApp;
  /** Claims the provider puts in the next id_token (name, email, or a bad nonce/aud). */
  let claims: Record<string, unknown> = {};

  beforeAll(async () => {
    provider = await startProvider();
    provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      if (token.payload.nonce !== undefined || token.payload.aud === 'google-client') {
        Object.assign(token.payload, claims);
      }
    });
    t = await buildTestApp(engine, {
      env: {
        PUBLIC_URL,
        OAUTH_GOOGLE_CLIENT_ID: 'google-client',
        OAUTH_GOOGLE_CLIENT_SECRET: 'google-secret',
        OAUTH_GOOGLE_ISSUER: provider.issuer.url!,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.stop();
  });

  const startLogin = async (name = 'google'): Promise<Login> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/social-auth/login/${name}` });
    expect(res.statusCode, res.body).toBe(302);
    const authorize = new URL(res.headers.location as string);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^rf_oauth=/);
    expect(setCookie).toContain('Path=/api/auth');
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    return {
      cookie: setCookie.split(';')[0]!,
      state: authorize.searchParams.get('state')!,
      authorize,
    };
  };

  /** The browser at the provider: it redirects back to /auth/callback with a code. */
  const authorizeAtProvider = async (login: Login) => {
    const res = await fetch(login.authorize, { redirect: 'manual' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe(`${PUBLIC_URL}/auth/callback`);
    return { code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
  };

  const callback = (body: { code: string; state: string }, cookie?: string) =>
    post(t, '/api/auth/callback', body, cookie ? { cookie } : {});

  it('redirects to the provider with state, nonce and a PKCE S256 challenge', async () => {
    const { authorize } = await startLogin();
    expect(authorize.origin).toBe(new URL(provider.issuer.url!).origin);
    const q = authorize.searchParams;
    expect(q.get('response_type')).toBe('code');
    expect(q.get('client_id')).toBe('google-client');
    expect(q.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/callback`);
    expect(q.get('scope')).toBe('openid email profile');
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('signs in through the whole flow and finds the same user by provider + sub next time', async () => {
    claims = { sub: 'google-123', name: 'Jö Doe', email: 'jo@example.com', email_verified: true };
    const login = await startLogin();
    const returned = await authorizeAtProvider(login);
    expect(returned.state).toBe(login.state);
    const res = await callback(returned, login.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const body = authResponseSchema.parse(res.json());
    expect(body.message).toBe(AUTH_TEXTS.socialLoginSuccess);
    expect(body.data).toMatchObject({
      username: 'Jo.Doe',
      email: 'jo@example.com',
      role: 'viewer',
    });
    expect(String(res.headers['set-cookie'])).toMatch(/rf_oauth=;/);

    const again = await startLogin();
    const second = await callback(await authorizeAtProvider(again), again.cookie);
    expect(second.statusCode).toBe(200);
    expect(authResponseSchema.parse(second.json()).data.user_attributes.sub).toBe(
      body.data.user_attributes.sub,
    );
  });

  it('never links by email alone: another subject with the same email is another account', async () => {
    await post(t, '/api/auth/signup', {
      username: 'owner',
      password: 'password1',
      email: 'own@example.com',
    });
    claims = { sub: 'google-999', name: 'owner', email: 'own@example.com', email_verified: true };
    const login = await startLogin();
    const res = await callback(await authorizeAtProvider(login), login.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const data = authResponseSchema.parse(res.json()).data;
    expect(data.username).toMatch(/^owner\d{4}$/);
    expect(data.email).toBeNull();
  });

  it('refuses a state that does not match the cookie, a missing cookie and a forged cookie', async () => {
    claims = { sub: 'google-state' };
    const login = await startLogin();
    const returned = await authorizeAtProvider(login);
    const mismatch = await callback({ ...returned, state: 'x'.repeat(43) }, login.cookie);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      detail: AUTH_TEXTS.callbackError('state mismatch'),
      code: 'BAD_REQUEST',
    });
    // a failed return still uses the cookie up
    expect(String(mismatch.headers['set-cookie'])).toMatch(/^rf_oauth=;/);
    const noCookie = await callback(returned);
    expect(noCookie.statusCode).toBe(400);
    const forged = await callback(returned, `${login.cookie.slice(0, -3)}abc`);
    expect(forged.statusCode).toBe(400);
  });

  it('refuses an id_token with another nonce or audience, and a code used twice', async () => {
    for (const bad of [{ nonce: 'other' }, { aud: 'someone-else' }]) {
      claims = { sub: 'google-bad', ...bad };
      const login = await startLogin();
      const res = await callback(await authorizeAtProvider(login), login.cookie);
      expect(res.statusCode, JSON.stringify(bad)).toBe(401);
      expect(res.json()).toEqual({
        detail: AUTH_TEXTS.callbackError('the id_token could not be verified'),
        code: 'UNAUTHORIZED',
      });
    }
    claims = { sub: 'google-twice' };
    const login = await startLogin();
    const returned = await authorizeAtProvider(login);
    expect((await callback(returned, login.cookie)).statusCode).toBe(200);
    // the mock forgets the code's PKCE challenge after one use, as a provider forgets the code
    const replay = await callback(returned, login.cookie);
    expect(replay.statusCode).toBe(401);
  });

  it('answers 400 for an unsupported or unconfigured provider', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/social-auth/login/myspace' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      detail: AUTH_TEXTS.unsupportedProvider,
      code: 'UNSUPPORTED_PROVIDER',
    });
    const apple = await t.app.inject({ method: 'GET', url: '/api/social-auth/login/apple' });
    expect(apple.statusCode).toBe(400);
    expect(apple.json()).toEqual({
      detail: AUTH_TEXTS.providerNotConfigured('Apple'),
      code: 'PROVIDER_NOT_CONFIGURED',
    });
  });

  it('sends a browser that clicked an unconfigured provider back to the app with the reason', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/social-auth/login/apple',
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(res.statusCode).toBe(302);
    const location = new URL(res.headers.location!, 'http://app.test');
    expect(location.pathname).toBe('/auth/callback');
    expect(location.searchParams.get('error')).toBe(AUTH_TEXTS.providerNotConfigured('Apple'));
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('social login with plain OAuth 2.0 (Facebook Graph endpoints)', () => {
  let provider: OAuth2Server;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startProvider();
    provider.service.on('beforeUserinfo', (response: { body: unknown }) => {
      response.body = { id: 4242, name: 'Fay Book', email: 'fay@example.com' };
    });
    const issuer = provider.issuer.url!;
    // Graph's URLs are sent to the mock: the flow under test is the real one
    const graphToMock: typeof fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input)
        .replace('https://graph.facebook.com/v19.0/oauth/access_token', `${issuer}/token`)
        .replace(/^https:\/\/graph\.facebook\.com\/me\?.*$/, `${issuer}/userinfo`);
      return fetch(url, init);
    };
    t = await buildTestApp('pglite', {
      env: { PUBLIC_URL, OAUTH_FACEBOOK_CLIENT_ID: 'fb-client' },
      auth: { fetch: graphToMock },
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.stop();
  });

  it('reads the profile from /me and signs in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/social-auth/login/facebook' });
    expect(res.statusCode).toBe(302);
    const authorize = new URL(res.headers.location as string);
    expect(authorize.origin + authorize.pathname).toBe(
      'https://www.facebook.com/v19.0/dialog/oauth',
    );
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const atMock = new URL(`${provider.issuer.url}/authorize${authorize.search}`);
    const back = new URL((await fetch(atMock, { redirect: 'manual' })).headers.get('location')!);
    const cb = await post(
      t,
      '/api/auth/callback',
      { code: back.searchParams.get('code'), state: back.searchParams.get('state') },
      { cookie: String(res.headers['set-cookie']).split(';')[0] },
    );
    expect(cb.statusCode, cb.body).toBe(200);
    expect(authResponseSchema.parse(cb.json()).data).toMatchObject({
      username: 'Fay.Book',
      email: 'fay@example.com',
    });
  });
});

describe('social login with an unreachable provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', {
      env: { OAUTH_APPLE_CLIENT_ID: 'apple-client', OAUTH_APPLE_ISSUER: 'http://127.0.0.1:9' },
    });
  });
  afterAll(() => t?.close());

  it('answers 400, not 5xx, when discovery fails', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/social-auth/login/apple' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'Sign-in with Apple is unavailable right now',
      code: 'BAD_REQUEST',
    });
  });
});
