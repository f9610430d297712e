import { afterNextPaint } from './next-paint';

/**
 * Resolves once the image of a server-rendered first paint in #root (the home page's hero, the
 * series page's poster, an author's first poster: apps/server/src/modules/web-shell/page-shell.ts)
 * has loaded and been painted, or after `budgetMs`, or at once without one. The app's code is
 * fetched only then (main.tsx): it would compete with the image, the page's largest paint, for
 * the network, and its first render replaces the shell.
 */
export function shellPainted(root: HTMLElement, budgetMs: number): Promise<void> {
  // the shell marks its largest image so (an author's avatar, an inline SVG, comes before it)
  const image =
    root.querySelector<HTMLImageElement>('img[fetchpriority="high"]') ?? root.querySelector('img');
  if (image === null) return Promise.resolve();
  const loaded = image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      });
  const budget = new Promise<void>((resolve) => setTimeout(resolve, budgetMs));
  return Promise.race([loaded.then(afterNextPaint), budget]);
}
