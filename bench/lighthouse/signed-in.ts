// A signed-in viewer for Lighthouse: the app keeps its login in localStorage (no cookie or header
// would do), so the session is written into the Lighthouse Chromium's own profile through CDP, and
// each run starts with a cold cache but the login kept (Lighthouse's storage reset turned off).
import { chromium } from '@playwright/test';
import { storeSessionScript, storedSession, type Session } from '../../e2e/session';

const connect = (port: number) => chromium.connectOverCDP(`http://127.0.0.1:${port}`);

/** Writes `session` into the origin's localStorage of the Chromium listening on `port`. */
export async function storeSession(port: number, origin: string, session: Session) {
  const browser = await connect(port);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the Lighthouse Chromium has no default context');
    const page = await context.newPage();
    // a page of the origin that renders no app: robots.txt is served as text
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(storeSessionScript, storedSession(session));
    await page.close();
  } finally {
    // a connected browser is only disconnected, not closed
    await browser.close();
  }
}

/**
 * What Lighthouse's storage reset does, but the origin's localStorage kept: the HTTP cache,
 * service workers, Cache Storage, IndexedDB and cookies cleared, as for a returning subscriber on
 * a cold cache.
 */
export async function coldCacheKeepingLogin(port: number, origin: string) {
  const browser = await connect(port);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the Lighthouse Chromium has no default context');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'service_workers,cache_storage,indexeddb,cookies',
    });
    await cdp.detach();
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Removes the origin's localStorage (a stored login): Lighthouse's own reset keeps it. */
export async function forgetLogin(port: number, origin: string) {
  const browser = await connect(port);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the Lighthouse Chromium has no default context');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage' });
    await cdp.detach();
    await page.close();
  } finally {
    await browser.close();
  }
}
