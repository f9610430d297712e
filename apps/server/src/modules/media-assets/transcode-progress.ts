/** How often a transcode's progress is written at most: a row update a second is cheap. */
export const PROGRESS_WRITE_MS = 1000;

/**
 * Writes a job's progress (0–100) through `write` at most once per `intervalMs`, one write at
 * a time and never out of order; `flush` waits for the last. A failed write is only reported:
 * progress is for the studio's eyes and never fails a transcode.
 */
export const progressWriter = (
  write: (percent: number) => Promise<void>,
  onError: (error: unknown) => void,
  {
    intervalMs = PROGRESS_WRITE_MS,
    now = Date.now,
  }: { intervalMs?: number; now?: () => number } = {},
) => {
  let lastAt = -Infinity;
  let lastPercent = -1;
  let chain: Promise<void> = Promise.resolve();
  return {
    report(fraction: number): void {
      const percent = Math.max(0, Math.min(100, Math.floor(fraction * 100)));
      const at = now();
      if (percent === lastPercent || at - lastAt < intervalMs) return;
      lastAt = at;
      lastPercent = percent;
      chain = chain.then(() => write(percent)).catch(onError);
    },
    flush: (): Promise<void> => chain,
  };
};
