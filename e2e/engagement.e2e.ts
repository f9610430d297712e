import { expect, test, type Page, type Request } from '@playwright/test';
import {
  ANALYTICS_TEXTS,
  COMMENT_PAGE_TEXTS,
  PLAYER_TEXTS,
  SHELL_TEXTS,
  type WatchEventInput,
} from '@app/contract';
import { E2E_ADMIN } from './playwright.config';
import { signIn, signUp, useSession, subscribeMonthly } from './session';

const WATCH_PATH = '/api/metrics/events/watch';

const watchEvents = (request: Request): WatchEventInput[] => {
  if (!request.url().endsWith(WATCH_PATH) || request.method() !== 'POST') return [];
  const body = request.postDataJSON() as WatchEventInput | WatchEventInput[];
  return Array.isArray(body) ? body : [body];
};

/** The next watch-events request carrying an event of `type`, and that event. */
async function nextWatchEvent(page: Page, type: WatchEventInput['event_type']) {
  const request = await page.waitForRequest(
    (r) => watchEvents(r).some((event) => event.event_type === type),
    { timeout: 20_000 },
  );
  const event = watchEvents(request).find((e) => e.event_type === type)!;
  return { request, event };
}

const video = (page: Page) => page.locator('video');
const currentTime = (page: Page) =>
  video(page).evaluate((element: HTMLVideoElement) => element.currentTime);

async function waitForPlaying(page: Page) {
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0.2);
}

test.describe('engagement', () => {
  test('a guest reads comments and is asked to sign in to write one', async ({ page }) => {
    await page.goto('/play?id=the-synthetic-bride&episode=1');

    await expect(page.getByRole('heading', { name: COMMENT_PAGE_TEXTS.heading })).toBeVisible();
    await expect(page.getByText(COMMENT_PAGE_TEXTS.signInPrompt)).toBeVisible();
    await expect(page.getByRole('textbox', { name: COMMENT_PAGE_TEXTS.composerLabel })).toHaveCount(
      0,
    );
    await expect(page.getByRole('link', { name: COMMENT_PAGE_TEXTS.signIn })).toHaveAttribute(
      'href',
      `/auth?next=${encodeURIComponent('/play?id=the-synthetic-bride&episode=1')}`,
    );
  });

  test('a signed-in user comments, replies and likes; it all survives a reload', async ({
    page,
    request,
  }) => {
    const session = await signUp(request, 'commenter');
    await useSession(page, session);
    const text = `Plot twist <b>${Date.now()}</b>`;
    const reply = `Reply ${Date.now()}`;

    await page.goto('/play?id=the-synthetic-bride&episode=1');
    await page.getByRole('textbox', { name: COMMENT_PAGE_TEXTS.composerLabel }).fill(text);
    await page.getByRole('button', { name: COMMENT_PAGE_TEXTS.post, exact: true }).click();
    // user text is text: the markup shows as typed
    const comment = page.getByRole('article').filter({ hasText: text });
    await expect(comment).toBeVisible();

    await comment.getByRole('button', { name: COMMENT_PAGE_TEXTS.reply }).click();
    await page
      .getByRole('textbox', { name: COMMENT_PAGE_TEXTS.replyLabel(session.username) })
      .fill(reply);
    await page.getByRole('button', { name: COMMENT_PAGE_TEXTS.post, exact: true }).last().click();
    const replies = page.getByRole('list', {
      name: COMMENT_PAGE_TEXTS.repliesOf(session.username),
    });
    await expect(replies.getByText(reply)).toBeVisible();

    const like = comment.getByRole('button', { name: COMMENT_PAGE_TEXTS.like(session.username) });
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toHaveText('1');

    await page.reload();
    const again = page.getByRole('article').filter({ hasText: text });
    await expect(again).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: COMMENT_PAGE_TEXTS.repliesOf(session.username) })
        .getByText(reply),
    ).toBeVisible();
    const liked = again.getByRole('button', { name: COMMENT_PAGE_TEXTS.like(session.username) });
    await expect(liked).toHaveAttribute('aria-pressed', 'true');
    await expect(liked).toHaveText('1');
  });

  test('the tracker reports start and pause with the event fields', async ({ page, request }) => {
    const session = await signUp(request, 'watcher');
    await subscribeMonthly(request, session.access_token);
    await useSession(page, session);

    const started = nextWatchEvent(page, 'video_start');
    await page.goto('/play?id=neon-heirs&episode=1');
    await expect(page.getByText(PLAYER_TEXTS.currentlyPlaying(1))).toBeVisible();
    await waitForPlaying(page);
    const paused = nextWatchEvent(page, 'video_pause');
    await video(page).evaluate((element: HTMLVideoElement) => element.pause());

    const start = (await started).event;
    const { event: pause, request: sent } = await paused;
    expect(start).toMatchObject({
      series_id: 'neon-heirs',
      episode_number: 1,
      user_id: session.user_attributes.sub,
      platform: 'pc',
    });
    for (const event of [start, pause]) {
      expect(event.event_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(event.viewer_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(event.session_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(typeof event.episode_id).toBe('string');
      expect(event.episode_duration).toBeGreaterThan(0);
      expect(new Date(String(event.timestamp)).getTime()).not.toBeNaN();
    }
    expect(pause.session_id).toBe(start.session_id);
    expect(pause.viewer_id).toBe(start.viewer_id);
    expect(pause.event_id).not.toBe(start.event_id);
    expect(pause.current_time).toBeGreaterThan(0);
    expect(sent.headers()['authorization']).toBe(`Bearer ${session.access_token}`);
    expect((await sent.response())?.ok()).toBe(true);
  });

  test('reloading /play without an episode resumes where the viewer paused', async ({
    page,
    request,
  }) => {
    const session = await signUp(request, 'resumer');
    await subscribeMonthly(request, session.access_token);
    await useSession(page, session);

    await page.goto('/play?id=neon-heirs&episode=2');
    await waitForPlaying(page);
    await video(page).evaluate(async (element: HTMLVideoElement) => {
      const seeked = new Promise((done) =>
        element.addEventListener('seeked', done, { once: true }),
      );
      element.currentTime = 10;
      await seeked;
    });
    const paused = nextWatchEvent(page, 'video_pause');
    await video(page).evaluate((element: HTMLVideoElement) => element.pause());
    const { event, request: sent } = await paused;
    expect(event.current_time).toBeGreaterThanOrEqual(9.5);
    // stored (durably) before the reload asks for it
    expect((await sent.response())?.ok()).toBe(true);

    await page.goto('/play?id=neon-heirs');
    await expect(page.getByText(PLAYER_TEXTS.currentlyPlaying(2))).toBeVisible();
    await expect
      .poll(() => currentTime(page), { timeout: 20_000 })
      .toBeGreaterThanOrEqual(event.current_time - 0.5);
    expect(await currentTime(page)).toBeLessThan(event.current_time + 5);
  });

  test('an editor opens creator analytics from the header', async ({ page, request }) => {
    await useSession(page, await signIn(request, E2E_ADMIN.username, E2E_ADMIN.password));

    await page.goto('/');
    await page.getByRole('link', { name: SHELL_TEXTS.header.analytics }).click();
    await expect(page).toHaveURL(/\/cms\/analytics$/);
    await expect(page.getByRole('heading', { name: ANALYTICS_TEXTS.heading })).toBeVisible();
    await expect(page.getByRole('table', { name: ANALYTICS_TEXTS.series })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Neon Heirs' })).toBeVisible();
    await expect(page.getByRole('img', { name: /Viewers still watching/ }).first()).toBeVisible();
  });
});
