import { describe, expect, it } from 'vitest';
import { makeVideoDetail } from '../test/fixtures';
import { jsonResponse, stubFetch } from '../test/render';
import { apiGet } from './api-client';
import { ApiError } from './api-error';

describe('apiGet', () => {
  it('fills path parameters and returns the body parsed by the route schema', async () => {
    const detail = makeVideoDetail();
    const fetchMock = stubFetch(() => jsonResponse({ success: true, data: detail }));

    const body = await apiGet('videoDetail', { id: 'neon-heirs' });

    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/videos/neon-heirs');
    expect(body.data.title).toBe('Neon Heirs');
  });

  it('throws an ApiError carrying status, code and detail from a 404 JSON body', async () => {
    stubFetch(() => jsonResponse({ detail: 'Video not found', code: 'NOT_FOUND' }, 404));

    const error = await apiGet('videoDetail', { id: 'missing' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', detail: 'Video not found' });
  });

  it('keeps the status when an error body is not the contract error shape', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));

    await expect(apiGet('home')).rejects.toMatchObject({
      name: 'ApiError',
      status: 502,
      code: 'HTTP_ERROR',
    });
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    await expect(apiGet('health')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('rejects a 2xx body that does not match the contract', async () => {
    stubFetch(() => jsonResponse({ status: 'degraded' }));

    await expect(apiGet('health')).rejects.toThrow(/does not match the contract/);
  });
});
