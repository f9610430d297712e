type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task of the main thread, so what follows it runs as a task of its own and
 * the browser may paint and answer input in between (each task under 50 ms counts no blocking
 * time). `scheduler.yield()` where the browser has it (the continuation keeps its place ahead of
 * other queued tasks), else a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
