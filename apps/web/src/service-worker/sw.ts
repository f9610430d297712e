/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  precacheAndRoute,
  PrecacheFallbackPlugin,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { notificationOf, openNotificationPage, sameOriginPath } from './push-events';
import {
  APP_SHELL_URL,
  isAppNavigation,
  NAVIGATION_TIMEOUT_SECONDS,
  NETWORK_ONLY_PREFIXES,
} from './policy';

// The app's service worker (docs/decisions.md#pwa): the precached app shell
// and the build's code, the server's HTML while online, nothing of the API or media ever.

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** Chromium's static routing (ServiceWorker static routing API); not in TypeScript's types. */
type RouterRule = { condition: { urlPattern: unknown }; source: 'network' };
type InstallEventWithRoutes = ExtendableEvent & {
  addRoutes?: (rules: RouterRule[]) => Promise<void>;
};
type UrlPatternConstructor = new (init: { pathname: string }) => unknown;

self.addEventListener('install', (event: InstallEventWithRoutes) => {
  // API and media requests skip the worker altogether where the browser can say so: a video
  // segment then never waits for the worker to start
  const URLPattern = (self as unknown as { URLPattern?: UrlPatternConstructor }).URLPattern;
  if (event.addRoutes && URLPattern) {
    const rules = NETWORK_ONLY_PREFIXES.map((prefix) => ({
      condition: { urlPattern: new URLPattern({ pathname: `${prefix}*` }) },
      source: 'network' as const,
    }));
    // an optimisation only: a browser that refuses the rules must not fail the install
    event.waitUntil(event.addRoutes(rules).catch(() => undefined));
  }
  // a new build takes over at once: pages come from the network and assets by hashed name, so
  // an open page never mixes builds, and the next navigation is the new build's
  void self.skipWaiting();
});
clientsClaim();

// '/' must not resolve to the precached index.html (directoryIndex): online, the server's
// own page is sent (the home page's first paint is rendered there)
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();

// the page request starts while the worker boots
enableNavigationPreload();
registerRoute(
  ({ request, url }) => isAppNavigation(request, url, self.location.origin),
  new NetworkOnly({
    networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
    plugins: [new PrecacheFallbackPlugin({ fallbackURL: APP_SHELL_URL })],
  }),
);

// Web Push (docs/product/notifications.md#web-push): show each push, open its page on a click
self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(event.data?.text(), self.location.origin);
  event.waitUntil(self.registration.showNotification(title, options));
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  const path = sameOriginPath(data?.url, self.location.origin);
  event.waitUntil(openNotificationPage(self.clients, path, self.location.origin));
});
