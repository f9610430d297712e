import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { builtChunkFile } from './built-chunk';
import {
  CATALOGUE_TEXTS,
  DEFERRED_ASSETS_ID,
  PRODUCT_NAME,
  PWA_MANIFEST_TEXTS,
  PWA_STORAGE_KEYS,
  PWA_TEXTS,
  SHELL_TEXTS,
} from '@app/contract';

// docs/product/pwa.md: the service worker, the offline shell and the mobile install prompt

const TEXT = PWA_TEXTS.installPrompt;

// the suite blocks service workers elsewhere (playwright.config.ts): here they are the subject
test.use({ serviceWorkers: 'allow' });

/** The Spanish catalog: what a page in Spanish must say. */
const SPANISH = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '../packages/contract/src/i18n/catalogs/es.json'),
    'utf8',
  ),
) as Record<string, string>;

type WebManifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; purpose: string; type: string }[];
};

/** Every URL in the page's Cache Storage. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      urls.push(...(await cache.keys()).map((request) => request.url));
    }
    return urls;
  });

/** Waits until the service worker is active and controls the page. */
const serviceWorkerInControl = async (page: Page) => {
  const script = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return script;
};

/**
 * A stand-in for Chromium's deferred install event: headless Chromium does not offer installs.
 * The stub records what the app asks of it on window.
 */
const offerInstall = (page: Page, outcome: 'accepted' | 'dismissed') =>
  page.evaluate((choice) => {
    const record = window as unknown as { prompted?: number };
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        record.prompted = (record.prompted ?? 0) + 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: choice, platform: 'web' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }, outcome);

/** The install prompt's code has arrived (it is loaded lazily after the app). */
const pwaLayerLoaded = (page: Page) =>
  page.waitForFunction(
    (file) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(file)),
    builtChunkFile('src/features/pwa/components/pwa-layer.tsx'),
  );

/** The built worker as `npm start` serves it (with its precompressed copies). */
const SW_FILE = path.resolve(import.meta.dirname, '../apps/web/dist/sw.js');

/**
 * Serves `script` as the worker until `restore` is called: what a deploy of the next build does
 * to /sw.js (Playwright cannot route a worker's own script).
 */
async function nextBuildWorker(change: (script: string) => string) {
  const files = [SW_FILE, `${SW_FILE}.br`, `${SW_FILE}.gz`];
  const saved = await Promise.all(files.map((file) => readFile(file).catch(() => undefined)));
  const script = change(saved[0]!.toString());
  await writeFile(SW_FILE, script);
  if (saved[1]) await writeFile(`${SW_FILE}.br`, brotliCompressSync(script));
  if (saved[2]) await writeFile(`${SW_FILE}.gz`, gzipSync(script));
  return async () => {
    await Promise.all(files.map((file, i) => (saved[i] ? writeFile(file, saved[i]) : undefined)));
  };
}

const installBanner = (page: Page) => page.getByRole('region', { name: TEXT.heading });

/**
 * The viewer turns the mouse wheel over the page: the banner waits for the viewer's first
 * engagement, never shown on arrival (docs/product/pwa.md#install-prompt).
 */
const engage = (page: Page) => page.mouse.wheel(0, 120);

/**
 * The viewer engages until the banner shows: the install prompt's code listens from its arrival,
 * which pwaLayerLoaded sees a moment before it runs.
 */
const engageUntilShown = (page: Page, banner = installBanner(page)) =>
  expect(async () => {
    await engage(page);
    await expect(banner).toBeVisible({ timeout: 1000 });
  }).toPass();

/** Two frames: React has rendered what the last event changed. */
const rendered = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );

