/** The worker the web build writes at the site's root (apps/web/build/pwa.ts). */
export const SERVICE_WORKER_URL = '/sw.js';

/** Runs `run` once the page has loaded: the worker's precaching must not compete with it. */
export function afterPageLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

/**
 * Registers the app's service worker (docs/product/pwa.md#updates). The browser
 * checks the script again on every navigation, bypassing its HTTP cache (updateViaCache), so a
 * new build is found at the next page load and takes over from there. Built apps only: the Vite
 * dev server has no worker.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): Promise<ServiceWorkerRegistration | undefined> {
  if (!import.meta.env.PROD || !container) return undefined;
  try {
    return await container.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' });
  } catch {
    // no worker (an insecure origin, private mode, a failed fetch): the app works without it
    return undefined;
  }
}
