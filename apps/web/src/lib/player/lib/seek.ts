/** What seeking needs to know about the media element; a real HTMLVideoElement fits. */
export type SeekableMedia = {
  readonly duration: number;
  readonly readyState: number;
  readonly seekable: Pick<TimeRanges, 'length' | 'start' | 'end'>;
};

/** HTMLMediaElement.HAVE_CURRENT_DATA: below it a seek has no frame to land on. */
const HAVE_CURRENT_DATA = 2;
/** Landing exactly on the duration fires `ended` at once; stay a little before it. */
const END_MARGIN_SECONDS = 0.1;

/**
 * The time to seek to, or null when the seek must be ignored
 * (target not a finite non-negative number, duration unknown, media not ready, nothing
 * seekable). Otherwise the target is clamped to the seekable range and to duration − 0.1 s.
 */
export function resolveSeekTarget(media: SeekableMedia, target: number): number | null {
  if (!Number.isFinite(target) || target < 0) return null;
  const { duration, readyState, seekable } = media;
  if (!Number.isFinite(duration) || duration <= 0) return null;
  if (readyState < HAVE_CURRENT_DATA) return null;
  if (seekable.length === 0) return null;

  const start = seekable.start(0);
  const end = Math.min(seekable.end(seekable.length - 1), duration - END_MARGIN_SECONDS);
  if (end < start) return start;
  return Math.min(Math.max(target, start), end);
}

/** Seek when resolveSeekTarget allows it; answers whether the seek happened. */
export function seekMedia(media: HTMLMediaElement, target: number): boolean {
  const time = resolveSeekTarget(media, target);
  if (time === null) return false;
  media.currentTime = time;
  return true;
}
