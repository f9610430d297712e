import { feedRoute } from '@app/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { getViewerId } from '../../../lib/metrics/viewer-id';
import { signInViewer } from '../../../test/monetization-fixtures';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { FEED_PATH, startEarlyFeed, takeEarlyFeed } from './early-feed';

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
});
