import { onFirstFrame, STILL_UNDER_VIDEO_CLASSES } from '../../lib/player/lib/first-frame';
import { sourceModeFor } from '../../lib/player/lib/source';
import { EARLY_AD_CLASSES as C } from './early-ad-classes';
import { pickMediaFile, stillImageUrl, type MediaFileLike } from './media-file';

/**
 * The ad modal's first ad on a fresh load of /play or /foryou, asked for by the page's early
 * start (features/play/early, features/feed/early) for a viewer without access while the app
 * still loads: the VAST answer and an element already loading its media file, so the ad shows
 * its first frame as soon as the modal opens. The early start may also put that element in the
 * page, in a box where the modal will show it (adModalSlot), with the ad's companion image under
 * it until its first frame, and play it before the app (playEarlyAd). The modal's ad slot takes
 * it (VastAdVideo); vast-client stays in the slot's chunk, this module reads only the media files
 * and the still.
 */
export type EarlyAd = {
  contentId: string;
  /** The VAST answer's text; null when the request failed (the slot asks again itself). */
  vast: Promise<string | null>;
  /** A detached <video> loading the answer's media file, or null (none it plays by itself). */
  video: Promise<HTMLVideoElement | null>;
};

// adVastRoute.path, spelled out (early-ad.test.ts holds them equal): a route entry brings its
// zod schemas into the early start's chunk, which stays zod-free
const vastPath = (contentId: string) =>
  `/api/ads/vast?${new URLSearchParams({ content_id: contentId }).toString()}`;

const div = (className: string) => Object.assign(document.createElement('div'), { className });

/**
 * The ad modal's card in `box` (the player's box), and in it the slot where the early ad plays,
 * between the empty places of the modal's header and buttons: the card has the modal's height.
 */
export function adModalSlot(box: HTMLElement): HTMLElement {
  const [overlay, card, slot] = [div(C.overlay), div(C.card), div(C.slot)];
  card.append(div(C.header), slot, div(C.continue), div(C.purchaseOptions));
  overlay.append(card);
  box.append(overlay);
  return slot;
}

/** Marks the early start's box around the ad: gone once the slot holds the element. */
const STAGE_ATTRIBUTE = 'data-early-ad';

/** The early ad waits this long for the modal, then stops its download. */
const UNCLAIMED_TIMEOUT_MS = 15_000;

let pending: EarlyAd | null = null;
let timeout: ReturnType<typeof setTimeout> | undefined;

/** The media files of the answer's first linear ad (a wrapper's are the slot's to follow). */
function linearMediaFiles(xml: Document): MediaFileLike[] {
  const linear = xml.querySelector('Ad > InLine Linear');
  return [...(linear?.querySelectorAll('MediaFile') ?? [])].map((file) => ({
    fileURL: file.textContent,
    mimeType: file.getAttribute('type'),
  }));
}

/**
 * The answer's first image companion with an http(s) address, as the slot reads it
 * (vast-ad.ts, companionImage): the ad's still.
 */
function companionStill(xml: Document): string | null {
  for (const resource of xml.querySelectorAll('Ad > InLine Companion > StaticResource')) {
    const still = stillImageUrl(resource.textContent, resource.getAttribute('creativeType'));
    if (still !== null) return still;
  }
  return null;
}

/**
 * Loads the ad's media file into a new element, in `slot` when given (a hidden box in the page,
 * with the ad's still under the element until its first frame: AdStill's) or detached: its
 * first frame decodes before the modal.
 */
function preloadMedia(text: string, slot: HTMLElement | null): HTMLVideoElement | null {
  const xml = new DOMParser().parseFromString(text, 'application/xml');
  const video = document.createElement('video');
  const src = pickMediaFile(linearMediaFiles(xml), (type) => video.canPlayType(type));
  // an HLS ad where the browser needs hls.js: the slot attaches it
  if (src === null || sourceModeFor(src, video) !== 'direct') return null;
  video.playsInline = true;
  video.preload = 'auto';
  video.className = C.video;
  const stillUrl = slot === null ? null : companionStill(xml);
  if (stillUrl !== null) {
    const still = Object.assign(document.createElement('img'), {
      className: STILL_UNDER_VIDEO_CLASSES,
      alt: '',
      decoding: 'async',
      src: stillUrl,
    });
    slot?.append(still);
    onFirstFrame(video, () => still.remove());
  }
  slot?.append(video);
  video.src = src;
  return video;
}

