// Testing Library's `act` for Preact (vite.config.ts aliases react-dom/test-utils to this file).
import { act as preactAct } from 'preact/test-utils';

export * from 'preact/test-utils';

// taken before any test fakes the timers
const macrotask = globalThis.setImmediate;
const settle = () => new Promise<void>((done) => macrotask(() => done()));

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/**
 * Preact's act, which renders and runs the effects of what an async callback did as soon as its
 * promise settles. React's waits a task more, and again after each flush until nothing is left:
 * the promise chains the callback started (a click whose handler awaits the clipboard) land inside
 * it, and so do the renders its flush woke (a lazy component whose code was already here). The
 * tests rely on that, so this waits a task before the flush and one after it.
 */
export function act(callback: () => unknown): Promise<void> {
  let async = false;
  const acted = preactAct(() => {
    const result = callback();
    if (!isThenable(result)) return;
    async = true;
    return Promise.resolve(result).then(settle);
  });
  return async ? acted.then(settle) : acted;
}
