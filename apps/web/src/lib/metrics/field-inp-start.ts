type Reporter = { reportInp: (first: { at: number; pathname: string }) => void };

const FIRST_INTERACTION = ['pointerdown', 'keydown'] as const;

/**
 * Field INP (docs/product/analytics.md#interaction-latency): web-vitals and the reporter are
 * fetched only after the first interaction, once the browser is idle, so the page's JavaScript
 * before any interaction does not grow. web-vitals still times that first interaction, from the
 * browser's buffered first-input entry. Returns a stop for tests.
 */
export function startFieldInp(
  load: () => Promise<Reporter> = () => import('./field-inp'),
): () => void {
  const stop = () => {
    for (const type of FIRST_INTERACTION) window.removeEventListener(type, onFirst, true);
  };
  function onFirst(event: Event) {
    stop();
    const first = { at: event.timeStamp, pathname: window.location.pathname };
    const start = () =>
      void load().then(
        (reporter) => reporter.reportInp(first),
        // a chunk that fails to load costs only the figure
        () => undefined,
      );
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(start, { timeout: 5000 });
    } else setTimeout(start, 0);
  }
  for (const type of FIRST_INTERACTION) {
    window.addEventListener(type, onFirst, { capture: true, passive: true });
  }
  return stop;
}
