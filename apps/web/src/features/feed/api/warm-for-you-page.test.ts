import { QueryClient } from '@tanstack/react-query';
import type { FeedPage } from '@app/contract';
import { describe, expect, it, vi } from 'vitest';
import { getViewerId } from '../../../lib/metrics/viewer-id';
import { accessViewer } from '../../../shared/access/access-query';
import { disposeEarlyAd, hasEarlyAd } from '../../../shared/ads/early-ad';
import { stubMediaMethods } from '../../../test/fake-media';
import { feedItem } from '../../../test/feed-fixtures';
import { signInViewer } from '../../../test/monetization-fixtures';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { VAST_XML, xml } from '../../../test/vast-fixture';
import { startEarlyFeed } from '../early/early-feed';
import { feedQueryOptions, firstFeedScope } from './get-feed';
import { warmForYouPage } from './warm-for-you-page';

const EMPTY: FeedPage = { items: [], nextCursor: null };

// the ad slot's code: whether the warm-up asks for it
const { preloadAdVideo } = vi.hoisted(() => ({ preloadAdVideo: vi.fn() }));
vi.mock('../../../shared/ads/ad-video', () => ({ preloadAdVideo }));

describe('warmForYouPage', () => {
  it('asks for the first page the page opens, under the query the page reads', async () => {
    const requests = stubApi(() => jsonResponse(EMPTY));
    const queryClient = new QueryClient();
    await warmForYouPage(queryClient, new URLSearchParams('item=series-2'));
    const call = new URL(requests[0]!.path, 'http://x');
    expect(call.pathname).toBe('/api/feed');
    // this browser's viewer id and the URL's item, as ForYouPage asks
    expect(Object.fromEntries(call.searchParams)).toEqual({
      viewer_id: getViewerId(),
      item: 'series-2',
      lang: 'en',
    });
    const guest = feedQueryOptions(firstFeedScope(new URLSearchParams('item=series-2'), null));
    expect(queryClient.getQueryData(guest.queryKey)?.pages).toEqual([EMPTY]);
  });

  it('asks as the signed-in viewer, whose feed is another', async () => {
    signInViewer();
    const uid = accessViewer();
    expect(uid).not.toBeNull();
    const requests = stubApi(() => jsonResponse(EMPTY));
    const queryClient = new QueryClient();
    // a malformed item is left out, as the page leaves it out
    await warmForYouPage(queryClient, new URLSearchParams('item=%3Cx%3E'));
    expect(new URL(requests[0]!.path, 'http://x').searchParams.has('item')).toBe(false);
    expect(requests[0]!.authorization).toMatch(/^Bearer /);
    const signedIn = feedQueryOptions(firstFeedScope(new URLSearchParams(), uid));
    expect(queryClient.getQueryData(signedIn.queryKey)?.pages).toEqual([EMPTY]);
  });

  it('takes the answer the entry asked for, and asks itself for one that does not fit', async () => {
    const requests = stubApi(() => jsonResponse(EMPTY));
    startEarlyFeed(new URLSearchParams());
    expect(requests).toHaveLength(1);
    const queryClient = new QueryClient();
    await warmForYouPage(queryClient, new URLSearchParams());
    // no second call: the early answer, checked, is the page's first page
    expect(requests).toHaveLength(1);
    const guest = feedQueryOptions(firstFeedScope(new URLSearchParams(), null));
    expect(queryClient.getQueryData(guest.queryKey)?.pages).toEqual([EMPTY]);

    // an answer the contract does not know: asked again
    let answered = 0;
    const asked = stubApi(() => jsonResponse(answered++ === 0 ? { items: 'none' } : EMPTY));
    startEarlyFeed(new URLSearchParams());
    const fresh = new QueryClient();
    await warmForYouPage(fresh, new URLSearchParams());
    expect(asked).toHaveLength(2);
    expect(fresh.getQueryData(guest.queryKey)?.pages).toEqual([EMPTY]);
  });

  it('loads the ad slot’s code with the page’s when the entry started the first item’s ad', async () => {
    stubMediaMethods();
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('maybe');
    const page: FeedPage = { items: [feedItem(1)], nextCursor: null };
    stubApi((request) =>
      request.path.startsWith('/api/ads/vast') ? xml(VAST_XML) : jsonResponse(page),
    );
    try {
      startEarlyFeed(new URLSearchParams());
      await vi.waitFor(() => expect(hasEarlyAd('series-1')).toBe(true));
      await warmForYouPage(new QueryClient(), new URLSearchParams());
      expect(preloadAdVideo).toHaveBeenCalledTimes(1);

      // none started (a signed-in viewer's ads wait for the access answer): not asked for
      disposeEarlyAd();
      signInViewer();
      startEarlyFeed(new URLSearchParams());
      await warmForYouPage(new QueryClient(), new URLSearchParams());
      expect(preloadAdVideo).toHaveBeenCalledTimes(1);
    } finally {
      disposeEarlyAd();
    }
  });
});
