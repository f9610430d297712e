import { expect, test, type Page } from '@playwright/test';
import {
  ADS,
  AD_MODAL_TEXTS,
  CATALOGUE_TEXTS,
  PLAYER_TEXTS,
  SEARCH,
  SHELL_TEXTS,
} from '@app/contract';
import { signUp, useSession } from './session';
import { builtChunkFile } from './built-chunk';

// the first <video> is the episode's; an ad's may follow it
const currentTime = (page: Page) =>
  page
    .locator('video')
    .first()
    .evaluate((video: HTMLVideoElement) => video.currentTime);

test.describe('viewer pages', () => {
  // independent tests (each its own page and session): a file near the run's end, so both
  // workers take its tests instead of one finishing it alone
  test.describe.configure({ mode: 'parallel' });

  test('home renders the hero and the themed rows', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /more info/i }).first()).toBeVisible();
    for (const row of ['Top Picks', 'Trending Now', 'Popular']) {
      await expect(page.getByRole('heading', { name: row })).toBeVisible();
    }
    await page.screenshot({ path: test.info().outputPath('home-desktop.png') });

    // the carousel's arrows cover none of the slide's words or buttons, from tablet to desktop
    const hero = page.getByRole('region', { name: CATALOGUE_TEXTS.home.carousel });
    const slide = hero.getByRole('group').filter({ visible: true });
    for (const viewport of [
      { width: 800, height: 900 },
      { width: 1280, height: 720 },
    ]) {
      await page.setViewportSize(viewport);
      const arrows = [CATALOGUE_TEXTS.home.previousBanner, CATALOGUE_TEXTS.home.nextBanner];
      for (const name of arrows) {
        const arrow = (await hero.getByRole('button', { name }).boundingBox())!;
        const covered = await slide.evaluate(
          (element, box) =>
            Array.from(element.querySelectorAll('h1, h2, p, dt, dd, a, img'))
              // the backdrop picture fills the slide: arrows float over it by design
              .filter((node) => !node.closest('[aria-hidden="true"]'))
              .map((node) => ({ node, rect: node.getBoundingClientRect() }))
              .filter(
                ({ rect }) =>
                  rect.width > 0 &&
                  rect.left < box.x + box.width &&
                  rect.right > box.x &&
                  rect.top < box.y + box.height &&
                  rect.bottom > box.y,
              )
              .map(({ node }) => node.outerHTML.slice(0, 80)),
          arrow,
        );
        expect(covered, `${name} at ${viewport.width}px`).toEqual([]);
      }
    }
  });

  test('search finds a seeded title and says when nothing matches', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: SHELL_TEXTS.search.label });
    await box.fill('synthetic');
    const option = page.getByRole('option', { name: /The Synthetic Bride/ });
    await expect(option).toBeVisible();
    await expect(option).toContainText(SHELL_TEXTS.search.tvSeries);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/video\/the-synthetic-bride$/);

    await box.fill('qqxxzzvv');
    await expect(page.getByText(SHELL_TEXTS.search.noResults('qqxxzzvv'))).toBeVisible();
  });

  test('above the size the page indexes, search asks the server for each query', async ({
    page,
  }) => {
    const paths: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/search') || url.pathname === '/api/videos/') {
        paths.push(url.pathname + url.search);
      }
    });
    // the seeded catalogue is small: only its title count is made large, the searches are real
    await page.route('**/api/search', (route) =>
      route.fulfill({ json: { success: true, titles: SEARCH.clientIndexMaxTitles + 1, data: [] } }),
    );
    await page.goto('/');
    const box = page.getByRole('combobox', { name: SHELL_TEXTS.search.label });
    await box.fill('synthetc bride');
    const option = page.getByRole('option', { name: /The Synthetic Bride/ });
    await expect(option).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/video\/the-synthetic-bride$/);
    // with the page's language, as every catalogue call (docs/product/i18n.md)
    expect(paths).toContain('/api/search?q=synthetc+bride&lang=en');
    expect(paths.filter((p) => p.startsWith('/api/videos/'))).toEqual([]);
  });

  test('detail shows the episode count; Play Now plays; episode 2 updates the URL', async ({
    page,
  }) => {
    await page.goto('/video/neon-heirs');
    await expect(
      page.getByRole('heading', { name: CATALOGUE_TEXTS.detail.allEpisodes(3) }),
    ).toBeVisible();
    await page.getByRole('link', { name: CATALOGUE_TEXTS.detail.playNow }).click();
    await expect(page).toHaveURL(/\/play\?id=neon-heirs&episode=1/);
    await expect(page.getByText(PLAYER_TEXTS.currentlyPlaying(1))).toBeVisible();
    // a guest first sits through the 15 s ad (monetization.e2e.ts tests it in detail)
    await page
      .getByRole('button', { name: AD_MODAL_TEXTS.continue, exact: true })
      .click({ timeout: (ADS.modalCountdownSeconds + 10) * 1000 });
    // the video really plays: time advances
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);

    await page
      .getByRole('button', { name: /^episode 2\b/i })
      .first()
      .click();
    await expect(page).toHaveURL(/episode=2/);
    await expect(page.getByText(PLAYER_TEXTS.currentlyPlaying(2))).toBeVisible();
  });

  test('going offline shows the banner', async ({ page, context }) => {
    await page.goto('/');
    // the app, not just the server's first paint: offline before the app's own code arrived is
    // the next test's case ('load' can come first on a busy machine, and failed here once)
    await expect(page.getByRole('link', { name: /more info/i }).first()).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByText(SHELL_TEXTS.offline)).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText(SHELL_TEXTS.offline)).toBeHidden();
  });

  test('a connection lost before the app has loaded: the offline banner, then the app', async ({
    page,
    context,
  }) => {
    // the home page paints its hero first and fetches the app's code after it (or after a
    // budget): hold that code until the connection is lost, whenever the entry asks for it
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked!: () => void;
    const appAsked = new Promise<void>((resolve) => (asked = resolve));
    await page.route(`**/${builtChunkFile('src/app/boot.tsx')}`, async (route) => {
      asked();
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto('/', { waitUntil: 'commit' });
    await appAsked;
    await context.setOffline(true);
    release();
    await expect(page.getByText(SHELL_TEXTS.offline)).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.setOffline(false);
    // back online the page starts over, and this time the app renders
    await expect(page.getByRole('heading', { name: 'Top Picks' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(SHELL_TEXTS.offline)).toBeHidden();
  });

  test('mobile layout at 390×844', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('button', { name: SHELL_TEXTS.header.accountMenu })).toBeVisible();
    await expect(page.getByRole('link', { name: SHELL_TEXTS.header.cms })).toBeHidden();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: test.info().outputPath('home-mobile.png') });
    await page.goto('/play?id=neon-heirs&episode=1');
    // the mobile layout: a title bar opening the detail sheet, not the desktop side list
    await expect(page.getByRole('button', { name: /Details/ })).toBeVisible();
    await expect(page.getByText(PLAYER_TEXTS.currentlyPlaying(1))).toBeHidden();
    await expect(page.locator('video').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('play-mobile.png') });
    await context.close();
  });

  test('the signed-in profile fits a phone: the long UID truncates', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await useSession(page, await signUp(request, 'narrow'));
    await page.goto('/login');
    await expect(page.getByText(/^UID: /)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await context.close();
  });
});
