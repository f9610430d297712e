import { DEFERRED_ASSETS_ID, type DeferredAssets } from '@app/contract';
import { yieldToMain } from '../lib/yield-to-main';

// the server's own paths only: never another origin's script or style
const SAME_ORIGIN_PATH = /^\/[^/]/;

const paths = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((p): p is string => typeof p === 'string' && SAME_ORIGIN_PATH.test(p))
    : [];

const link = (rel: string, href: string) => {
  const element = document.createElement('link');
  element.rel = rel;
  // as the entry's own imports and index.html's stylesheet load: CORS, same origin
  element.crossOrigin = '';
  element.href = href;
  document.head.append(element);
};

/**
 * Loads what the server deferred on a page that paints before the app (DEFERRED_ASSETS_ID):
 * the stylesheets, which the app's first render waits for (boot.tsx), and the app's and the
 * page's modules, all asked for now so the page's code does not wait for the app's. A module
 * preload whose file has already arrived is compiled as its link is added (1–40 ms each at 4×
 * CPU, 100–350 ms for a page's 30), so each goes in a task of its own: short tasks the first
 * render can run between. Resolves once every link is in.
 */
export async function loadDeferredAssets(): Promise<void> {
  const listed = document.getElementById(DEFERRED_ASSETS_ID)?.textContent;
  if (!listed) return;
  let assets: Partial<DeferredAssets>;
  try {
    assets = JSON.parse(listed) as Partial<DeferredAssets>;
  } catch {
    // only an optimisation for modules; a missing stylesheet would show as an unstyled page,
    // which the server never sends (it lists what it removed)
    return;
  }
  for (const href of paths(assets.styles)) link('stylesheet', href);
  for (const href of paths(assets.modules)) {
    link('modulepreload', href);
    await yieldToMain();
  }
}
