import type Hls from 'hls.js/light';

/**
 * Playback that a fresh load of /play started before the app itself had loaded
 * (features/play/early/early-play.ts): its <video>, already in the page and buffering (playing,
 * when the viewer's access needs no ad), handed to the VideoPlayer that shows the same source.
 */
export type EarlyPlayback = {
  src: string;
  seriesId: string;
  video: HTMLVideoElement;
  /** Its hls.js instance; null where the element plays the source itself. */
  hls: Hls | null;
  /** hls.js failed for good before the hand-over: the player starts the source over. */
  failed: boolean;
  /** The box the video sat in before the player took it. */
  stage: HTMLElement;
  /**
   * Settles when the early start has shown its first frame, or knows it will not play by
   * itself (a guest, an ad first, autoplay refused).
   */
  settled: Promise<void>;
};

/** The player's <video> classes: the early start's element wears them before the hand-over. */
export const PLAYER_VIDEO_CLASSES = 'absolute inset-0 size-full object-contain';

/** How long an early start waits for the app to take it before it stops itself. */
const UNCLAIMED_TIMEOUT_MS = 15_000;

/**
 * The answers the early start asked for, as JSON, for the app to reuse instead of asking twice
 * (it checks them against the contract like any answer): the series body and, for a signed-in
 * viewer, the access status (null for a guest, or when the request failed).
 */
export type EarlyRequests = {
  seriesId: string;
  series: Promise<unknown>;
  access: Promise<unknown> | null;
};

let requests: EarlyRequests | null = null;
let pending: EarlyPlayback | null = null;
/** An early start under way (set before its first await): settles when it has played or gave up. */
let starting: Promise<void> | null = null;

/** The early start announces itself at once, before it knows whether it will play. */
export function beginEarlyStart(done: Promise<void>): void {
  starting = done.finally(() => {
    if (starting === tracked) starting = null;
  });
  const tracked = starting;
}
let timeout: ReturnType<typeof setTimeout> | undefined;

const stop = (playback: EarlyPlayback) => {
  playback.video.pause();
  playback.hls?.destroy();
  playback.video.removeAttribute('src');
  playback.stage.remove();
};

export function publishEarlyPlayback(playback: EarlyPlayback): void {
  if (pending) stop(pending);
  pending = playback;
  clearTimeout(timeout);
  // the app never came for it (an error page, a crash): no orphan playing on its own
  timeout = setTimeout(disposeEarlyPlayback, UNCLAIMED_TIMEOUT_MS);
}

/**
 * The early playback of `src`, handed over once: the caller moves the video into its own box
 * and owns it (and its hls.js instance) from then on. Another source's early start is stopped.
 */
export function claimEarlyPlayback(src: string): EarlyPlayback | null {
  const playback = pending;
  if (playback === null) return null;
  pending = null;
  clearTimeout(timeout);
  if (playback.src !== src || playback.failed) {
    stop(playback);
    return null;
  }
  return playback;
}

/** Still waiting for the player: the early start may act on its own (start playing). */
export const isUnclaimed = (playback: EarlyPlayback): boolean => pending === playback;

export function publishEarlyRequests(early: EarlyRequests): void {
  requests = early;
}

/** The early start's requests for this series, once: a later load asks for itself. */
export function takeEarlyRequests(seriesId: string): EarlyRequests | null {
  const found = requests?.seriesId === seriesId ? requests : null;
  requests = null;
  return found;
}

/**
 * The app renders once the early start has its first frame on screen, or after `budgetMs`:
 * on a busy main thread, rendering the page first would hold that frame back.
 */
export function earlyStartSettled(budgetMs: number): Promise<void> {
  const waitFor = pending?.settled ?? starting;
  if (waitFor === null) return Promise.resolve();
  return Promise.race([waitFor, new Promise<void>((resolve) => setTimeout(resolve, budgetMs))]);
}

/** Stops an early start nobody took (the page showed something else). */
export function disposeEarlyPlayback(): void {
  clearTimeout(timeout);
  if (pending) stop(pending);
  pending = null;
}
