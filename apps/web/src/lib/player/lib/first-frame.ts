/**
 * Calls `shown` once `video` has a frame on screen: at once when it is already past its start
 * with a frame (an element adopted while playing), else at its first presented frame
 * (`requestVideoFrameCallback`; browsers without it: the `playing` event). Returns a cancel.
 */
export function onFirstFrame(video: HTMLVideoElement, shown: () => void): () => void {
  if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA && video.currentTime > 0) {
    shown();
    return () => undefined;
  }
  const frames = video as {
    requestVideoFrameCallback?: (callback: () => void) => number;
    cancelVideoFrameCallback?: (handle: number) => void;
  };
  if (frames.requestVideoFrameCallback) {
    const handle = frames.requestVideoFrameCallback(() => shown());
    return () => frames.cancelVideoFrameCallback?.(handle);
  }
  video.addEventListener('playing', shown, { once: true });
  return () => video.removeEventListener('playing', shown);
}

/**
 * An image under a video until its first frame (a still): the video's own box, filled, past its
 * edges (the box clips it). A video's largest-paint size is its whole box, and a contained
 * image's only its picture, so a contained still would hand the LCP to the first frame.
 */
export const STILL_UNDER_VIDEO_CLASSES =
  'absolute -inset-1 size-[calc(100%+0.5rem)] max-w-none object-cover';
