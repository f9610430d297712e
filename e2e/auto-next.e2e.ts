import { expect, test, type Page } from '@playwright/test';
import { PLAYER_TEXTS } from '@app/contract';
import { signUp, subscribeMonthly, useSession } from './session';

// a demo series of three episodes, free of locks for a subscriber
const SERIES = 'love-in-beta';

const video = (page: Page) => page.locator('video').first();
const currentTime = (page: Page) =>
  video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

test.describe('auto-next', () => {
  test('the next episode, loaded ahead near the end, takes over after the countdown', async ({
    page,
    request,
  }) => {
    const session = await signUp(request, 'autonext');
    // a subscriber: no ad stands before the next episode, so the player loads it ahead
    await subscribeMonthly(request, session.access_token);
    await useSession(page, session);
    await page.goto(`/play?id=${SERIES}&episode=1`);
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.2);

    // mark episode 1's element, then play its last seconds
    await video(page).evaluate((element: HTMLVideoElement) => {
      element.dataset.episode = '1';
      element.currentTime = element.duration - 2;
    });
    await expect(page.getByText(/Next episode in/)).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/episode=2/, { timeout: 10_000 });
    await expect(page.getByText(PLAYER_TEXTS.currentlyPlaying(2))).toBeVisible();

    // the element that loaded episode 2 ahead stands in episode 1's place, and plays
    await expect(page.locator('video')).toHaveCount(1);
    expect(await video(page).evaluate((element) => element.dataset.episode)).toBeUndefined();
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.2);
    expect(await video(page).evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
  });
});
