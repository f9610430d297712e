import { lazy, type ComponentType } from 'react';

export type LazyPage = {
  /** Renders the page, suspending only while its code has not arrived. */
  Component: ComponentType;
  /** Starts (or joins) the download of the page's code. */
  preload(): Promise<void>;
};

/**
 * A code-split page that can be fetched before React renders it. Once the code is here the page
 * renders directly, without a Suspense fallback: React 19 holds content that replaces a shown
 * fallback for up to 300 ms (its fallback throttle), which cost /play a third of its first frame.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const fetchCode = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // a failed chunk (deploy, network) may succeed on the next visit
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => fetchCode().then((component) => ({ default: component })));
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Component: Page, preload: () => fetchCode().then(() => undefined) };
}
