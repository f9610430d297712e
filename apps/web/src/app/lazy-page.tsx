import { lazy, type ComponentType } from 'react';

export type LazyPage = {
  /** Renders the page, suspending only while its code has not arrived. */
  Component: ComponentType;
  /** Starts (or joins) the download of the page's code. */
  preload(): Promise<void>;
};

/**
 * A code-split page that can be fetched before it renders. Once the code is here the page renders
 * directly, without a Suspense fallback: no fallback render first (on React 19 the page that
 * replaced a shown fallback was also held up to 300 ms, a third of /play's first frame).
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
