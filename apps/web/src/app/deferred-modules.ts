import { DEFERRED_MODULES_ID } from '@app/contract';

/**
 * Preloads the modules the server listed for later (the app's code and the page's) on pages
 * that paint before the app: all at once, so the page's code does not wait for the app's.
 */
export function preloadDeferredModules(): void {
  const doc = document;
  const listed = doc.getElementById(DEFERRED_MODULES_ID)?.textContent;
  if (!listed) return;
  let modules: unknown;
  try {
    modules = JSON.parse(listed);
  } catch {
    // only an optimisation: the app imports what it needs anyway
    return;
  }
  if (!Array.isArray(modules)) return;
  for (const href of modules) {
    // the server's own paths only: never another origin's script
    if (typeof href !== 'string' || !/^\/[^/]/.test(href)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}
