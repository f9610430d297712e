import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { clearSession } from '../../lib/auth/session-store';
import { makeStatus, PREMIUM_STATUS, signInViewer } from '../../test/monetization-fixtures';
import { jsonResponse, stubApi } from '../../test/stub-api';
import { grantsAccess } from './access-query';
import { useAccess } from './use-access';

function renderAccess(contentId?: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useAccess(contentId), { wrapper });
}

describe('grantsAccess', () => {
  it.each([
    ['an active subscription', PREMIUM_STATUS, 'neon-heirs', true],
    ['an active subscription, no content', PREMIUM_STATUS, undefined, true],
    [
      'reel access for this content',
      makeStatus({ has_reel_access: true, reel_id: 'neon-heirs' }),
      'neon-heirs',
      true,
    ],
    [
      'reel access for another content',
      makeStatus({ has_reel_access: true, reel_id: 'other' }),
      'neon-heirs',
      false,
    ],
    [
      'reel access without a content id',
      makeStatus({ has_reel_access: true, reel_id: 'neon-heirs' }),
      undefined,
      false,
    ],
    ['nothing', makeStatus(), 'neon-heirs', false],
  ] as const)('%s → %s', (_name, status, contentId, expected) => {
    expect(grantsAccess(status, contentId)).toBe(expected);
  });
});

describe('useAccess', () => {
  it('gives a guest no access without asking the server', () => {
    const requests = stubApi(() => jsonResponse(PREMIUM_STATUS));
    const { result } = renderAccess('neon-heirs');
    expect(result.current).toEqual({ state: 'none', premium: false, status: null });
    expect(requests).toEqual([]);
  });

  it('asks for the signed-in user and the content, and grants a subscriber', async () => {
    signInViewer();
    const requests = stubApi(() => jsonResponse(PREMIUM_STATUS));
    const { result } = renderAccess('neon-heirs');

    expect(result.current.state).toBe('checking');
    await waitFor(() => expect(result.current.state).toBe('granted'));
    expect(result.current.premium).toBe(true);
    expect(requests[0]).toMatchObject({
      path: '/api/subscriptions/status?content_id=neon-heirs',
      authorization: 'Bearer access-1',
    });
  });

  it('grants a buyer this series without the premium badge', async () => {
    signInViewer();
    stubApi(() => jsonResponse(makeStatus({ has_reel_access: true, reel_id: 'neon-heirs' })));
    const { result } = renderAccess('neon-heirs');
    await waitFor(() => expect(result.current.state).toBe('granted'));
    expect(result.current.premium).toBe(false);
  });

  it('assumes no access when the status check fails', async () => {
    signInViewer();
    stubApi(() => jsonResponse({ detail: 'boom', code: 'INTERNAL' }, 500));
    const { result } = renderAccess('neon-heirs');
    await waitFor(() => expect(result.current.state).toBe('none'));
  });

  it('drops access on sign-out and asks again on the next sign-in', async () => {
    signInViewer();
    const requests = stubApi(() => jsonResponse(PREMIUM_STATUS));
    const { result } = renderAccess();
    await waitFor(() => expect(result.current.state).toBe('granted'));

    act(() => clearSession());
    expect(result.current.state).toBe('none');

    act(() => signInViewer());
    await waitFor(() => expect(requests).toHaveLength(2));
    await waitFor(() => expect(result.current.state).toBe('granted'));
  });
});