test.describe('installable app', () => {
  test('links a valid manifest with 192 and 512 px icons, maskable too', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const answer = await request.get(href!);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await answer.json()) as WebManifest;
    expect(manifest).toMatchObject({
      name: PWA_MANIFEST_TEXTS.name,
      short_name: PRODUCT_NAME,
      description: PWA_MANIFEST_TEXTS.description,
      lang: 'en',
      start_url: '/',
      display: 'standalone',
    });
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    for (const purpose of ['any', 'maskable']) {
      const sizes = manifest.icons.filter((icon) => icon.purpose === purpose).map((i) => i.sizes);
      expect(sizes, purpose).toEqual(['192x192', '512x512']);
    }
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  test('a page served in Spanish links the Spanish manifest and asks to install in Spanish', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      // the browser's languages: Accept-Language es-MX, as a phone in Mexico sends it
      locale: 'es-MX',
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.es.webmanifest');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      SPANISH['pwaManifest.description']!,
    );

    // fetched as the browser fetches a manifest: no cookie, no Accept-Language of the page's
    const answer = await request.get(href!, { headers: { 'accept-language': 'en' } });
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const spanish = (await answer.json()) as WebManifest;
    expect(spanish).toMatchObject({
      name: SPANISH['pwaManifest.name'],
      short_name: SPANISH['pwaManifest.shortName'],
      description: SPANISH['pwaManifest.description'],
      lang: 'es',
      dir: 'ltr',
    });
    expect(spanish.name).not.toBe(PWA_MANIFEST_TEXTS.name);
    expect(spanish.description).not.toBe(PWA_MANIFEST_TEXTS.description);
    // the same app as the English manifest: only its words differ
    const english = (await (await request.get('/manifest.webmanifest')).json()) as WebManifest;
    expect({ ...spanish, name: '', short_name: '', description: '', lang: '' }).toEqual({
      ...english,
      name: '',
      short_name: '',
      description: '',
      lang: '',
    });

    // the install prompt, in Spanish too
    await pwaLayerLoaded(page);
    await offerInstall(page, 'dismissed');
    const banner = page.getByRole('region', { name: SPANISH['pwa.installPrompt.heading'] });
    await engageUntilShown(page, banner);
    for (const key of ['installApp', 'notNow']) {
      await expect(
        banner.getByRole('button', { name: SPANISH[`pwa.installPrompt.${key}`] }),
      ).toBeVisible();
    }
    await expect(
      banner.getByRole('checkbox', { name: SPANISH['pwa.installPrompt.dontShowForMonth'] }),
    ).toBeVisible();
    await expect(banner).toContainText(SPANISH['pwa.installPrompt.body']!);
    await page.screenshot({ path: test.info().outputPath('install-prompt-es.png') });
    await context.close();
  });

  test('registers the service worker; online pages still come from the server', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Top Picks' })).toBeVisible();
    expect(await serviceWorkerInControl(page)).toMatch(/\/sw\.js$/);

    // through the worker, the home page is still the server's (its first paint, its hints)
    // (the server drops its hints when they take over 50 ms, as on a loaded machine: ask again)
    await expect
      .poll(async () => {
        const home = await page.goto('/');
        return home?.fromServiceWorker() && (await home.text()).includes(DEFERRED_ASSETS_ID);
      })
      .toBe(true);
    const detail = await page.goto('/video/neon-heirs');
    expect(detail?.fromServiceWorker()).toBe(true);
    expect(detail?.headers().link).toContain('/api/videos/neon-heirs');
  });

  test('the app shell starts offline, with the offline banner; media and API are never cached', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Top Picks' })).toBeVisible();
    await serviceWorkerInControl(page);

    // play: the stream's requests pass the worker by, and none lands in a cache
    const media = page.waitForResponse((r) => /\/media\/.+\.(m3u8|ts|m4s|mp4)$/.test(r.url()));
    await page.goto('/play?id=neon-heirs&episode=1');
    expect((await media).fromServiceWorker()).toBe(false);

    const cached = await cachedUrls(page);
    // Workbox keys an unhashed file by its revision: /index.html?__WB_REVISION__=…
    expect(cached.some((url) => new URL(url).pathname === '/index.html')).toBe(true);
    expect(cached.some((url) => /\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
    expect(cached.filter((url) => /\/(api|media)\//.test(new URL(url).pathname))).toEqual([]);

    await context.setOffline(true);
    await page.goto('/');
    await expect(page.getByText(SHELL_TEXTS.offline)).toBeVisible();
    await expect(page.getByRole('link', { name: `${PRODUCT_NAME} home` })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('offline-home.png') });
    // another page, by a fresh navigation: the same shell, the page's own code from the cache
    await page.goto('/video/neon-heirs');
    await expect(page.getByText(SHELL_TEXTS.offline)).toBeVisible();
    await expect(page.getByRole('combobox', { name: SHELL_TEXTS.search.label })).toBeVisible();

    await context.setOffline(false);
    await page.reload();
    await expect(page.getByText(SHELL_TEXTS.offline)).toBeHidden();
    await expect(
      page.getByRole('heading', { name: CATALOGUE_TEXTS.detail.allEpisodes(3) }),
    ).toBeVisible();
  });

  test('the next build’s worker takes over at once: the open page, then every navigation', async ({
    page,
  }) => {
    await page.goto('/');
    await serviceWorkerInControl(page);
    const before = await cachedUrls(page);
    expect(before.some((url) => url.includes('/icons/apple-touch-icon.png'))).toBe(true);
    // the next build: other bytes, and one file fewer in its precache list
    const restore = await nextBuildWorker(
      (script) =>
        script.replace(/\{[^{}]*"url":"icons\/apple-touch-icon\.png"\},?/, '') +
        '\n// the next build\n',
    );
    try {
      const update = await page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.getRegistration())!;
        const takenOver = new Promise<true>((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), {
            once: true,
          }),
        );
        await registration.update();
        await takenOver;
        const active = registration.active!;
        if (active.state !== 'activated') {
          await new Promise<void>((resolve) =>
            active.addEventListener('statechange', () => {
              if (active.state === 'activated') resolve();
            }),
          );
        }
        // no worker left waiting for this tab to close
        return { waiting: registration.waiting !== null };
      });
      expect(update.waiting).toBe(false);
      // the old build's entries are gone with it
      const after = await cachedUrls(page);
      expect(after.some((url) => url.includes('/icons/apple-touch-icon.png'))).toBe(false);
      expect(after.length).toBe(before.length - 1);
      const next = await page.goto('/video/neon-heirs');
      expect(next?.fromServiceWorker()).toBe(true);
      expect(next?.headers().link).toContain('/api/videos/neon-heirs');
    } finally {
      await restore();
    }
  });

  test('the install prompt at 390×844: Not now with the month checkbox is remembered', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Top Picks' })).toBeVisible();
    await pwaLayerLoaded(page);
    // the entry keeps the event from the browser's own install bar
    expect(await offerInstall(page, 'dismissed')).toBe(true);
    // not on arrival: once the viewer engages with the page
    await rendered(page);
    await expect(installBanner(page)).toHaveCount(0);

    const banner = installBanner(page);
    await engageUntilShown(page);
    await expect(banner.getByRole('heading', { name: `Install ${PRODUCT_NAME}` })).toBeVisible();
    await expect(banner.getByRole('button', { name: TEXT.installApp })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('install-prompt-mobile.png') });

    await banner.getByRole('checkbox', { name: TEXT.dontShowForMonth }).check();
    await banner.getByRole('button', { name: TEXT.notNow }).click();
    await expect(banner).toBeHidden();
    const dismissedAt = Number(
      await page.evaluate((key) => localStorage.getItem(key), PWA_STORAGE_KEYS.dismissedAt),
    );
    expect(Date.now() - dismissedAt).toBeGreaterThanOrEqual(0);
    expect(Date.now() - dismissedAt).toBeLessThan(60_000);

    // the next visit: the browser offers again, the banner stays away
    await page.reload();
    await pwaLayerLoaded(page);
    await offerInstall(page, 'dismissed');
    await engage(page);
    await rendered(page);
    await expect(installBanner(page)).toHaveCount(0);
    await context.close();
  });

  test('Install App prompts with the deferred event; accepting marks the app installed', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    await pwaLayerLoaded(page);
    await offerInstall(page, 'accepted');
    await engageUntilShown(page);
    await installBanner(page).getByRole('button', { name: TEXT.installApp }).click();
    await expect(installBanner(page)).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(
      1,
    );
    expect(
      await page.evaluate((key) => localStorage.getItem(key), PWA_STORAGE_KEYS.installed),
    ).toBe('true');
    await context.close();
  });

  test('no install prompt at 1440×900, until the window is as narrow as a phone', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Top Picks' })).toBeVisible();
    await pwaLayerLoaded(page);
    await offerInstall(page, 'dismissed');
    await engage(page);
    await rendered(page);
    await expect(installBanner(page)).toHaveCount(0);
    // the offer was kept: only the width held the banner back
    await page.setViewportSize({ width: 390, height: 844 });
    await engageUntilShown(page);
    await context.close();
  });
});
