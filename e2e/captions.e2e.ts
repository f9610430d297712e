import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { E2E_ADMIN } from './playwright.config';
import { signIn, signUp, subscribeMonthly, useSession, type Session } from './session';

// docs/product/play.md#captions: captions in the page's language start on, others off.
// A demo series no other e2e file plays gets Spanish captions for this file, and loses them after.
const SERIES = 'love-in-beta';
const EPISODE = 1;
const LANGUAGE = 'es-MX';
const CAPTION_PATH = `/api/studio/series/${SERIES}/episodes/${EPISODE}/captions/${LANGUAGE}`;
const VTT = 'WEBVTT\n\n00:00:00.000 --> 00:00:30.000\nHola, ¿me escuchas?\n';

const asEditor = async (request: APIRequestContext) => {
  const editor = await signIn(request, E2E_ADMIN.username, E2E_ADMIN.password);
  return { Authorization: `Bearer ${editor.access_token}` };
};

/** Each caption track of the playing episode's video, by language, with its mode. */
async function captionModes(browser: Browser, locale: string, viewer: Session) {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  // a subscriber: the episode plays at once, without the guest's ad modal
  await useSession(page, viewer);
  await page.goto(`/play?id=${SERIES}&episode=${EPISODE}`);
  const video = page.locator(`video:has(track[srclang="${LANGUAGE}"])`);
  await expect(video).toHaveCount(1);
  const modes = await video.evaluate((element: HTMLVideoElement) =>
    Object.fromEntries(Array.from(element.textTracks).map((t) => [t.language, t.mode])),
  );
  await context.close();
  return modes;
}

test.describe('captions in the viewer’s language', () => {
  test.beforeAll(async ({ request }) => {
    const answer = await request.put(CAPTION_PATH, {
      headers: await asEditor(request),
      data: { label: 'Español (México)', vtt: VTT },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
  });
  test.afterAll(async ({ request }) => {
    await request.delete(CAPTION_PATH, { headers: await asEditor(request) });
  });

  test('start on for a page in Spanish, and stay off for a page in English', async ({
    browser,
    request,
  }) => {
    const viewer = await signUp(request, 'cc-es');
    await subscribeMonthly(request, viewer.access_token);
    expect(await captionModes(browser, 'es-MX', viewer)).toEqual({ [LANGUAGE]: 'showing' });
    expect(await captionModes(browser, 'en-US', viewer)).toEqual({ [LANGUAGE]: 'disabled' });
  });
});
