import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AD_VAST_PATH, authResponseSchema } from '@app/contract';
import { subscribeMonthly } from './session';

type VastSummary = {
  version: string | null;
  ads: number;
  mediaUrl: string | null;
  type: string | null;
};

/** Fetches the VAST answer from the page (same origin, its CSP) and reads it with DOMParser. */
const fetchVast = (page: Page, query: string, token?: string): Promise<VastSummary> =>
  page.evaluate(
    async ({ url, token }) => {
      const answer = await fetch(
        url,
        token ? { headers: { authorization: `Bearer ${token}` } } : {},
      );
      const xml = new DOMParser().parseFromString(await answer.text(), 'application/xml');
      const media = xml.getElementsByTagName('MediaFile')[0];
      return {
        version: xml.documentElement.getAttribute('version'),
        ads: xml.getElementsByTagName('Ad').length,
        mediaUrl: media?.textContent?.trim() ?? null,
        type: media?.getAttribute('type') ?? null,
      };
    },
    { url: `${AD_VAST_PATH}?${query}`, token },
  );

/** Loads a media URL into a <video> in the page: what a player would get. */
const play = (page: Page, src: string) =>
  page.evaluate(async (url) => {
    const video = document.createElement('video');
    video.muted = true;
    video.src = url;
    document.body.append(video);
    await new Promise<void>((resolve, reject) => {
      video.addEventListener('loadeddata', () => resolve(), { once: true });
      video.addEventListener('error', () => reject(new Error('media error')), { once: true });
    });
    return { width: video.videoWidth, duration: video.duration };
  }, src);

const subscriberToken = async (request: APIRequestContext): Promise<string> => {
  const username = `adfree${Date.now().toString(36)}`;
  const password = 'correct horse battery';
  expect((await request.post('/api/auth/signup', { data: { username, password } })).ok()).toBe(
    true,
  );
  const signIn = await request.post('/api/auth/signin', { data: { username, password } });
  const token = authResponseSchema.parse(await signIn.json()).data.access_token;
  await subscribeMonthly(request, token);
  return token;
};

test.describe('house ad server', () => {
  test('serves free viewers a VAST 4.1 ad that plays in Chromium, and subscribers none', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.goto('/');
    // an ad needs another series whose first episode is probed; the demo may still be transcoding
    let vast: VastSummary | undefined;
    await expect
      .poll(
        async () => {
          vast = await fetchVast(page, 'content_id=neon-heirs');
          return vast.ads;
        },
        { timeout: 200_000, intervals: [2_000] },
      )
      .toBe(1);
    expect(vast).toMatchObject({ version: '4.1', type: 'video/mp4' });

    const played = await play(page, vast!.mediaUrl!);
    expect(played.width).toBeGreaterThan(0);
    expect(played.duration).toBeGreaterThan(0);

    const banner = await request.get('/api/ads/banner?placement=home');
    expect((await banner.json()).banner).not.toBeNull();

    const token = await subscriberToken(request);
    expect(await fetchVast(page, 'content_id=neon-heirs', token)).toMatchObject({
      version: '4.1',
      ads: 0,
    });
    const none = await request.get('/api/ads/banner?placement=play&content_id=neon-heirs', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(await none.json()).toEqual({ banner: null });
  });
});
