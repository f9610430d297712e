import { feedRoute } from '@app/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { getViewerId } from '../../../lib/metrics/viewer-id';
import { signInViewer } from '../../../test/monetization-fixtures';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { forYouShellHtml } from '../lib/for-you-shell';
import { earlyFeedSettled, FEED_PATH, startEarlyFeed, takeEarlyFeed } from './early-feed';

const PAGE = { items: [], nextCursor: null };

afterEach(() => {
  // nothing left for the next test to take
  takeEarlyFeed({ viewerId: '', item: null, lang: '', signedIn: false });
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
});
