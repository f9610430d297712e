/**
 * Injected before any page script runs: for every <video> that starts loading, records when
 * its first frame is presented (requestVideoFrameCallback, performance.now() clock), likewise
 * for one that loaded outside the page once it is put in, and when
 * the app changes its URL (an episode switch on /play).
 */
export type FrameProbe = {
  /** performance.now() of each first frame, in the order the sources started */
  firstFrames: number[];
  /** What showed each first frame: the source URL's path (an MSE stream's is blob:…) */
  firstFrameSources: string[];
  loadStarts: number[];
  urlChanges: { at: number; url: string }[];
};

declare global {
  interface Window {
    __frameProbe?: FrameProbe;
  }
}

// runs in the browser: keep it self-contained (Playwright serialises the function)
export const installFrameProbe = (): void => {
  const probe: FrameProbe = {
    firstFrames: [],
    firstFrameSources: [],
    loadStarts: [],
    urlChanges: [],
  };
  window.__frameProbe = probe;
  // media events do not bubble, but a capturing listener on window sees them; a video that
  // loaded outside the page (the next episode, loaded ahead) fired its loadstart where window
  // does not hear it: its first frame is the first one shown once it is put in. (An array, not
  // a named function: tsx's name helper, which would wrap one, is not in the page.)
  const recorded: ((video: HTMLVideoElement) => void)[] = [
    (video) =>
      video.requestVideoFrameCallback((now) => {
        probe.firstFrames.push(now);
        const src = video.currentSrc;
        probe.firstFrameSources.push(
          src.startsWith('blob:') ? 'blob:' : src.replace(location.origin, ''),
        );
      }),
  ];
  window.addEventListener(
    'loadstart',
    (event) => {
      if (!(event.target instanceof HTMLVideoElement)) return;
      probe.loadStarts.push(performance.now());
      recorded[0]!(event.target);
    },
    true,
  );
  new MutationObserver((records) => {
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node instanceof HTMLVideoElement && node.readyState > 0) recorded[0]!(node);
      });
    }
  }).observe(document, { childList: true, subtree: true });
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      probe.urlChanges.push({ at: performance.now(), url: String(args[2] ?? '') });
      original(...args);
    };
  }
};