/** Removes the early start's box around the ad (the slot has moved the element out, or it stops). */
export function removeEarlyAdStage(): void {
  for (const stage of document.querySelectorAll(`[${STAGE_ATTRIBUTE}]`)) stage.remove();
}

/** Stops an early ad's element: no download, no sound, out of the page. */
export function stopEarlyAdVideo(video: HTMLVideoElement): void {
  video.pause();
  video.removeAttribute('src');
  video.load();
  video.remove();
  removeEarlyAdStage();
}

const stop = (ad: EarlyAd) =>
  void ad.video.then((video) => {
    if (video !== null) stopEarlyAdVideo(video);
    else removeEarlyAdStage();
  });

/**
 * Asks for the ad of `contentId` now (with the viewer's bearer when signed in) and starts
 * loading its media file, in `stage`'s `slot` when given (playEarlyAd shows it); the modal's
 * slot takes both with takeEarlyAd.
 */
export function fetchEarlyAd(
  contentId: string,
  accessToken: string | null,
  stage: { stage: HTMLElement; slot: HTMLElement } | null = null,
): EarlyAd {
  const vast = fetch(vastPath(contentId), {
    headers: {
      Accept: 'application/xml, text/xml',
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    },
  })
    .then((response) => (response.ok ? response.text() : null))
    .catch(() => null);
  const video = vast
    .then((text) => {
      const element = text === null ? null : preloadMedia(text, stage?.slot ?? null);
      if (element !== null && stage !== null && pending === ad) {
        // in the page (hidden) before its download starts, like any video the page loads
        stage.stage.hidden = true;
        stage.stage.setAttribute(STAGE_ATTRIBUTE, '');
        document.body.append(stage.stage);
      }
      return element;
    })
    .catch(() => null);
  const ad: EarlyAd = { contentId, vast, video };
  if (pending) stop(pending);
  pending = ad;
  clearTimeout(timeout);
  // the modal never opened (access after all, a locked episode, another page)
  timeout = setTimeout(disposeEarlyAd, UNCLAIMED_TIMEOUT_MS);
  return ad;
}

/**
 * Shows the early ad's box and plays it: with sound if the browser allows it, else muted (what
 * browsers allow before a gesture, as the slot does). Settles at its first frame on screen, or
 * once it knows it will not play (the slot plays it then). `firstFrameOnly`: it holds that frame
 * until the slot takes it and plays on, so the app's start does not share the phone's CPU with
 * the ad's decoding and painting (on /foryou, Lighthouse's blocking time doubled in some runs
 * when the ad played before the app: docs/product/feed.md#first-paint).
 */
export async function playEarlyAd(
  ad: EarlyAd,
  { firstFrameOnly = false }: { firstFrameOnly?: boolean } = {},
): Promise<void> {
  const video = await ad.video;
  const stage = video?.closest<HTMLElement>(`[${STAGE_ATTRIBUTE}]`);
  if (!video || !stage || pending !== ad) return;
  stage.hidden = false;
  return new Promise<void>((resolve) => {
    onFirstFrame(video, () => {
      // the slot may have taken it meanwhile: it plays on then
      if (firstFrameOnly && pending === ad) video.pause();
      resolve();
    });
    video
      .play()
      .catch(() => {
        video.muted = true;
        return video.play();
      })
      .catch(() => resolve());
  });
}

/** The early ad for `contentId`, once; another series' is dropped. */
export function takeEarlyAd(contentId: string | undefined): EarlyAd | null {
  const ad = pending;
  if (ad === null) return null;
  pending = null;
  clearTimeout(timeout);
  if (ad.contentId === contentId) return ad;
  stop(ad);
  return null;
}

/** An early ad for `contentId` waits for the ad slot. */
export const hasEarlyAd = (contentId: string): boolean => pending?.contentId === contentId;

/** A slot that took the ad and was unmounted before it used it (StrictMode's rehearsal). */
export function returnEarlyAd(ad: EarlyAd): void {
  if (pending !== null) return;
  pending = ad;
  timeout = setTimeout(disposeEarlyAd, UNCLAIMED_TIMEOUT_MS);
}

/** Stops an early ad nobody took. */
export function disposeEarlyAd(): void {
  clearTimeout(timeout);
  if (pending) stop(pending);
  pending = null;
}
