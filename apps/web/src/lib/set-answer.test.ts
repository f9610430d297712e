import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { setAnswer } from './set-answer';

describe('setAnswer', () => {
  it('keeps a change’s answer when a fetch asked before the change answers after it', async () => {
    const queryClient = new QueryClient();
    const key = ['follow', 'neon-heirs'];
    queryClient.setQueryData(key, { following: false });
    let answerOld: (value: { following: boolean }) => void = () => undefined;
    // a refetch in flight (the page's mount, the window's focus) with the state before the change
    const refetch = queryClient
      .fetchQuery({
        queryKey: key,
        queryFn: () => new Promise<{ following: boolean }>((resolve) => (answerOld = resolve)),
        staleTime: 0,
      })
      .catch(() => undefined);

    await setAnswer(queryClient, key, { following: true });
    answerOld({ following: false });
    await refetch;

    expect(queryClient.getQueryData(key)).toEqual({ following: true });
  });

  it('updates from the data held, and leaves other queries alone', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['count'], 1);
    queryClient.setQueryData(['count', 'other'], 10);
    await setAnswer<number>(queryClient, ['count'], (n) => (n ?? 0) + 1);
    expect(queryClient.getQueryData(['count'])).toBe(2);
    expect(queryClient.getQueryData(['count', 'other'])).toBe(10);
  });
});
