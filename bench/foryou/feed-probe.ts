/**
 * Injected before any page script runs. `__feedSwipe()` presses ↓ the way a keyboard does and
 * resolves with how long the next item took to put a frame on screen: `firstFrame`, the first
 * frame presented after the key, and `playing`, the first one of playback (its media time past
 * where the item stood). `__coldStart(src)` times a fresh <video> from `src` to the same two frames.
 * `__feedProbe.maxVideos` is the most <video> elements seen at once.
 */
export type SwipeTiming = { firstFrame: number; playing: number; id: string };

export type FeedProbe = { maxVideos: number };

declare global {
  interface Window {
    __feedProbe?: FeedProbe;
    __feedSwipe?: (timeoutMs: number) => Promise<SwipeTiming | null>;
    __coldStart?: (
      src: string,
      timeoutMs: number,
    ) => Promise<{ firstFrame: number; playing: number } | null>;
  }
}

// plain JavaScript, not a serialised function: tsx names inner functions with a helper
// (__name) that does not exist in the page
export const FEED_PROBE_SCRIPT = `
(() => {
  const probe = { maxVideos: 0 };
  window.__feedProbe = probe;
  new MutationObserver(() => {
    probe.maxVideos = Math.max(probe.maxVideos, document.querySelectorAll('video').length);
  }).observe(document, { childList: true, subtree: true });

  window.__feedSwipe = (timeoutMs) => new Promise((resolve) => {
    const active = document.querySelector('article[data-active]');
    const next = active && active.nextElementSibling;
    const video = next && next.querySelector('video');
    const id = next && next.getAttribute('data-feed-item');
    if (!video || !id) return resolve(null);
    const startTime = video.currentTime;
    const timer = setTimeout(() => resolve(null), timeoutMs);
    const at = performance.now();
    let firstFrame = null;
    const onFrame = (now, meta) => {
      if (firstFrame === null) firstFrame = now - at;
      if (meta.mediaTime > startTime) {
        clearTimeout(timer);
        resolve({ firstFrame, playing: now - at, id });
      } else {
        video.requestVideoFrameCallback(onFrame);
      }
    };
    video.requestVideoFrameCallback(onFrame);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
  });

  // the reference: the same kind of stream started in a fresh element, nothing preloaded
  window.__coldStart = (src, timeoutMs) => new Promise((resolve) => {
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    video.style.cssText = 'position:fixed;top:0;left:0;width:90px;height:160px';
    let timer = 0;
    const done = (value) => {
      clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      video.remove();
      resolve(value);
    };
    timer = setTimeout(() => done(null), timeoutMs);
    document.body.append(video);
    const at = performance.now();
    let firstFrame = null;
    const onFrame = (now, meta) => {
      if (firstFrame === null) firstFrame = now - at;
      if (meta.mediaTime > 0) done({ firstFrame, playing: now - at });
      else video.requestVideoFrameCallback(onFrame);
    };
    video.requestVideoFrameCallback(onFrame);
    video.src = src;
    video.play().catch(() => done(null));
  });
})();
`;
