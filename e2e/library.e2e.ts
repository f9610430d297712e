import { expect, test, type Page } from '@playwright/test';
import { WALLET_TEXTS } from '@app/contract';
import { signUp, subscribeMonthly, useSession } from './session';

// a demo series no other e2e file plays
const SERIES = 'love-in-beta';

const video = (page: Page) => page.locator('video').first();
const media = (page: Page) =>
  video(page).evaluate((element: HTMLVideoElement) => ({
    currentTime: element.currentTime,
    playbackRate: element.playbackRate,
    src: element.currentSrc,
  }));

test.describe('library', () => {
  test('My List survives a reload and shows on the home and profile pages', async ({
    page,
    request,
  }) => {
    await useSession(page, await signUp(request, 'mylist'));
    await page.goto(`/video/${SERIES}`);
    await page.getByRole('button', { name: WALLET_TEXTS.addToMyList }).click();
    await expect(page.getByRole('button', { name: WALLET_TEXTS.removeFromMyList })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('button', { name: WALLET_TEXTS.removeFromMyList })).toBeVisible();

    await page.goto('/');
    const row = page.getByRole('region', { name: WALLET_TEXTS.myList });
    await expect(row.locator(`a[href="/video/${SERIES}"]`)).toHaveCount(1);

    await page.goto('/login');
    const list = page.getByRole('region', { name: WALLET_TEXTS.myList });
    await expect(list.locator(`a[href="/video/${SERIES}"]`)).toHaveCount(1);
  });

  test('playback speed persists to the next episode and the next visit', async ({
    page,
    request,
  }) => {
    const session = await signUp(request, 'speed');
    // a subscriber: no ad holds the episode
    await subscribeMonthly(request, session.access_token);
    await useSession(page, session);
    await page.goto(`/play?id=${SERIES}&episode=1`);
    await expect
      .poll(async () => (await media(page)).currentTime, { timeout: 20_000 })
      .toBeGreaterThan(0.2);

    // the menu, from the control bar
    await page.getByRole('region', { name: /^Episode 1:/ }).hover();
    await page.getByRole('button', { name: /^Playback speed/ }).click();
    await page.getByRole('menuitemradio', { name: '1.5×' }).click();
    await expect.poll(async () => (await media(page)).playbackRate).toBe(1.5);
    // and `>` one step faster
    await page.keyboard.press('>');
    await expect.poll(async () => (await media(page)).playbackRate).toBe(1.75);
    const first = (await media(page)).src;

    await page
      .getByRole('navigation', { name: 'Episodes' })
      .last()
      .getByRole('button', { name: /Episode 2/ })
      .click();
    await expect(page.getByText('Currently playing: Episode 2')).toBeVisible();
    await expect.poll(async () => (await media(page)).src).not.toBe(first);
    await expect
      .poll(async () => (await media(page)).currentTime, { timeout: 20_000 })
      .toBeGreaterThan(0.2);
    expect((await media(page)).playbackRate).toBe(1.75);

    await page.reload();
    await expect
      .poll(async () => (await media(page)).currentTime, { timeout: 20_000 })
      .toBeGreaterThan(0.2);
    expect((await media(page)).playbackRate).toBe(1.75);
  });

  test('a shared link with t= opens the same episode at that second', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const session = await signUp(request, 'share');
    await subscribeMonthly(request, session.access_token);
    await useSession(page, session);
    await page.goto(`/play?id=${SERIES}&episode=2`);
    await expect
      .poll(async () => (await media(page)).currentTime, { timeout: 20_000 })
      .toBeGreaterThan(0.2);
    await video(page).evaluate((element: HTMLVideoElement) => {
      element.pause();
      element.currentTime = 7.4;
    });
    await expect.poll(async () => Math.floor((await media(page)).currentTime)).toBe(7);

    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(new RegExp(`/play\\?id=${SERIES}&episode=2&t=7$`));

    const other = await context.newPage();
    await other.goto(link);
    await expect(other.getByText('Currently playing: Episode 2')).toBeVisible();
    await expect
      .poll(async () => (await media(other)).currentTime, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(7);
    expect((await media(other)).currentTime).toBeLessThan(12);
  });
});
