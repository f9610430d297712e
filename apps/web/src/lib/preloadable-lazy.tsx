import { lazy, type ComponentType } from 'react';

export type PreloadableLazy<P extends object> = {
  /** Renders the component, suspending only while its code has not arrived. */
  Component: ComponentType<P>;
  /** Starts (or joins) the download of its code; never rejects. */
  preload(): Promise<void>;
};

/**
 * A code-split component that renders directly once its code is here. `lazy()` alone suspends on
 * its first render even when the module has long arrived, and the nearest Suspense boundary then
 * renders its fallback and its whole subtree a second time: started with `preload()` before the
 * render, the component costs one render.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableLazy<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const fetchCode = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // a failed chunk (deploy, network) may succeed on the next render or visit
        pending = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => fetchCode().then((component) => ({ default: component })));
  function Component(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return {
    Component,
    preload: () =>
      fetchCode().then(
        () => undefined,
        () => undefined,
      ),
  };
}
