// A signed-in viewer for Lighthouse: the app keeps its login in localStorage (no cookie or header
// would do), so the session is written into the Lighthouse Chromium's own profile through CDP, and
// each run starts with a cold cache but the login kept (Lighthouse's storage reset turned off).
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { storeSessionScript, storedSession, type Session } from '../../e2e/session';

/**
 * A new page in the default context of the Chromium listening on `port` (Lighthouse's own), for
 * `use`; the page is closed and the browser only disconnected after.
 */
async function withLighthousePage(
  port: number,
  use: (page: Page, context: BrowserContext) => Promise<void>,
) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the Lighthouse Chromium has no default context');
    const page = await context.newPage();
    await use(page, context);
    await page.close();
  } finally {
    // a connected browser is only disconnected, not closed
    await browser.close();
  }
}

/** Clears `storageTypes` of the origin (and the HTTP cache too with `cache`). */
const clearOrigin = (port: number, origin: string, storageTypes: string, cache = false) =>
  withLighthousePage(port, async (page, context) => {
    const cdp = await context.newCDPSession(page);
    if (cache) await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes });
    await cdp.detach();
  });

/** Writes `session` into the origin's localStorage of the Chromium listening on `port`. */
export const storeSession = (port: number, origin: string, session: Session) =>
  withLighthousePage(port, async (page) => {
    // a page of the origin that renders no app: robots.txt is served as text
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(storeSessionScript, storedSession(session));
  });

/**
 * What Lighthouse's storage reset does, but the origin's localStorage kept: the HTTP cache,
 * service workers, Cache Storage, IndexedDB and cookies cleared, as for a returning subscriber on
 * a cold cache.
 */
export const coldCacheKeepingLogin = (port: number, origin: string) =>
  clearOrigin(port, origin, 'service_workers,cache_storage,indexeddb,cookies', true);

/** Removes the origin's localStorage (a stored login): Lighthouse's own reset keeps it. */
export const forgetLogin = (port: number, origin: string) =>
  clearOrigin(port, origin, 'local_storage');
