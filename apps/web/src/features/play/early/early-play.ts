import {
  imageSrcSet,
  type Episode,
  type Series,
  type SubscriptionStatusResponse,
} from '@app/contract';
// zod-free, like all of this chunk: it runs before the app and must stay small
import { PAGE_ROUTES } from '@app/contract/page-paths';
import { grantsAccess } from '../../../shared/access/grants-access';
import { episodeMedia, grantFor, isLockedFor } from '../../../shared/access/playback-grants';
import {
  adModalSlot,
  disposeEarlyAd,
  fetchEarlyAd,
  playEarlyAd,
} from '../../../shared/ads/early-ad';
import { getStoredTokens } from '../../../lib/auth/stored-session';
import { onFirstFrame, STILL_UNDER_VIDEO_CLASSES } from '../../../lib/player/lib/first-frame';
import { hlsConfig, widenBufferAfterFirstFrame } from '../../../lib/player/lib/hls-config';
import {
  beginEarlyStart,
  isUnclaimed,
  PLAYER_VIDEO_CLASSES,
  publishEarlyPlayback,
  publishEarlyRequests,
  type EarlyPlayback,
} from '../../../lib/player/lib/early-playback';
import { loadHls, playsHlsNatively, sourceModeFor } from '../../../lib/player/lib/source';
import { pickEpisode, sortEpisodes } from '../lib/episodes';
import { startParam } from '../lib/resume';
import { initialLocale } from '../../../i18n/locale';

/**
 * The first seconds of a fresh load of /play?id=…&episode=…, started before the app: a small
 * entry of its own (vite.config.ts) that runs as soon as it arrives, while React and the page's
 * code still load and evaluate. It reads the series (the server's preload hint has it on its
 * way), puts the episode's <video> where the player will stand, attaches hls.js and, when the
 * signed-in viewer's access needs no ad, plays. The player adopts all of it
 * (claimEarlyPlayback). For a viewer the ad modal meets first (a guest, or signed in without
 * access), it asks for that ad and plays it where the modal will show it instead
 * (shared/ads/early-ad.ts); the modal takes the playing element over; errors stay the app's.
 *
 * Without `episode` in the URL the app may resume another episode, and without `id` it plays
 * the default series: then nothing starts early.
 */

// the player's box on /play (PlaySkeleton and PlayView): the video shows where it will stay
const STAGE_CLASSES =
  'pointer-events-none fixed inset-x-0 top-0 z-40 mx-auto grid max-w-[1600px] gap-4 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-6 lg:p-6';
const BOX_CLASSES =
  'relative h-[min(calc(100vw*16/9),76dvh)] overflow-hidden bg-black lg:mt-14 lg:h-[calc(100dvh-7.5rem)] lg:min-h-[420px] lg:rounded-xl';

/** The player's box, fixed where PlaySkeleton and PlayView will show it (not yet in the page). */
function playerStage(): { stage: HTMLElement; box: HTMLElement } {
  const stage = document.createElement('div');
  stage.className = STAGE_CLASSES;
  stage.setAttribute('aria-hidden', 'true');
  const box = document.createElement('div');
  box.className = BOX_CLASSES;
  stage.append(box);
  return { stage, box };
}

/**
 * The episode's thumbnail where its video will show, under it until the first frame: the page's
 * largest paint comes with one small image, asked for with the video, instead of after the
 * video's first segments (Lighthouse's LCP on /play was the first frame, 3.5 s of render delay
 * under slow 4G). A sibling, not the video's `poster`: Chromium held the first frame's
 * presentation back behind a poster. Null without a thumbnail.
 */
function episodeStill(thumbnail: string | null | undefined): HTMLImageElement | null {
  if (!thumbnail) return null;
  const still = document.createElement('img');
  still.className = STILL_UNDER_VIDEO_CLASSES;
  still.alt = '';
  still.decoding = 'async';
  const srcset = imageSrcSet(thumbnail);
  if (srcset !== undefined) {
    still.srcset = srcset;
    // the box is the viewport's width on a phone; a vertical video is far narrower on a desktop
    still.sizes = '(min-width: 1024px) 640px, 100vw';
  }
  still.src = thumbnail;
  return still;
}

/** The player's box with the ad modal's ad slot in it, where the early ad plays. */
function adStage(): { stage: HTMLElement; slot: HTMLElement } {
  const { stage, box } = playerStage();
  return { stage, slot: adModalSlot(box) };
}

// seriesByIdRoute.path and subscriptionStatusRoute.path, spelled out (early-play.test.ts holds them
// equal): a route entry brings its zod schemas, and this chunk runs before the app, zod-free
// with the app's `?lang=` (i18n/content-language.ts), in the locale the app will start in
const seriesPath = (id: string) =>
  `/api/series/${encodeURIComponent(id)}?lang=${encodeURIComponent(initialLocale())}`;
const accessPath = (id: string) => `/api/subscriptions/status?content_id=${encodeURIComponent(id)}`;

/** The signed-in viewer's bearer, or null: a guest, or an expired token the app refreshes. */
function validAccessToken(): string | null {
  const tokens = getStoredTokens();
  return tokens === null || tokens.expires_at <= Date.now() ? null : tokens.access_token;
}

/** The signed-in viewer's access answer (JSON), or null: the app asks again if this fails. */
function fetchAccess(seriesId: string, accessToken: string): Promise<unknown> {
  return fetch(accessPath(seriesId), { headers: { authorization: `Bearer ${accessToken}` } })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .catch(() => null);
}

type EarlySeries = { data?: Series } | null;

