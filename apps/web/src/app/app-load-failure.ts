import { SHELL_TEXTS } from '@app/contract';

// the app's offline banner (features/shell), drawn before any stylesheet may have loaded
const BANNER_STYLE =
  'position:fixed;inset:0 0 auto;z-index:50;margin:0;padding:8px 16px;background:#e50914;' +
  'color:#fff;font:600 14px/1.5 system-ui,sans-serif;text-align:center';

/**
 * The app's code could not load: on / and /play it is fetched only after the page's first paint,
 * so a connection lost in between leaves the page without it. Offline, say so with the app's own
 * banner text (docs/product/shell.md#offline-banner) and start over once the network is back:
 * a browser does not retry a module import that failed. Any other failure is left to surface as
 * an error.
 */
export function handleAppLoadFailure(error: unknown): void {
  if (navigator.onLine) throw error;
  const banner = document.createElement('p');
  banner.setAttribute('role', 'status');
  banner.style.cssText = BANNER_STYLE;
  banner.textContent = SHELL_TEXTS.offline;
  document.body.prepend(banner);
  window.addEventListener('online', () => window.location.reload(), { once: true });
}
