import { MEDIA_PATH_PREFIX } from '@app/contract';

/**
 * What the service worker (sw.ts) does with each request, apart from Workbox so that it can be
 * tested (docs/product/pwa.md#what-works-offline, docs/decisions.md#pwa).
 */

/** The precached page every navigation falls back to when the network fails. */
export const APP_SHELL_URL = '/index.html';

/**
 * Never answered by the worker, never cached: the API, and stored files (video segments,
 * playlists, posters, uploads). Other origins (an S3 or CDN media base) are left alone too.
 */
export const NETWORK_ONLY_PREFIXES = ['/api/', MEDIA_PATH_PREFIX] as const;

/**
 * A page that takes longer than this gets the precached shell, which loads the app from the
 * cache and fetches its data itself: better than a blank screen on a connection that hangs.
 */
export const NAVIGATION_TIMEOUT_SECONDS = 4;

export const isNetworkOnlyPath = (pathname: string): boolean =>
  NETWORK_ONLY_PREFIXES.some((prefix) => pathname.startsWith(prefix));

/**
 * A navigation to one of the app's pages: the server's own HTML while online (it carries the
 * page's preload hints and the home page's first paint), the precached shell offline.
 */
export const isAppNavigation = (request: Pick<Request, 'mode'>, url: URL, origin: string) =>
  request.mode === 'navigate' && url.origin === origin && !isNetworkOnlyPath(url.pathname);
