import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { rankingsQueryOptions } from './get-rankings';
import { warmRankingsPage } from './warm-rankings-page';

const answer = (kind: string) => ({
  success: true,
  kind,
  computed_at: '2026-01-01T00:00:00.000Z',
  data: [],
});

describe('warmRankingsPage', () => {
  it('fetches the ranking the page opens, as the page will ask for it', async () => {
    const requests = stubApi((request) =>
      jsonResponse(answer(new URL(request.path, 'http://x').searchParams.get('kind')!)),
    );
    const queryClient = new QueryClient();
    await warmRankingsPage(queryClient, new URLSearchParams('kind=new'));
    // the URL the server's preload hint names (modules/web-shell/page-hints.ts)
    expect(requests.map((r) => r.path)).toEqual(['/api/rankings?kind=new&lang=en']);
    expect(queryClient.getQueryData(rankingsQueryOptions('new').queryKey)?.kind).toBe('new');

    // an unknown kind opens trending, as the page does
    await warmRankingsPage(queryClient, new URLSearchParams('kind=popular'));
    expect(requests.at(-1)!.path).toBe('/api/rankings?kind=trending&lang=en');
  });
});
