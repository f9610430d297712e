/** A hidden tab paints no frames: how long to wait for one before going on anyway. */
const NEXT_PAINT_BUDGET_MS = 100;

/** Resolves once the next frame has been painted (a task queued from rAF runs after it). */
export const afterNextPaint = (): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, NEXT_PAINT_BUDGET_MS);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
