import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { WALLET_TEXTS, type Rewards } from '@app/contract';
import { E2E_ADMIN } from './playwright.config';
import { signIn, signUp, useSession } from './session';

// a demo series of 3 episodes no other e2e file plays: episode 1 free, then 30 coins each
const SERIES = 'midnight-algorithm';
const PRICE = 30;

async function price(request: APIRequestContext, body: Record<string, unknown>) {
  const editor = await signIn(request, E2E_ADMIN.username, E2E_ADMIN.password);
  const answer = await request.patch(`/api/studio/series/${SERIES}`, {
    headers: { Authorization: `Bearer ${editor.access_token}` },
    data: body,
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

const currentTime = (page: Page) =>
  page
    .locator('video')
    .first()
    .evaluate((video: HTMLVideoElement) => video.currentTime);

/** The folder of an episode's HLS files (or its original), from the public catalogue answer. */
async function mediaOf(request: APIRequestContext, n: number) {
  const answer = await request.get(`/api/videos/${SERIES}`);
  const { data } = (await answer.json()) as {
    data: { episodes: { episodeNumber: number; videoUrl: string }[] };
  };
  const videoUrl = data.episodes.find((e) => e.episodeNumber === n)!.videoUrl;
  return { videoUrl, folder: videoUrl.slice(0, videoUrl.lastIndexOf('/') + 1) };
}

// what an episode's grant guards; its poster frame stays public, for the pages to show
const STREAM_FILE = /\.(m3u8|ts|m4s|mp4|vtt)$/;

/** Every request the page makes for stream files under `folder`, granted or not. */
const mediaRequests = (page: Page, folder: string) => {
  const key = folder.replace(/^\/media\//, '');
  const seen: string[] = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.includes(key) && STREAM_FILE.test(pathname)) seen.push(pathname);
  });
  return seen;
};

const episodeCard = (page: Page, n: number) =>
  page.locator(`a[href="/play?id=${SERIES}&episode=${n}"]`).last();

test.describe('viewer economy', () => {
  // a zone away from UTC and the server's: the check-in's day and times are the viewer's
  test.use({ timezoneId: 'Asia/Kolkata' });
  test.beforeAll(async ({ request }) => {
    await price(request, {
      free_episodes: 1,
      coin_price_per_episode: PRICE,
      ai_disclosure: 'full',
    });
  });
  test.afterAll(async ({ request }) => {
    await price(request, {
      free_episodes: null,
      coin_price_per_episode: null,
      ai_disclosure: 'none',
    });
  });

  test('a new user sees 50 coins, checks in, unlocks a locked episode and plays it', async ({
    page,
    request,
  }) => {
    await useSession(page, await signUp(request, 'coins'));

    await page.goto('/login');
    await expect(page.getByTestId('wallet-balance')).toContainText('50');

    const rewardsAsked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/rewards');
    await page.goto('/rewards');
    await expect(page.getByTestId('rewards-balance')).toContainText('50');
    // the viewer's zone, read in a worker, goes with the call (Chromium names it Asia/Calcutta)
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(zone).toMatch(/^Asia\/(Kolkata|Calcutta)$/);
    expect(new URL((await rewardsAsked).url()).searchParams.get('time_zone')).toBe(zone);
    const checkedIn = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/rewards/check-in',
    );
    await page.getByRole('button', { name: WALLET_TEXTS.checkInReward(5) }).click();
    const { next_check_in_at: next } = (await (await checkedIn).json()) as Rewards;
    await expect(page.getByRole('button', { name: WALLET_TEXTS.checkedIn })).toBeDisabled();
    await expect(page.getByTestId('rewards-balance')).toContainText('55');
    // written without Intl in English, as this browser's Intl writes it in the viewer's zone
    const when = await page.evaluate(
      (iso) =>
        new Intl.DateTimeFormat('en', {
          month: 'short',
          day: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
        }).format(new Date(iso)),
      next,
    );
    await expect(page.getByText(WALLET_TEXTS.nextCheckIn(when))).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('rewards.png') });

    await page.goto(`/video/${SERIES}`);
    await expect(episodeCard(page, 2).getByTestId('price-badge')).toContainText('30 coins');
    await expect(episodeCard(page, 1).getByTestId('price-badge')).toHaveCount(0);
    await expect(page.getByTestId('cost-upfront')).toContainText(
      'Unlock the remaining 2 episodes: 60 coins (about $0.60)',
    );
    await expect(page.getByTestId('ai-label').first()).toHaveText('AI-generated');

    // the server sells it: its URL answers 403 to this viewer, whatever the page does
    const episode2 = await mediaOf(request, 2);
    expect((await request.get(episode2.videoUrl)).status()).toBe(403);
    const fetched = mediaRequests(page, episode2.folder);
    await page.goto(`/play?id=${SERIES}&episode=2`);
    const gate = page.getByTestId('locked-gate');
    await expect(gate).toContainText('Episode 2 is locked');
    await expect(page.locator('video')).toHaveCount(0);
    expect(fetched).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('locked-gate.png') });
    const unlock = gate.getByRole('button', { name: WALLET_TEXTS.unlockWithCoins(PRICE) });
    // a double click charges once
    await unlock.dblclick();
    await expect(gate).toHaveCount(0);
    await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
    // it played through its grant, and only through it
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.every((path) => path.startsWith('/media/g/'))).toBe(true);

    await page.goto('/login');
    await expect(page.getByTestId('wallet-balance')).toContainText('25');
    const history = page.getByRole('list', { name: WALLET_TEXTS.history });
    await expect(history.getByRole('listitem')).toHaveCount(3);
    await expect(history.getByRole('listitem').first()).toContainText('−30');
  });

  test('a guest sees the price and the sign-in prompt, and none of the episode is fetched', async ({
    page,
    request,
  }) => {
    const episode3 = await mediaOf(request, 3);
    for (const url of [episode3.videoUrl, `/api/series/${SERIES}/episodes/3/playback`]) {
      expect((await request.get(url)).status(), url).toBe(403);
    }
    const fetched = mediaRequests(page, episode3.folder);
    await page.goto(`/video/${SERIES}`);
    await expect(episodeCard(page, 3).getByTestId('price-badge')).toContainText('30 coins');

    await page.goto(`/play?id=${SERIES}&episode=3`);
    const gate = page.getByTestId('locked-gate');
    await expect(gate).toContainText('30 coins');
    await expect(gate.getByRole('link', { name: WALLET_TEXTS.signInToUnlock })).toHaveAttribute(
      'href',
      `/auth?next=${encodeURIComponent(`/play?id=${SERIES}&episode=3`)}`,
    );
    await expect(gate.getByRole('button', { name: /Unlock for/ })).toHaveCount(0);
    await expect(page.locator('video')).toHaveCount(0);
    expect(fetched).toEqual([]);
    // a free episode of the same series plays as before
    await page.goto(`/play?id=${SERIES}&episode=1`);
    await expect(page.getByTestId('locked-gate')).toHaveCount(0);
  });
});