const episodeOf = (series: Series | undefined, episodeParam: string) =>
  series && pickEpisode(sortEpisodes(series.episodes), episodeParam);

/**
 * Whether the ad modal opens before this episode plays (docs/product/play.md#ads-on-
 * the-play-page): no access (a guest has none), not unlocked on its own, and not locked for this
 * viewer (its gate stands in the player's place instead).
 */
function adFirst(series: Series, episode: Episode, status: SubscriptionStatusResponse | null) {
  if (status !== null && grantsAccess(status, series.id)) return false;
  if ((status?.unlocked_episodes ?? []).includes(episode.episodeNumber)) return false;
  return !isLockedFor(episode, status);
}

/**
 * Settles once the early start has its first frame on screen, or knows it will not play by
 * itself. Exported for its tests; runs once by itself when the entry loads (below).
 */
export async function startEarly(): Promise<void> {
  if (window.location.pathname !== PAGE_ROUTES.play) return;
  const search = new URLSearchParams(window.location.search);
  const seriesId = search.get('id');
  const episodeParam = search.get('episode');
  if (!seriesId || episodeParam === null) return;

  const body = fetch(seriesPath(seriesId)).then((response) =>
    response.ok ? (response.json() as Promise<EarlySeries>) : null,
  );
  const accessToken = validAccessToken();
  if (accessToken === null) {
    // a guest: the ad modal comes first, whatever the episode (unless it is locked), so the
    // episode does not play early (the app's player loads it under the ad): the modal's ad is
    // asked for now and plays where the modal will show it, which takes the element over
    publishEarlyRequests({ seriesId, series: body.catch(() => null), access: null });
    const ad = fetchEarlyAd(seriesId, null, adStage());
    const answer = await body.catch(() => null);
    const episode = episodeOf(answer?.data, episodeParam);
    if (!answer?.data || !episode || !adFirst(answer.data, episode, null)) {
      disposeEarlyAd();
      return;
    }
    return playEarlyAd(ad);
  }

  const access = fetchAccess(seriesId, accessToken);
  publishEarlyRequests({ seriesId, series: body.catch(() => null), access });
  if (typeof MediaSource === 'undefined') return;
  const video = document.createElement('video');
  // nearly every episode is HLS: where the browser does not play it itself, hls.js loads now,
  // beside the series (no preload hint names it: a native player never needs it)
  if (!playsHlsNatively(video)) loadHls().catch(() => undefined);

  const series = (await body)?.data;
  const episode = episodeOf(series, episodeParam);
  if (!series || !episode || episode.videoUrl === '') return;
  let src = episode.videoUrl;
  if (episode.isLocked) {
    // a protected episode's media answer 403 without a grant: nothing loads before the access
    // answer names one, and without one nothing starts (the gate shows, or the app asks again)
    const status = (await access) as SubscriptionStatusResponse | null;
    const grant = grantFor(status, episode.episodeNumber);
    if (grant === undefined) return;
    src = episodeMedia(episode, grant).src;
  }
  // without access, the modal's ad shows first: asked for as soon as access says so, it plays
  // where the modal will show it, as a guest's does
  const ad = access.then((status) => {
    const answer = status as SubscriptionStatusResponse | null;
    return answer !== null && adFirst(series, episode, answer)
      ? fetchEarlyAd(seriesId, accessToken, adStage())
      : null;
  });

  const { stage, box } = playerStage();
  video.className = PLAYER_VIDEO_CLASSES;
  video.playsInline = true;
  video.preload = 'auto';
  const still = episodeStill(episode.thumbnail);
  if (still) box.append(still);
  box.append(video);
  document.body.append(stage);

  const start = startParam(search.get('t'));
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const playback: EarlyPlayback = {
    src,
    seriesId,
    video,
    hls: null,
    failed: false,
    stage,
    settled,
  };
  if (sourceModeFor(src, video) === 'direct') {
    if (start > 0) {
      video.addEventListener('loadedmetadata', () => (video.currentTime = start), { once: true });
    }
    video.src = src;
  } else {
    const Hls = await loadHls();
    if (!Hls.isSupported()) {
      stage.remove();
      return;
    }
    const hls = new Hls(hlsConfig(start));
    hls.on(Hls.Events.ERROR, (_event, data) => {
      // the player's retries and error overlay take it from here
      if (data.fatal) playback.failed = true;
    });
    hls.attachMedia(video);
    hls.loadSource(src);
    widenBufferAfterFirstFrame(hls, video);
    playback.hls = hls;
  }
  publishEarlyPlayback(playback);

  const status = (await access) as SubscriptionStatusResponse | null;
  // an episode unlocked on its own (coins, a rewarded ad, the fair cap) plays like access
  const unlocked = (status?.unlocked_episodes ?? []).includes(episode.episodeNumber);
  if (status === null || !isUnclaimed(playback) || !(grantsAccess(status, seriesId) || unlocked)) {
    const early = await ad;
    if (early === null) settle();
    else void playEarlyAd(early).then(settle);
    return settled;
  }
  onFirstFrame(video, () => {
    still?.remove();
    settle();
  });
  // a refusal (autoplay policy) is the player's to handle: it retries muted when it adopts
  video.play().catch(settle);
  return settled;
}

// what main.tsx waits for before it loads the app
export { earlyStartSettled } from '../../../lib/player/lib/early-playback';

// anything unexpected leaves the start to the app, as on any other page; the app waits for
// this (within a budget) before it evaluates its own code
beginEarlyStart(startEarly().catch(() => undefined));
