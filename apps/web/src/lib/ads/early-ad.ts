import { sourceModeFor } from '../player/lib/source';
import { pickMediaFile, type MediaFileLike } from './media-file';

/**
 * The ad modal's first ad on a fresh load of /play, asked for by the early start
 * (features/play/early) for a viewer without access while the app still loads: the VAST answer
 * and an element already loading its media file, so the ad shows its first frame as soon as the
 * modal opens. The modal's ad slot takes it (VastAdVideo); vast-client stays in the slot's chunk,
 * this module reads only the media files.
 */
export type EarlyAd = {
  contentId: string;
  /** The VAST answer's text; null when the request failed (the slot asks again itself). */
  vast: Promise<string | null>;
  /** A detached <video> loading the answer's media file, or null (none it plays by itself). */
  video: Promise<HTMLVideoElement | null>;
};

// API_PATHS.adVast, spelled out (early-ad.test.ts holds them equal): the path table would
// weigh on the early start's chunk
const vastPath = (contentId: string) =>
  `/api/ads/vast?${new URLSearchParams({ content_id: contentId }).toString()}`;

/** The early ad waits this long for the modal, then stops its download. */
const UNCLAIMED_TIMEOUT_MS = 15_000;

let pending: EarlyAd | null = null;
let timeout: ReturnType<typeof setTimeout> | undefined;

/** The media files of the answer's first linear ad (a wrapper's are the slot's to follow). */
function linearMediaFiles(text: string): MediaFileLike[] {
  const xml = new DOMParser().parseFromString(text, 'application/xml');
  const linear = xml.querySelector('Ad > InLine Linear');
  return [...(linear?.querySelectorAll('MediaFile') ?? [])].map((file) => ({
    fileURL: file.textContent,
    mimeType: file.getAttribute('type'),
  }));
}

/** Loads the ad's media file into a detached element: its first frame decodes before the modal. */
function preloadMedia(text: string): HTMLVideoElement | null {
  const video = document.createElement('video');
  const src = pickMediaFile(linearMediaFiles(text), (type) => video.canPlayType(type));
  // an HLS ad where the browser needs hls.js: the slot attaches it
  if (src === null || sourceModeFor(src, video) !== 'direct') return null;
  video.playsInline = true;
  video.preload = 'auto';
  video.src = src;
  return video;
}

const stop = (ad: EarlyAd) =>
  void ad.video.then((video) => {
    if (video === null) return;
    video.removeAttribute('src');
    video.load();
  });

/**
 * Asks for the ad of `contentId` now (with the viewer's bearer when signed in) and starts
 * loading its media file; the modal's slot takes both with takeEarlyAd.
 */
export function fetchEarlyAd(contentId: string, accessToken: string | null): EarlyAd {
  const vast = fetch(vastPath(contentId), {
    headers: {
      Accept: 'application/xml, text/xml',
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    },
  })
    .then((response) => (response.ok ? response.text() : null))
    .catch(() => null);
  const video = vast.then((text) => (text === null ? null : preloadMedia(text))).catch(() => null);
  const ad = { contentId, vast, video };
  if (pending) stop(pending);
  pending = ad;
  clearTimeout(timeout);
  // the modal never opened (access after all, a locked episode, another page)
  timeout = setTimeout(disposeEarlyAd, UNCLAIMED_TIMEOUT_MS);
  return ad;
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
