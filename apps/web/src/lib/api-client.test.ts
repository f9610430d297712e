import { healthRoute, homeRoute, meRoute, signInRoute, videoDetailRoute } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { makeAuthResponse, makeAuthSession, makeVideoDetail } from '../test/fixtures';
import { jsonResponse, stubApi } from '../test/stub-api';
import { apiGet, apiPost } from './api-client';
import { ApiError } from './api-error';
import {
  AUTH_STORAGE_KEYS,
  getAuthState,
  getStoredTokens,
  storeSession,
} from './auth/session-store';

describe('apiGet', () => {
  it('fills path parameters and returns the body parsed by the route schema', async () => {
    const detail = makeVideoDetail();
    const requests = stubApi(() => jsonResponse({ success: true, data: detail }));

    const body = await apiGet(videoDetailRoute, { id: 'neon-heirs' });

    expect(requests).toHaveLength(1);
    expect(requests[0]?.path).toBe('/api/videos/neon-heirs');
    expect(body.data.title).toBe('Neon Heirs');
  });

  it('throws an ApiError carrying status, code and detail from a 404 JSON body', async () => {
    stubApi(() => jsonResponse({ detail: 'Video not found', code: 'NOT_FOUND' }, 404));

    const error = await apiGet(videoDetailRoute, { id: 'missing' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', detail: 'Video not found' });
  });

  it('keeps the status when an error body is not the contract error shape', async () => {
    stubApi(() => new Response('<html>Bad gateway</html>', { status: 502 }));

    await expect(apiGet(homeRoute)).rejects.toMatchObject({
      name: 'ApiError',
      status: 502,
      code: 'HTTP_ERROR',
    });
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));

    await expect(apiGet(healthRoute)).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('rejects a 2xx body that does not match the contract', async () => {
    stubApi(() => jsonResponse({ status: 'degraded' }));

    await expect(apiGet(healthRoute)).rejects.toThrow(/does not match the contract/);
  });
});

const me = (username = 'alice') => ({
  success: true,
  data: {
    sub: `sub-${username}`,
    username,
    email: null,
    email_verified: true,
    role: 'viewer',
    created_at: '2025-01-01T00:00:00.000Z',
  },
});
const unauthorized = () => jsonResponse({ detail: 'Token expired', code: 'TOKEN_EXPIRED' }, 401);

describe('apiPost', () => {
  it('sends the body as JSON and parses the answer', async () => {
    const requests = stubApi(() => jsonResponse(makeAuthResponse()));

    const answer = await apiPost(signInRoute, { username: 'alice', password: 'secret-pass' });

    expect(answer.data.username).toBe('alice');
    expect(requests).toEqual([
      {
        method: 'POST',
        path: '/api/auth/signin',
        authorization: null,
        body: { username: 'alice', password: 'secret-pass' },
      },
    ]);
  });
});

describe('bearer and refresh', () => {
  it('sends the access token as a bearer when signed in, and none for a guest', async () => {
    const requests = stubApi(() => jsonResponse(me()));
    await apiGet(meRoute);
    storeSession(makeAuthSession({ access_token: 'access-1' }));
    await apiGet(meRoute);

    expect(requests.map((request) => request.authorization)).toEqual([null, 'Bearer access-1']);
  });

  it('keeps the bearer off public catalogue reads, so they match the page’s preload hints', async () => {
    storeSession(makeAuthSession({ access_token: 'access-1' }));
    const requests = stubApi(() => jsonResponse({ status: 'ok' }));
    await apiGet(healthRoute);
    expect(requests.map((request) => request.authorization)).toEqual([null]);
  });

  it('keeps the bearer off credential calls, so a wrong password is not taken for expiry', async () => {
    storeSession(makeAuthSession());
    const requests = stubApi(() =>
      jsonResponse({ detail: 'Incorrect username or password', code: 'INVALID_CREDENTIALS' }, 401),
    );

    await expect(
      apiPost(signInRoute, { username: 'bob', password: 'wrong-pass' }),
    ).rejects.toMatchObject({
      status: 401,
      detail: 'Incorrect username or password',
    });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.authorization).toBeNull();
    expect(getAuthState().isAuthenticated).toBe(true);
  });

  it('refreshes once on a 401, stores the new tokens and retries with them', async () => {
    storeSession(makeAuthSession({ access_token: 'old', refresh_token: 'refresh-old' }));
    const requests = stubApi((request) => {
      if (request.path === '/api/auth/refresh') {
        return jsonResponse(
          makeAuthResponse({ access_token: 'new', refresh_token: 'refresh-new' }),
        );
      }
      return request.authorization === 'Bearer new' ? jsonResponse(me()) : unauthorized();
    });

    const answer = await apiGet(meRoute);

    expect(answer.data.username).toBe('alice');
    expect(requests.map((request) => [request.path, request.authorization, request.body])).toEqual([
      ['/api/auth/me', 'Bearer old', undefined],
      ['/api/auth/refresh', null, { refresh_token: 'refresh-old' }],
      ['/api/auth/me', 'Bearer new', undefined],
    ]);
    expect(getStoredTokens()).toMatchObject({ access_token: 'new', refresh_token: 'refresh-new' });
  });

  it('shares one refresh among concurrent 401s', async () => {
    storeSession(makeAuthSession({ access_token: 'old' }));
    const requests = stubApi(async (request) => {
      if (request.path === '/api/auth/refresh') {
        // let every first attempt get its 401 before the refresh answers
        await new Promise((resolve) => setTimeout(resolve, 10));
        return jsonResponse(makeAuthResponse({ access_token: 'new', refresh_token: 'refresh-2' }));
      }
      return request.authorization === 'Bearer new' ? jsonResponse(me()) : unauthorized();
    });

    const answers = await Promise.all([apiGet(meRoute), apiGet(meRoute), apiGet(meRoute)]);

    expect(answers.map((answer) => answer.data.username)).toEqual(['alice', 'alice', 'alice']);
    expect(requests.filter((request) => request.path === '/api/auth/refresh')).toHaveLength(1);
    expect(requests.filter((request) => request.authorization === 'Bearer new')).toHaveLength(3);
  });

  it('does not refresh twice when the retry is refused too', async () => {
    storeSession(makeAuthSession({ access_token: 'old' }));
    const requests = stubApi((request) =>
      request.path === '/api/auth/refresh'
        ? jsonResponse(makeAuthResponse({ access_token: 'new' }))
        : unauthorized(),
    );

    await expect(apiGet(meRoute)).rejects.toMatchObject({ status: 401 });
    expect(requests.map((request) => request.path)).toEqual([
      '/api/auth/me',
      '/api/auth/refresh',
      '/api/auth/me',
    ]);
  });

  it('signs out cleanly when the refresh is refused, then tries once as a guest', async () => {
    storeSession(makeAuthSession({ access_token: 'old' }));
    const requests = stubApi((request) => {
      if (request.path === '/api/auth/refresh') {
        return jsonResponse({ detail: 'Session expired', code: 'UNAUTHORIZED' }, 401);
      }
      return unauthorized();
    });

    await expect(apiGet(meRoute)).rejects.toMatchObject({ status: 401 });

    expect(requests.map((request) => request.authorization)).toEqual(['Bearer old', null, null]);
    expect(getAuthState()).toEqual({ isAuthenticated: false });
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.tokens)).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.user)).toBeNull();
  });

  it('keeps the session when the refresh fails for want of a network', async () => {
    storeSession(makeAuthSession({ access_token: 'old' }));
    stubApi((request) =>
      request.path === '/api/auth/refresh'
        ? Promise.reject(new TypeError('Failed to fetch'))
        : unauthorized(),
    );

    await expect(apiGet(meRoute)).rejects.toMatchObject({ status: 0, detail: 'Network error' });
    expect(getAuthState().isAuthenticated).toBe(true);
  });
});
