/** Elements seen presenting a frame: a paused one (the early ad held at its first) shows it still. */
const presented = new WeakSet<HTMLVideoElement>();

/**
 * Calls `shown` once `video` has a frame on screen: at once when it is already past its start
 * with a frame (an element adopted while playing) or was seen presenting one here (one held at
 * its first frame), else at its first presented frame (`requestVideoFrameCallback`; browsers
 * without it: the `playing` event). Returns a cancel.
 */
export function onFirstFrame(video: HTMLVideoElement, shown: () => void): () => void {
  const hasFrame = video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA;
  if (hasFrame && (video.currentTime > 0 || presented.has(video))) {
    shown();
    return () => undefined;
  }
  const first = () => {
    presented.add(video);
    shown();
  };
  const frames = video as {
    requestVideoFrameCallback?: (callback: () => void) => number;
    cancelVideoFrameCallback?: (handle: number) => void;
  };
  if (frames.requestVideoFrameCallback) {
    const handle = frames.requestVideoFrameCallback(first);
    return () => frames.cancelVideoFrameCallback?.(handle);
  }
  video.addEventListener('playing', first, { once: true });
  return () => video.removeEventListener('playing', first);
}

/**
 * An image under a video until its first frame (a still): the video's own box, filled, past its
 * edges (the box clips it). A video's largest-paint size is its whole box, and a contained
 * image's only its picture, so a contained still would hand the LCP to the first frame.
 */
export const STILL_UNDER_VIDEO_CLASSES =
  'absolute -inset-1 size-[calc(100%+0.5rem)] max-w-none object-cover';
