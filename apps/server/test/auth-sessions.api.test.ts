import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_AUDIENCE,
  AUTH_TEXTS,
  ID_TOKEN_AUDIENCE,
  authResponseSchema,
} from '@app/contract';
import { deriveKey } from '../src/secrets';
import { buildTestApp, type TestApp } from './test-app';
import { testEngines } from './engines';
import { manualClock, post, signedInUser } from './auth-helpers';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(testEngines())('sessions and tokens on %s', (engine) => {
  let t: TestApp;
  const clock = manualClock();
  const me = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });

  beforeAll(async () => {
    t = await buildTestApp(engine, { auth: { clock: clock.now } });
  });
  afterAll(() => t?.close());

  it('signs HS256 access and id tokens with the contract audiences and PUBLIC_URL as issuer', async () => {
    const session = await signedInUser(t, { username: 'tokens', email: 'tokens@example.com' });
    expect(decodeProtectedHeader(session.access_token).alg).toBe('HS256');
    const access = decodeJwt(session.access_token);
    expect(access).toMatchObject({
      sub: session.user_attributes.sub,
      aud: ACCESS_TOKEN_AUDIENCE,
      iss: t.config.publicUrl,
      username: 'tokens',
      role: 'viewer',
    });
    expect(access.exp! - access.iat!).toBe(900);
    expect(decodeJwt(session.id_token)).toMatchObject({
      sub: session.user_attributes.sub,
      aud: ID_TOKEN_AUDIENCE,
      username: 'tokens',
      email: 'tokens@example.com',
    });
    expect(session.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses tokens with alg none, a wrong audience, a wrong key or an id token as access', async () => {
    const session = await signedInUser(t, { username: 'forger' });
    const claims = decodeJwt(session.access_token);
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    const key = deriveKey('test-jwt-secret', 'jwt');
    const sign = (payload: object, signingKey: Uint8Array = key) =>
      new SignJWT({ ...payload }).setProtectedHeader({ alg: 'HS256' }).sign(signingKey);
    const wrongAudience = await sign({ ...claims, aud: 'someone-else' });
    const wrongKey = await sign(claims, new Uint8Array(32));
    const wrongIssuer = await sign({ ...claims, iss: 'https://evil.example' });
    const rightOne = await sign(claims);
    for (const token of [
      unsigned,
      wrongAudience,
      wrongKey,
      wrongIssuer,
      session.id_token,
      'x.y.z',
    ]) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: AUTH_TEXTS.signInRequired, code: 'UNAUTHORIZED' });
    }
    expect((await me(rightOne)).statusCode).toBe(200);
  });

  it('expires access tokens after 15 minutes with TOKEN_EXPIRED, and refresh gives a new one', async () => {
    const session = await signedInUser(t, { username: 'sleepy' });
    expect((await me(session.access_token)).statusCode).toBe(200);
    clock.advance(15 * 60_000 + 1000);
    const expired = await me(session.access_token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ detail: AUTH_TEXTS.sessionExpired, code: 'TOKEN_EXPIRED' });
    const refresh = await post(t, '/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(refresh.statusCode).toBe(200);
    const next = authResponseSchema.parse(refresh.json()).data;
    expect((await me(next.access_token)).statusCode).toBe(200);
  });

  it('rotates refresh tokens; replaying a used one revokes the whole family', async () => {
    const first = await signedInUser(t, { username: 'rotator' });
    const other = authResponseSchema.parse(
      (
        await post(t, '/api/auth/signin', {
          username: 'rotator',
          password: 'correct horse battery',
        })
      ).json(),
    ).data;
    const second = authResponseSchema.parse(
      (await post(t, '/api/auth/refresh', { refresh_token: first.refresh_token })).json(),
    ).data;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const third = authResponseSchema.parse(
      (await post(t, '/api/auth/refresh', { refresh_token: second.refresh_token })).json(),
    ).data;

    const replay = await post(t, '/api/auth/refresh', { refresh_token: first.refresh_token });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ detail: AUTH_TEXTS.sessionExpired, code: 'UNAUTHORIZED' });
    // the thief's and the owner's newest token alike are dead now
    const newest = await post(t, '/api/auth/refresh', { refresh_token: third.refresh_token });
    expect(newest.statusCode).toBe(401);
    // another sign-in (another family) is untouched
    const separate = await post(t, '/api/auth/refresh', { refresh_token: other.refresh_token });
    expect(separate.statusCode).toBe(200);
  });

  it('refuses unknown and expired (30-day) refresh tokens', async () => {
    const unknown = await post(t, '/api/auth/refresh', { refresh_token: 'not-a-token' });
    expect(unknown.statusCode).toBe(401);
    const session = await signedInUser(t, { username: 'vacation' });
    clock.advance(30 * 24 * 60 * 60_000 + 1000);
    const late = await post(t, '/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(late.statusCode).toBe(401);
  });

  it('signs out: the refresh token is revoked, and signing out twice is fine', async () => {
    const session = await signedInUser(t, { username: 'leaver' });
    const out = await post(t, '/api/auth/signout', { refresh_token: session.refresh_token });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: AUTH_TEXTS.signedOut });
    const refresh = await post(t, '/api/auth/refresh', { refresh_token: session.refresh_token });
    expect(refresh.statusCode).toBe(401);
    const twice = await post(t, '/api/auth/signout', { refresh_token: session.refresh_token });
    expect(twice.statusCode).toBe(200);
  });

  it('lets a guest use public routes even with a broken bearer', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(res.statusCode).toBe(200);
  });
});
