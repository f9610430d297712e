import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { AUTH_TEXTS, CATALOGUE_TEXTS, CMS_PAGE_TEXTS, PLAYER_TEXTS } from '@app/contract';
import { E2E_ADMIN } from './playwright.config';
import { signIn, signUp, useSession, subscribeMonthly } from './session';
import { ffmpegPath } from './ffmpeg';

const TEXTS = CMS_PAGE_TEXTS;

/** A 2:3 poster and two short vertical episodes with sound, made for this run. */
function makeMedia(dir: string) {
  const ffmpeg = ffmpegPath();
  const run = (args: string[]) =>
    execFileSync(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
  const poster = path.join(dir, 'poster.png');
  run(['-f', 'lavfi', '-i', 'testsrc2=s=400x600', '-frames:v', '1', poster]);
  const episode = (n: number, hue: number) => {
    const file = path.join(dir, `ep${n}.mp4`);
    run([
      ...['-f', 'lavfi', '-i', `testsrc2=s=360x640:r=24:d=7,hue=h=${hue}`],
      ...['-f', 'lavfi', '-i', `sine=f=${330 + n * 110}:d=7`],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-shortest', '-movflags', '+faststart', file],
    ]);
    return file;
  };
  return { poster, episodes: [episode(1, 0), episode(2, 120)] };
}

/**
 * A screenshot for a person to look at, in E2E_SHOTS_DIR when set. A whole-page one is taken
 * from the top: scrolled, the fixed and sticky parts would be drawn where the scroll left them.
 */
async function keepScreenshot(page: Page, name: string, fullPage = true) {
  const dir = process.env.E2E_SHOTS_DIR;
  const file = dir ? path.join(dir, name) : test.info().outputPath(name);
  if (dir) mkdirSync(dir, { recursive: true });
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file, fullPage });
}

const firstVideoTime = (page: Page) =>
  page
    .locator('video')
    .first()
    .evaluate((video: HTMLVideoElement) => video.currentTime);

test.describe('creator studio', () => {
  let dir: string;
  let media: ReturnType<typeof makeMedia>;

  test.beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'reelforge-studio-e2e-'));
    media = makeMedia(dir);
  });

  test.afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  test('an editor uploads a poster and two episodes, publishes, and the series plays', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(240_000);
    await useSession(page, await signIn(request, E2E_ADMIN.username, E2E_ADMIN.password));
    await page.goto('/cms');
    await expect(page.getByRole('heading', { name: TEXTS.heading })).toBeVisible();

    const title = `Studio Test ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: /^Title/ }).fill(title);
    await page.getByRole('textbox', { name: /^Director/ }).fill('E2E Director');
    await page.getByRole('textbox', { name: /^Cast/ }).fill('Ana Ruiz, Jae Lee');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('Korean');
    await page.getByRole('textbox', { name: 'Description' }).fill('Made by the studio test.');
    const tags = page.getByRole('textbox', { name: 'Tags' });
    await tags.fill('Revenge');
    await tags.press('Enter');
    await page.getByRole('button', { name: '+ Drama' }).click();
    await page.getByRole('checkbox', { name: 'New Releases' }).check();

    // the storage check enables the pickers
    const posterInput = page.getByLabel(TEXTS.choosePoster);
    await expect(posterInput).toBeEnabled();
    await posterInput.setInputFiles(media.poster);
    await page.getByLabel(TEXTS.chooseVideos).setInputFiles(media.episodes);

    const episodes = page.getByRole('list', { name: TEXTS.episodesHeading });
    await expect(episodes.getByRole('listitem')).toHaveCount(2);
    await expect(episodes.getByText(TEXTS.episodeLabel(1), { exact: true })).toBeVisible();
    await expect(episodes.getByText(TEXTS.episodeLabel(2), { exact: true })).toBeVisible();
    // every file uploaded, and each episode got the thumbnail the browser took
    await expect(page.getByText(TEXTS.uploaded, { exact: true })).toHaveCount(3, {
      timeout: 60_000,
    });
    await expect(episodes.locator('img')).toHaveCount(2);
    await expect(page.getByText(/Thumbnail generation failed/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: TEXTS.publishSeries })).toBeEnabled();
    await keepScreenshot(page, 'cms-filled.png');
    await page.setViewportSize({ width: 390, height: 844 });
    await keepScreenshot(page, 'cms-mobile.png');
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.getByRole('button', { name: TEXTS.previewSeries }).click();
    const preview = page.getByRole('dialog', { name: title });
    await expect(
      preview.getByRole('heading', { name: CATALOGUE_TEXTS.detail.allEpisodes(2) }),
    ).toBeVisible();
    await keepScreenshot(page, 'cms-preview.png', false);
    await preview.getByRole('button', { name: TEXTS.closePreview }).click();

    await page.getByRole('button', { name: TEXTS.publishSeries }).click();
    await expect(page).toHaveURL(/\/video\/studio-test-[a-z0-9-]+$/, { timeout: 60_000 });
    await expect(page.getByText(TEXTS.published)).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: CATALOGUE_TEXTS.detail.allEpisodes(2) }),
    ).toBeVisible();
    const seriesUrl = new URL(page.url()).pathname;

    // a subscriber (no ad modal) plays episode 1
    const viewer = await signUp(request, 'studiowatcher');
    await subscribeMonthly(request, viewer.access_token);
    const context = await browser.newContext();
    try {
      const watcher = await context.newPage();
      await useSession(watcher, viewer);
      await watcher.goto(seriesUrl);
      await watcher.getByRole('link', { name: CATALOGUE_TEXTS.detail.playNow }).click();
      await expect(watcher).toHaveURL(/\/play\?id=studio-test-[a-z0-9-]+&episode=1/);
      await expect(watcher.getByText(PLAYER_TEXTS.currentlyPlaying(1))).toBeVisible();
      await expect.poll(() => firstVideoTime(watcher), { timeout: 30_000 }).toBeGreaterThan(0.5);
    } finally {
      await context.close();
    }
  });

  test('a guest visiting /cms is sent to sign in, and a viewer is told the page is for editors', async ({
    page,
    request,
  }) => {
    await page.goto('/cms');
    await expect(page).toHaveURL(`/auth?next=${encodeURIComponent('/cms')}`);

    await useSession(page, await signUp(request, 'studioviewer'));
    await page.goto('/cms');
    await expect(page.getByRole('alert')).toHaveText(AUTH_TEXTS.editorRequired);
    await expect(page.getByRole('heading', { name: TEXTS.heading })).toHaveCount(0);
  });
});
