import { feedRoute } from '@app/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getViewerId } from '../../../lib/metrics/viewer-id';
import { disposeEarlyAd, hasEarlyAd, takeEarlyAd } from '../../../shared/ads/early-ad';
import { stubMediaMethods } from '../../../test/fake-media';
import { feedItem } from '../../../test/feed-fixtures';
import { signInViewer } from '../../../test/monetization-fixtures';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { AD_MP4, AD_STILL, VAST_WITH_STILL, xml } from '../../../test/vast-fixture';
import { forYouShellHtml } from '../lib/for-you-shell';
import { earlyFeedSettled, FEED_PATH, startEarlyFeed, takeEarlyFeed } from './early-feed';

const PAGE = { items: [], nextCursor: null };

afterEach(() => {
  // nothing left for the next test to take
  takeEarlyFeed({ viewerId: '', item: null, lang: '', signedIn: false });
  disposeEarlyAd();
  document.body.innerHTML = '';
});

describe('the early request of /foryou', () => {
  it('asks for the feed’s route', () => {
    expect(FEED_PATH).toBe(feedRoute.path);
  });

  it('asks for a guest’s first page as the app would, and hands it over once', async () => {
    const requests = stubApi(() => jsonResponse(PAGE));
    startEarlyFeed(new URLSearchParams('item=series-2'));
    const question = { viewerId: getViewerId(), item: 'series-2', lang: 'en', signedIn: false };
    expect(requests.map((r) => [r.path, r.authorization])).toEqual([
      [`/api/feed?viewer_id=${question.viewerId}&item=series-2&lang=en`, null],
    ]);
    // another question (the app left a malformed item out; the viewer signed in meanwhile)
    expect(takeEarlyFeed({ ...question, item: null })).toBeUndefined();
    startEarlyFeed(new URLSearchParams('item=series-2'));
    expect(takeEarlyFeed({ ...question, signedIn: true })).toBeUndefined();
    startEarlyFeed(new URLSearchParams('item=series-2'));
    expect(await takeEarlyFeed(question)).toEqual(PAGE);
    expect(takeEarlyFeed(question)).toBeUndefined();
  });

  it('asks with the signed-in viewer’s bearer, and hands a failed answer over as nothing', async () => {
    signInViewer();
    const requests = stubApi(() => jsonResponse({ detail: 'no' }, 500));
    startEarlyFeed(new URLSearchParams());
    expect(requests[0]!.authorization).toMatch(/^Bearer /);
    expect(requests[0]!.path).not.toContain('item=');
    const question = { viewerId: getViewerId(), item: null, lang: 'en', signedIn: true };
    expect(await takeEarlyFeed(question)).toBeNull();
  });

  it('paints no first item in another language, nor a locked one: the app paints those', async () => {
    const item = (isLocked: boolean) => ({
      id: 'series-1',
      title: 'Series 1',
      subtitle: '2026',
      image: '/media/posters/series-1.jpg',
      description: 'About it',
      likes: 3,
      episodesCount: 2,
      episode: { thumbnail: '', isLocked },
    });
    const shell = document.createElement('div');
    shell.id = 'root';
    shell.innerHTML = forYouShellHtml();
    document.body.append(shell);
    const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
    try {
      stubApi(() => jsonResponse({ items: [item(true)], nextCursor: null }));
      startEarlyFeed(new URLSearchParams());
      await settled();
      expect(shell.querySelector('article')).toBeNull();
      document.documentElement.lang = 'es';
      stubApi(() => jsonResponse({ items: [item(false)], nextCursor: null }));
      startEarlyFeed(new URLSearchParams());
      await settled();
      expect(shell.querySelector('article')).toBeNull();
      // in English it would
      document.documentElement.lang = 'en';
      startEarlyFeed(new URLSearchParams());
      await settled();
      expect(shell.querySelector('article h2')?.textContent).toBe('Series 1');
      // one item: no hint of more
      expect(shell.textContent).not.toContain('Swipe');
    } finally {
      shell.remove();
      document.documentElement.lang = '';
    }
  });

  it('settles once the first item is painted, or at its budget when no answer comes', async () => {
    const shell = document.createElement('div');
    shell.id = 'root';
    shell.innerHTML = forYouShellHtml();
    document.body.append(shell);
    try {
      stubApi(() => new Promise<Response>(() => undefined));
      startEarlyFeed(new URLSearchParams());
      const began = Date.now();
      await earlyFeedSettled(60);
      expect(Date.now() - began).toBeGreaterThanOrEqual(50);
      expect(shell.querySelector('article')).toBeNull();

      stubApi(() => jsonResponse({ items: [], nextCursor: null }));
      startEarlyFeed(new URLSearchParams());
      // an empty feed: nothing to paint, settled without waiting for the budget
      const empty = Date.now();
      await earlyFeedSettled(5_000);
      expect(Date.now() - empty).toBeLessThan(1_000);
      expect(shell.querySelector('article')).toBeNull();
    } finally {
      shell.remove();
    }
  });

  describe('a guest’s opening ad', () => {
    /** The feed answers `items`, the ad server VAST_WITH_STILL; the requests' paths. */
    let media: ReturnType<typeof stubMediaMethods>;
    const serve = (items: unknown[]) => {
      media = stubMediaMethods();
      vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
        type === 'video/mp4' ? 'maybe' : '',
      );
      const requests = stubApi((request) =>
        request.path.startsWith('/api/ads/vast')
          ? xml(VAST_WITH_STILL)
          : jsonResponse({ items, nextCursor: null }),
      );
      return () => requests.map((request) => request.path);
    };

    it('asks for the first item’s ad and shows its first frame, its still before, where the modal will show it', async () => {
      const paths = serve([feedItem(1), feedItem(0)]);
      startEarlyFeed(new URLSearchParams());
      await earlyFeedSettled(5_000);

      expect(paths()[1]).toBe('/api/ads/vast?content_id=series-1');
      const stage = document.querySelector<HTMLElement>('body > [data-early-ad]');
      expect(stage?.hidden).toBe(false);
      // over the feed's screen, where the slide's box stands, and taking no gesture
      expect(stage?.className).toContain('fixed inset-0');
      expect(stage?.className).toContain('pointer-events-none');
      const video = stage?.querySelector('video');
      expect(video?.getAttribute('src')).toBe(AD_MP4);
      // played to its first frame and held there: the app's start has the CPU to itself, and
      // the modal's slot plays on
      expect(media.play).toHaveBeenCalled();
      expect(video?.paused).toBe(true);
      // its first frame is on screen (settled): the still under it has gone
      expect(stage?.querySelector('img')).toBeNull();
      // the modal's slot takes it
      expect(hasEarlyAd('series-1')).toBe(true);
      expect(takeEarlyAd('series-1')).not.toBeNull();
    });

    it('shows the still while the ad’s media loads', async () => {
      serve([feedItem(2)]);
      // a media file that has not shown a frame yet: play() starts and nothing is presented
      vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
      startEarlyFeed(new URLSearchParams());
      await vi.waitFor(() =>
        expect(document.querySelector('[data-early-ad] img')?.getAttribute('src')).toBe(AD_STILL),
      );
    });

    it('asks for none before a reel (its ad is at 30 s), a locked item, or for a signed-in viewer', async () => {
      for (const items of [[feedItem(0)], [feedItem(1, true)], []]) {
        const paths = serve(items);
        startEarlyFeed(new URLSearchParams());
        await earlyFeedSettled(5_000);
        expect(paths()).toHaveLength(1);
      }
      signInViewer();
      const paths = serve([feedItem(1)]);
      startEarlyFeed(new URLSearchParams());
      await earlyFeedSettled(5_000);
      expect(paths()).toHaveLength(1);
      expect(document.querySelector('[data-early-ad]')).toBeNull();
    });
  });
});
