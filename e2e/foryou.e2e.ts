import { expect, test, type Page } from '@playwright/test';
import { AD_MODAL_TEXTS, FOR_YOU_TEXTS } from '@app/contract';
import { signUp, useSession, subscribeMonthly } from './session';

declare global {
  interface Window {
    /** The most <video> elements the page held at once. */
    __maxVideos?: number;
  }
}

/** Counts <video> elements on every DOM change, from before the app's first render. */
const watchVideoCount = () => {
  window.__maxVideos = 0;
  const count = () => {
    window.__maxVideos = Math.max(
      window.__maxVideos ?? 0,
      document.querySelectorAll('video').length,
    );
  };
  new MutationObserver(count).observe(document, { childList: true, subtree: true });
};

const activeSlide = (page: Page) => page.locator('article[data-active]');
const activeId = (page: Page) => activeSlide(page).getAttribute('data-feed-item');
/**
 * The visible item's own video. While an ad shows, the ad modal inside the slide holds a second
 * <video> (the ad's, once its VAST has loaded): a bare 'video' would match both.
 */
const activeMedia = (page: Page) =>
  activeSlide(page)
    .locator('video[data-feed-video]')
    .evaluate((video: HTMLVideoElement) => ({
      currentTime: video.currentTime,
      paused: video.paused,
      muted: video.muted,
      frames: video.getVideoPlaybackQuality().totalVideoFrames,
    }));

/** The visible item changed from `previous` and plays: its time advances, frames are shown. */
async function expectNewItemPlays(page: Page, previous: string | null): Promise<string> {
  await expect.poll(() => activeId(page)).not.toBe(previous);
  const id = (await activeId(page))!;
  await expect
    .poll(async () => (await activeMedia(page)).currentTime, { timeout: 20_000 })
    .toBeGreaterThan(0.3);
  const media = await activeMedia(page);
  expect(media.paused).toBe(false);
  expect(media.muted).toBe(true);
  expect(media.frames).toBeGreaterThan(0);
  await expect(page).toHaveURL(new RegExp(`[?&]item=${id}(&|$)`));
  return id;
}

/** A finger dragged up the screen (Chromium's touch input, as a phone sends it). */
async function touchSwipeUp(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { width, height } = page.viewportSize()!;
  const x = Math.round(width / 2);
  const point = (y: number) => [{ x, y: Math.round(y), id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: point(height * 0.75),
  });
  for (let step = 1; step <= 6; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: point(height * (0.75 - step * 0.08)),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('For You feed', () => {
  test('wheel, keyboard and a touch swipe each bring the next item playing; a reload comes back', async ({
    browser,
    request,
  }) => {
    const session = await signUp(request, 'foryou');
    await subscribeMonthly(request, session.access_token);
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      hasTouch: true,
    });
    const page = await context.newPage();
    await useSession(page, session);
    await page.addInitScript(watchVideoCount);

    await page.goto('/foryou');
    await expect(page.getByRole('feed', { name: FOR_YOU_TEXTS.feedLabel })).toBeVisible();
    // no site header (and its search) on the feed
    await expect(page.getByRole('search')).toHaveCount(0);
    const first = await expectNewItemPlays(page, null);

    // the wheel: one notch is one item
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 300);
    const second = await expectNewItemPlays(page, first);

    await page.keyboard.press('ArrowDown');
    const third = await expectNewItemPlays(page, second);

    await touchSwipeUp(page);
    const fourth = await expectNewItemPlays(page, third);
    expect(new Set([first, second, third, fourth]).size).toBe(4);

    await page.screenshot({ path: test.info().outputPath('foryou.png') });
    expect(await page.locator('video').count()).toBeLessThanOrEqual(3);
    expect(await page.evaluate(() => window.__maxVideos)).toBeLessThanOrEqual(3);

    // the URL names the item: a reload lands on it, and it plays again
    await page.reload();
    expect(await expectNewItemPlays(page, null)).toBe(fourth);
    // … and opens the feed: nothing above it
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => activeId(page)).toBe(fourth);

    // the way to the whole series: /play at its opening episode
    await activeSlide(page).getByRole('link', { name: FOR_YOU_TEXTS.watchSeries }).click();
    await expect(page).toHaveURL(new RegExp(`/play\\?id=${fourth}&episode=\\d+$`));
    expect(await page.evaluate(() => window.__maxVideos)).toBeLessThanOrEqual(3);
    await context.close();
  });

  test('a guest meets the ad before an item, with at most three videos on the page', async ({
    page,
  }) => {
    await page.addInitScript(watchVideoCount);
    const adRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/ads/vast') adRequests.push(request.url());
    });
    // a series of several episodes: an episode's first ad is at its start
    await page.goto('/foryou?item=neon-heirs');
    await expect(activeSlide(page)).toHaveAttribute('data-feed-item', 'neon-heirs');
    const ad = activeSlide(page).getByRole('dialog', { name: /Advertisement/ });
    await expect(ad).toBeVisible();
    await expect(ad).toContainText(AD_MODAL_TEXTS.adNumber(1));
    expect((await activeMedia(page)).paused).toBe(true);
    // the ad plays in the modal, asked for once: by the page's entry, with the first page
    // (features/feed/early), or by the modal when the app came first
    await expect
      .poll(() => ad.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime))
      .toBeGreaterThan(0.2);
    expect(adRequests).toEqual([expect.stringContaining('content_id=neon-heirs')]);
    await page.screenshot({ path: test.info().outputPath('foryou-guest-ad.png') });

    // the next item is a view of its own: a new schedule (a movie's one ad comes at 30 s)
    const before = await activeId(page);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => activeId(page)).not.toBe(before);
    const movie =
      (await activeSlide(page)
        .getByText(/^1 episode/)
        .count()) > 0;
    await expect(activeSlide(page).getByRole('dialog', { name: /Advertisement/ })).toHaveCount(
      movie ? 0 : 1,
    );
    expect(await page.locator('video').count()).toBeLessThanOrEqual(3);
    expect(await page.evaluate(() => window.__maxVideos)).toBeLessThanOrEqual(3);
  });
});
