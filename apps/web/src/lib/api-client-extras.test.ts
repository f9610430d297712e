import { describe, expect, it } from 'vitest';
import { makeAuthResponse, makeAuthSession } from '../test/fixtures';
import { jsonResponse, stubApi } from '../test/stub-api';
import { commentsRoute, storageStatusRoute } from '@app/contract';
import { apiCall, apiGet, currentAccessToken } from './api-client';
import { getStoredTokens, storeSession } from './auth/session-store';

const page = {
  comments: [],
  stats: { total_comments: 0, total_likes: 0 },
  has_more: false,
  next_cursor: null,
};

describe('apiGet query parameters', () => {
  it('appends the query, encoded, leaving out undefined values', async () => {
    const requests = stubApi(() => jsonResponse(page));

    await apiGet(commentsRoute, undefined, { query: { videoId: 'neon-heirs', cursor: 'a b/c' } });
    await apiGet(commentsRoute, undefined, { query: { videoId: 'neon-heirs', cursor: undefined } });

    expect(requests.map((r) => r.path)).toEqual([
      '/api/comments?videoId=neon-heirs&cursor=a+b%2Fc',
      '/api/comments?videoId=neon-heirs',
    ]);
  });
});

describe('apiGet bearer', () => {
  it('refreshes a token about to run out before the call, not after a 401', async () => {
    storeSession(makeAuthSession({ access_token: 'stale', expires_in: 10 }));
    const requests = stubApi((request) =>
      request.path === '/api/auth/refresh'
        ? jsonResponse(makeAuthResponse({ access_token: 'renewed' }))
        : jsonResponse(page),
    );

    await apiGet(commentsRoute, undefined, { query: { videoId: 'neon-heirs' } });

    expect(requests.map((r) => [r.path, r.authorization])).toEqual([
      ['/api/auth/refresh', null],
      ['/api/comments?videoId=neon-heirs', 'Bearer renewed'],
    ]);
  });
});

describe('currentAccessToken', () => {
  it('is null for a guest', async () => {
    expect(await currentAccessToken()).toBeNull();
  });

  it('answers a token with time left without a call', async () => {
    const requests = stubApi(() => jsonResponse({}));
    storeSession(makeAuthSession({ access_token: 'fresh', expires_in: 900 }));

    expect(await currentAccessToken()).toBe('fresh');
    expect(requests).toEqual([]);
  });

  it('refreshes a token about to run out first', async () => {
    const requests = stubApi(() =>
      jsonResponse(makeAuthResponse({ access_token: 'renewed', refresh_token: 'refresh-2' })),
    );
    storeSession(makeAuthSession({ access_token: 'stale', expires_in: 10 }));

    expect(await currentAccessToken()).toBe('renewed');
    expect(requests.map((r) => r.path)).toEqual(['/api/auth/refresh']);
    expect(getStoredTokens()?.refresh_token).toBe('refresh-2');
  });

  it('keeps the old token when the refresh cannot reach the server', async () => {
    stubApi(() => Promise.reject(new TypeError('Failed to fetch')));
    storeSession(makeAuthSession({ access_token: 'stale', expires_in: 10 }));

    expect(await currentAccessToken()).toBe('stale');
  });
});

describe('apiCall', () => {
  it('calls a route given by its entry, with the bearer, and parses the answer', async () => {
    storeSession(makeAuthSession({ access_token: 'editor-token' }));
    const status = { available: true, error: null, solution: null };
    const requests = stubApi(() => jsonResponse(status));

    const answer = await apiCall(storageStatusRoute);

    expect(answer).toEqual(status);
    expect(requests.map((r) => [r.method, r.path, r.authorization])).toEqual([
      ['GET', '/api/content/s3-status', 'Bearer editor-token'],
    ]);
  });

  it('refuses an answer the contract does not describe', async () => {
    stubApi(() => jsonResponse({ available: 'yes' }));
    await expect(apiCall(storageStatusRoute)).rejects.toThrow(/does not match the contract/);
  });
});
