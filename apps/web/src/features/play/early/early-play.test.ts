import { adVastRoute, buildPath, seriesByIdRoute, subscriptionStatusRoute } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { madeHls } from '../../../test/fake-hls';
import type * as SourceModule from '../../../lib/player/lib/source';
import { AUTH_STORAGE_KEYS } from '../../../lib/auth/stored-session';
import {
  claimEarlyPlayback,
  disposeEarlyPlayback,
  takeEarlyRequests,
} from '../../../lib/player/lib/early-playback';
import { disposeEarlyAd, hasEarlyAd } from '../../../shared/ads/early-ad';
import { stubMediaMethods } from '../../../test/fake-media';
import { stubApi, type RecordedRequest } from '../../../test/stub-api';
import { AD_MP4, EMPTY_VAST, VAST_XML } from '../../../test/vast-fixture';
import { startEarly } from './early-play';

vi.mock('../../../lib/player/lib/source', async (original) => ({
  ...(await original<typeof SourceModule>()),
  loadHls: async () => (await import('../../../test/fake-hls')).FakeHls,
  // the ad's MP4 plays as the element's own source, the episodes through hls.js
  sourceModeFor: (src: string) => (src.endsWith('.mp4') ? 'direct' : 'hls.js'),
}));

const SERIES = {
  data: {
    id: 'neon-heirs',
    episodes: [
      { episodeNumber: 2, videoUrl: '/media/hls/e2/master.m3u8', thumbnail: '/media/e2.jpg' },
      { episodeNumber: 1, videoUrl: '/media/hls/e1/master.m3u8', thumbnail: '/media/e1.jpg' },
    ],
  },
};
/** SERIES with episode 2 protected: priced past the free one, or locked by its editor. */
const protectedSeries = (price: number | null = 10) => ({
  data: {
    ...SERIES.data,
    coin_price_per_episode: price,
    episodes: SERIES.data.episodes.map((e) => ({ ...e, isLocked: e.episodeNumber === 2 })),
  },
});
const GRANT = {
  episode_number: 2,
  media_prefix: '/media/g/token-2/',
  expires_at: '2099-01-01T00:00:00.000Z',
};
const status = (active: boolean) => ({
  has_active_subscription: active,
  has_reel_access: false,
  reel_id: null,
});

// early-play spells these two out: the whole path table would weigh on its chunk
// with the page's language, as the app asks (i18n/content-language.ts)
const SERIES_PATH = `${buildPath(seriesByIdRoute.path, { id: 'neon-heirs' })}?lang=en`;
const ACCESS_PATH = `${subscriptionStatusRoute.path}?content_id=neon-heirs`;
const VAST_PATH = `${adVastRoute.path}?content_id=neon-heirs`;

let accessAnswer: unknown = null;
let series: unknown = SERIES;
let requests: RecordedRequest[] = [];

const signIn = () => {
  localStorage.setItem(
    AUTH_STORAGE_KEYS.tokens,
    JSON.stringify({ access_token: 'a', refresh_token: 'r', expires_at: Date.now() + 60_000 }),
  );
  localStorage.setItem(AUTH_STORAGE_KEYS.user, JSON.stringify({ username: 'viewer', sub: 'u1' }));
};

beforeEach(() => {
  series = SERIES;
  requests = stubApi(({ path }) =>
    path === VAST_PATH
      ? new Response(EMPTY_VAST)
      : new Response(JSON.stringify(path === SERIES_PATH ? series : accessAnswer)),
  );
  vi.stubGlobal('MediaSource', class {});
});
afterEach(() => {
  disposeEarlyPlayback();
  disposeEarlyAd();
  takeEarlyRequests('neon-heirs');
  madeHls.length = 0;
  localStorage.clear();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});

