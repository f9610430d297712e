import { useEffect, useState, type ReactNode } from 'react';
import { yieldToMain } from './yield-to-main';

/**
 * False on the first render, true a task after the first paint: a subtree below the fold mounts
 * in a task of its own instead of lengthening the page's first render (Preact renders in one
 * go, never time-sliced). Each caller gets its own task.
 */
export function useDeferredMount(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    let live = true;
    void yieldToMain().then(() => {
      if (live) setMounted(true);
    });
    return () => {
      live = false;
    };
  }, []);
  return mounted;
}

/** Renders `children` only after the first paint (useDeferredMount): for what is below the fold. */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  return useDeferredMount() ? children : null;
}
