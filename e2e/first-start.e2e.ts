import { expect, test } from '@playwright/test';
import {
  homeResponseSchema,
  searchIndexResponseSchema,
  videoDetailResponseSchema,
} from '@app/contract';

test.describe('first start, as the README says', () => {
  test('serves the generated demo catalogue through the API', async ({ request }) => {
    const health = await request.get('/api/health');
    expect(await health.json()).toMatchObject({ status: 'ok', database: { status: 'ok' } });

    const home = homeResponseSchema.parse(await (await request.get('/api/home')).json());
    expect(home.hero_banners.length).toBeGreaterThanOrEqual(3);
    expect(home.series_lists.length).toBe(8);
    for (const row of home.series_lists) expect(row.series.length).toBeGreaterThanOrEqual(3);

    const index = searchIndexResponseSchema.parse(await (await request.get('/api/videos/')).json());
    expect(index.data.length).toBeGreaterThanOrEqual(12);
    expect(index.data.filter((r) => r.episodesCount === 1).length).toBeGreaterThanOrEqual(2);

    const poster = await request.get(home.hero_banners[0]!.image);
    expect(poster.headers()['content-type']).toBe('image/jpeg');
  });

  test('transcodes demo episodes to HLS in the background', async ({ request }) => {
    test.setTimeout(400_000);
    let masterUrl = '';
    await expect
      .poll(
        async () => {
          const detail = videoDetailResponseSchema.parse(
            await (await request.get('/api/videos/neon-heirs')).json(),
          );
          const ready = detail.data.episodes.find((e) => e.streamStatus === 'ready');
          masterUrl = ready?.videoUrl ?? '';
          return masterUrl;
        },
        { timeout: 380_000, intervals: [2000] },
      )
      .toMatch(/\/master\.m3u8$/);
    const master = await request.get(masterUrl);
    expect(master.headers()['content-type']).toContain('mpegurl');
    const text = await master.text();
    expect(text).toContain('#EXT-X-STREAM-INF');
    const variant = text.split('\n').find((l) => l.endsWith('.m3u8'))!;
    const media = await request.get(new URL(variant, new URL(masterUrl, 'http://x')).pathname);
    const segment = (await media.text()).split('\n').find((l) => l.endsWith('.ts'))!;
    const segmentUrl = new URL(segment, new URL(variant, new URL(masterUrl, 'http://x'))).pathname;
    const partial = await request.get(segmentUrl, { headers: { range: 'bytes=0-187' } });
    expect(partial.status()).toBe(206);
    expect((await partial.body())[0]).toBe(0x47); // MPEG-TS sync byte
    expect(partial.headers()['cache-control']).toContain('immutable');
  });

  test('renders the home page and a series page in Chromium', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /neon heirs/i }).first()).toBeVisible();
    await expect(page.getByText('Trending Now')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('home.png'), fullPage: false });
    await page.goto('/video/neon-heirs');
    await expect(page.getByRole('heading', { name: 'Neon Heirs' })).toBeVisible();
    await expect(page.getByText(/Episode 3/).first()).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByText(/not found/i).first()).toBeVisible();
  });
});