describe('the early start of /play', () => {
  it('does nothing without an episode in the URL, or on another page', async () => {
    history.replaceState(null, '', '/play?id=neon-heirs');
    await startEarly();
    history.replaceState(null, '', '/video/neon-heirs');
    await startEarly();
    expect(requests).toEqual([]);
    expect(document.querySelector('video')).toBeNull();
  });

  it('asks for a guest’s ad and leaves the episode to the player, which loads it under the ad', async () => {
    const { play } = stubMediaMethods();
    history.replaceState(null, '', '/play?id=neon-heirs&episode=2');
    await startEarly();

    expect(requests.map((request) => request.path)).toEqual([SERIES_PATH, VAST_PATH]);
    expect(requests[1]?.authorization).toBeNull();
    expect(hasEarlyAd('neon-heirs')).toBe(true);
    expect(document.querySelector('video')).toBeNull();
    expect(madeHls).toHaveLength(0);
    expect(play).not.toHaveBeenCalled();
    await expect(takeEarlyRequests('neon-heirs')!.series).resolves.toEqual(SERIES);
  });

  it('plays a guest’s ad where the modal will show it, muted where sound is refused, before the app', async () => {
    const { play } = stubMediaMethods(function (this: HTMLMediaElement) {
      if (!this.muted) return Promise.reject(new DOMException('no gesture', 'NotAllowedError'));
      this.dispatchEvent(new Event('playing'));
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
      type === 'video/mp4' ? 'maybe' : '',
    );
    stubApi(({ path }) => new Response(path === VAST_PATH ? VAST_XML : JSON.stringify(SERIES)));
    history.replaceState(null, '', '/play?id=neon-heirs&episode=2');
    // settles once the ad plays: the app waits for it
    await startEarly();

    const video = document.querySelector('video')!;
    expect(video.getAttribute('src')).toBe(AD_MP4);
    expect(video.muted).toBe(true);
    expect(play).toHaveBeenCalledTimes(2);
    expect(video.closest<HTMLElement>('[aria-hidden="true"]')?.hidden).toBe(false);
    expect(hasEarlyAd('neon-heirs')).toBe(true);
    expect(madeHls).toHaveLength(0);
  });

  it.each([
    ['priced', 10],
    ['locked by its editor without a price', null],
  ])(
    'drops a guest’s ad when the episode is locked, %s (its gate shows instead)',
    async (_, price) => {
      stubMediaMethods();
      series = protectedSeries(price);
      history.replaceState(null, '', '/play?id=neon-heirs&episode=2');
      await startEarly();
      await vi.waitFor(() => expect(hasEarlyAd('neon-heirs')).toBe(false));

      history.replaceState(null, '', '/play?id=neon-heirs&episode=1');
      await startEarly();
      await takeEarlyRequests('neon-heirs')!.series;
      expect(hasEarlyAd('neon-heirs')).toBe(true);
    },
  );

  it('puts the episode in the page and attaches hls.js for a signed-in viewer', async () => {
    const { play } = stubMediaMethods();
    signIn();
    accessAnswer = status(true);
    history.replaceState(null, '', '/play?id=neon-heirs&episode=2');
    await startEarly();

    const video = document.querySelector('video')!;
    // no poster: Chromium held the first frame's presentation back behind it
    expect(video.hasAttribute('poster')).toBe(false);
    expect(madeHls).toHaveLength(1);
    expect(madeHls[0]!.attachMedia).toHaveBeenCalledWith(video);
    expect(madeHls[0]!.loadSource).toHaveBeenCalledWith('/media/hls/e2/master.m3u8');
    expect(play).toHaveBeenCalledTimes(1);
    expect(claimEarlyPlayback('/media/hls/e2/master.m3u8')?.video).toBe(video);
  });

  it('shows the episode’s thumbnail under the video until its first frame', async () => {
    // play() starts, but no frame shows until the test says so
    stubMediaMethods(() => Promise.resolve());
    signIn();
    accessAnswer = status(true);
    history.replaceState(null, '', '/play?id=neon-heirs&episode=2');
    const started = startEarly();

    const video = await vi.waitFor(() => {
      const found = document.querySelector('video');
      if (!found) throw new Error('no video yet');
      return found;
    });
    // the page's largest paint comes with this small image, not with the video's first segments
    const still = video.parentElement!.querySelector('img')!;
    expect(still.getAttribute('src')).toBe('/media/e2.jpg');
    expect(still.alt).toBe('');
    expect(still.nextElementSibling).toBe(video);
    // filled, as the video's box is counted whole
    expect(still.className).toContain('object-cover');

    video.dispatchEvent(new Event('playing'));
    await started;
    expect(still.isConnected).toBe(false);
    expect(claimEarlyPlayback('/media/hls/e2/master.m3u8')?.video).toBe(video);
  });

  it('plays at once for a subscriber, and hands its requests to the app', async () => {
    const { play } = stubMediaMethods();
    signIn();
    accessAnswer = status(true);
    history.replaceState(null, '', '/play?id=neon-heirs&episode=2');
    await startEarly();

    expect(play).toHaveBeenCalledTimes(1);
    expect(requests).toContainEqual({
      method: 'GET',
      path: ACCESS_PATH,
      authorization: 'Bearer a',
      body: undefined,
    });
    const early = takeEarlyRequests('neon-heirs')!;
    await expect(early.series).resolves.toEqual(SERIES);
    await expect(early.access).resolves.toEqual(status(true));
  });

  it('does not play for a signed-in viewer without access, and asks for the ad with the bearer', async () => {
    const { play } = stubMediaMethods();
    signIn();
    accessAnswer = status(false);
    history.replaceState(null, '', '/play?id=neon-heirs&episode=1');
    await startEarly();

    expect(madeHls[0]!.loadSource).toHaveBeenCalledWith('/media/hls/e1/master.m3u8');
    expect(play).not.toHaveBeenCalled();
    expect(requests).toContainEqual({
      method: 'GET',
      path: VAST_PATH,
      authorization: 'Bearer a',
      body: undefined,
    });
    expect(hasEarlyAd('neon-heirs')).toBe(true);
  });

  it('plays a signed-in viewer’s ad where the modal will show it, as a guest’s, before the app', async () => {
    const { play } = stubMediaMethods();
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
      type === 'video/mp4' ? 'maybe' : '',
    );
    stubApi(({ path }) =>
      path === VAST_PATH
        ? new Response(VAST_XML)
        : new Response(JSON.stringify(path === SERIES_PATH ? SERIES : status(false))),
    );
    signIn();
    history.replaceState(null, '', '/play?id=neon-heirs&episode=1');
    // settles once the ad plays: the app waits for it
    await startEarly();

    const ad = [...document.querySelectorAll('video')].find(
      (video) => video.getAttribute('src') === AD_MP4,
    );
    expect(ad?.paused).toBe(false);
    expect(ad?.closest<HTMLElement>('[data-early-ad]')?.hidden).toBe(false);
    // the episode waits under it, not playing
    expect(play).toHaveBeenCalledTimes(1);
    expect(claimEarlyPlayback('/media/hls/e1/master.m3u8')?.video.paused).toBe(true);
    expect(hasEarlyAd('neon-heirs')).toBe(true);
  });

  it('asks for no ad when the viewer has access', async () => {
    stubMediaMethods();
    signIn();
    accessAnswer = status(true);
    history.replaceState(null, '', '/play?id=neon-heirs&episode=1');
    await startEarly();
    expect(requests.map((request) => request.path)).not.toContain(VAST_PATH);
    expect(hasEarlyAd('neon-heirs')).toBe(false);
  });

  it('plays at once an episode this viewer unlocked on its own, not the others', async () => {
    const { play } = stubMediaMethods();
    signIn();
    accessAnswer = { ...status(false), unlocked_episodes: [2] };
    history.replaceState(null, '', '/play?id=neon-heirs&episode=2');
    await startEarly();
    expect(play).toHaveBeenCalledTimes(1);

    disposeEarlyPlayback();
    takeEarlyRequests('neon-heirs');
    document.body.innerHTML = '';
    history.replaceState(null, '', '/play?id=neon-heirs&episode=1');
    await startEarly();
    expect(play).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a subscriber', true],
    ['a viewer without access', false],
  ])('starts no protected episode the access answer holds no grant for (%s)', async (_, active) => {
    const { play } = stubMediaMethods();
    signIn();
    series = protectedSeries();
    accessAnswer = { ...status(active), unlocked_episodes: [], playback: [] };
    history.replaceState(null, '', '/play?id=neon-heirs&episode=2');
    await startEarly();

    expect(document.querySelector('video')).toBeNull();
    expect(madeHls).toHaveLength(0);
    expect(play).not.toHaveBeenCalled();
    // and no ad: the gate stands there
    expect(requests.map((request) => request.path)).not.toContain(VAST_PATH);
  });

  it('starts a protected episode under its grant, and the player takes that very source', async () => {
    const { play } = stubMediaMethods();
    signIn();
    series = protectedSeries();
    accessAnswer = { ...status(true), playback: [GRANT] };
    history.replaceState(null, '', '/play?id=neon-heirs&episode=2');
    await startEarly();

    const granted = '/media/g/token-2/hls/e2/master.m3u8';
    expect(madeHls).toHaveLength(1);
    expect(madeHls[0]!.loadSource).toHaveBeenCalledWith(granted);
    expect(madeHls[0]!.loadSource).not.toHaveBeenCalledWith('/media/hls/e2/master.m3u8');
    expect(play).toHaveBeenCalledTimes(1);
    expect(claimEarlyPlayback(granted)?.video).toBe(document.querySelector('video'));
  });
});
