import { expect, test, type Page } from '@playwright/test';
import { PLAYER_TEXTS } from '@app/contract';
import { seriousViolations } from './axe';
import { signUp, subscribeMonthly, useSession } from './session';

// docs/product/play.md: picture-in-picture, clean mode and the keyboard shortcuts sheet.
// A subscriber plays at once, without the guest's ad modal.
const PLAY = '/play?id=neon-heirs&episode=1';
const LABELS = PLAYER_TEXTS.controls;

/** The player's <video> is the document's picture-in-picture element. */
const floating = (page: Page) =>
  page
    .locator('video')
    .evaluate((video: HTMLVideoElement) => document.pictureInPictureElement === video);

/** The player's time, which moves only while the episode plays. */
const currentTime = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => video.currentTime);

async function openAsSubscriber(page: Page, request: Parameters<typeof signUp>[0]) {
  const viewer = await signUp(request, 'pf');
  await subscribeMonthly(request, viewer.access_token);
  await useSession(page, viewer);
  await page.goto(PLAY);
  const player = page.getByRole('region', { name: /^Episode 1/ });
  await expect(player).toBeVisible();
  // playing: the time moves
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
  return player;
}

test.describe('player features', () => {
  test('picture-in-picture: the button and i enter and leave, and playback goes on', async ({
    page,
    request,
  }) => {
    // Debian's headless Chromium has picture-in-picture (the window is not drawn): the real API
    const player = await openAsSubscriber(page, request);

    await player.hover();
    await player.getByRole('button', { name: LABELS.enterPictureInPicture }).click();
    await expect(player.getByText(PLAYER_TEXTS.pictureInPicture.playing)).toBeVisible();
    expect(await floating(page)).toBe(true);
    await expect(player.getByRole('button', { name: LABELS.exitPictureInPicture })).toBeAttached();
    expect(await seriousViolations(page), 'in picture-in-picture').toEqual([]);

    // the page out of sight does not pause it: the episode plays on in the window
    const before = await currentTime(page);
    await expect.poll(() => currentTime(page)).toBeGreaterThan(before + 1);
    expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

    await player.getByRole('button', { name: PLAYER_TEXTS.pictureInPicture.back }).click();
    await expect(player.getByText(PLAYER_TEXTS.pictureInPicture.playing)).toHaveCount(0);
    // the note goes as the exit starts; the window is let go when the browser has closed it
    await expect.poll(() => floating(page)).toBe(false);
    expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

    // the key does the same
    await page.keyboard.press('i');
    await expect(player.getByText(PLAYER_TEXTS.pictureInPicture.playing)).toBeVisible();
    // the note shows from the request on; the browser hands over the window a moment later
    await expect.poll(() => floating(page)).toBe(true);
    await page.keyboard.press('i');
    await expect(player.getByText(PLAYER_TEXTS.pictureInPicture.playing)).toHaveCount(0);
    await expect.poll(() => floating(page)).toBe(false);
    expect(await seriousViolations(page), 'back in the page').toEqual([]);
  });

  test('without picture-in-picture in the browser, no button and i is not taken', async ({
    page,
    request,
  }) => {
    await page.addInitScript(() =>
      Object.defineProperty(Document.prototype, 'pictureInPictureEnabled', { get: () => false }),
    );
    const player = await openAsSubscriber(page, request);
    await player.hover();
    await expect(player.getByRole('button', { name: LABELS.speed, exact: false })).toBeVisible();
    await expect(player.getByRole('button', { name: LABELS.enterPictureInPicture })).toHaveCount(0);
    // i stays the page's: the player does not take the key
    await page.evaluate(() =>
      window.addEventListener(
        'keydown',
        (event) => Object.assign(window, { iPrevented: event.defaultPrevented }),
        { once: true },
      ),
    );
    await page.keyboard.press('i');
    expect(
      await page.evaluate(() => (window as unknown as { iPrevented: boolean }).iPrevented),
    ).toBe(false);
    await page.keyboard.press('Shift+Slash');
    const sheet = page.getByRole('dialog', { name: PLAYER_TEXTS.shortcuts.title });
    await expect(sheet).toBeVisible();
    await expect(
      sheet.getByText(PLAYER_TEXTS.shortcuts.actions.togglePictureInPicture),
    ).toHaveCount(0);
  });

  test('clean mode hides every overlay until a tap or a key', async ({ page, request }) => {
    const player = await openAsSubscriber(page, request);
    const controls = page.getByTestId('player-controls');

    await player.hover();
    await player.getByRole('button', { name: LABELS.cleanMode }).click();
    await expect(player).toHaveAttribute('data-clean', 'true');
    await expect(controls).toBeHidden();
    expect(await seriousViolations(page), 'clean mode').toEqual([]);

    // a click on the picture brings them back, and does not pause
    await page.getByTestId('player-surface').click();
    await expect(controls).toBeVisible();
    await expect(player).not.toHaveAttribute('data-clean');
    expect(await page.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

    // c enters, any key brings them back
    await page.keyboard.press('c');
    await expect(controls).toBeHidden();
    await page.keyboard.press('ArrowUp');
    await expect(controls).toBeVisible();
  });

  test('? opens the keyboard shortcuts sheet: focus inside, Escape closes', async ({
    page,
    request,
  }) => {
    await openAsSubscriber(page, request);
    await page.keyboard.press('Shift+Slash');
    const sheet = page.getByRole('dialog', { name: PLAYER_TEXTS.shortcuts.title });
    await expect(sheet).toBeVisible();
    const close = sheet.getByRole('button', { name: PLAYER_TEXTS.shortcuts.close });
    await expect(close).toBeFocused();
    for (const action of [
      'togglePlay',
      'toggleFullscreen',
      'toggleClean',
      'showShortcuts',
    ] as const) {
      await expect(sheet.getByText(PLAYER_TEXTS.shortcuts.actions[action])).toBeVisible();
    }
    expect(await seriousViolations(page), 'the shortcuts sheet').toEqual([]);

    // Tab stays inside (Close is its only control)
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    // the player's keys wait while it is open: c does not enter clean mode
    await page.keyboard.press('c');
    await expect(page.getByRole('region', { name: /^Episode 1/ })).not.toHaveAttribute(
      'data-clean',
    );

    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
  });
});
