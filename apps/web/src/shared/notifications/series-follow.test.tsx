import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { signInViewer } from '../../test/monetization-fixtures';
import { jsonResponse, stubApi } from '../../test/stub-api';
import { useSeriesFollow } from './series-follow';

describe('useSeriesFollow', () => {
  it('keeps the followed state when a refetch asked before the follow answers after it', async () => {
    signInViewer();
    let gets = 0;
    let answerLate!: () => void;
    const before = { followerCount: 3, isFollowing: false };
    stubApi((request) => {
      if (request.method === 'PUT') return jsonResponse({ followerCount: 4, isFollowing: true });
      // the second GET (a refetch under way) answers the state before the follow, after it
      if (++gets === 1) return jsonResponse(before);
      return new Promise<Response>((resolve) => (answerLate = () => resolve(jsonResponse(before))));
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSeriesFollow('neon-heirs'), { wrapper });
    await waitFor(() => expect(result.current.state).toEqual(before));

    void queryClient.refetchQueries({ queryKey: ['series-follow'] });
    await waitFor(() => expect(gets).toBe(2));
    act(() => result.current.mutation.mutate(true));
    await waitFor(() =>
      expect(result.current.state).toEqual({ followerCount: 4, isFollowing: true }),
    );
    await act(async () => answerLate());
    await waitFor(() => expect(queryClient.isFetching({ queryKey: ['series-follow'] })).toBe(0));
    expect(result.current.state).toEqual({ followerCount: 4, isFollowing: true });
  });
});
