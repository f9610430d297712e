import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { adBannerResponseSchema } from '@app/contract';
import { adEvents, jobs, mediaAssets, series } from '../src/db/schema';
import { probeVideo } from '../src/transcoding/probe';
import { AdsRepository } from '../src/modules/ads/ads.repository';
import { TrailerStore } from '../src/modules/ads/trailer-store';
import { AD_TRACK_PER_IP } from '../src/modules/ads/ads.service';
import { trailerJob } from '../src/modules/ads/trailer.job';
import { signedInUser } from './auth-helpers';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { testEngines } from './engines';
import { makeClip, makeTempDir, streamsOf } from './media-fixtures';
import { buy, get } from './monetization-helpers';
import { buildTestApp, type TestApp } from './test-app';
import { iabVastErrors, iabVastUnavailable, warnIfIabVastUnavailable } from './iab-vast-schema';
import { parseVast } from './vast-validator';

warnIfIabVastUnavailable();
const validateWithIab = iabVastUnavailable() === null;

const CLIP = { seconds: 16, width: 180, height: 320 };

describe.each(testEngines())('house ad server on %s', (engine) => {
  let t: TestApp;
  let clipDir: Awaited<ReturnType<typeof makeTempDir>>;
  let assets: Record<string, string[]>;
  let users = 0;
  const newUser = async () =>
    (await signedInUser(t, { username: `viewer${++users}` })).access_token;

  const vast = async (token: string | null, contentId?: string) => {
    const answer = await get(
      t,
      token,
      `/api/ads/vast${contentId ? `?content_id=${contentId}` : ''}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-store');
    // every document this suite gets, with an ad or without, against the IAB's schemas
    if (validateWithIab) expect(iabVastErrors(answer.body)).toEqual([]);
    return parseVast(answer.body);
  };
  /** The path of an absolute URL we served, for app.inject. */
  const local = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };

  beforeAll(async () => {
    t = await buildTestApp(engine);
    assets = await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'glass-orchard', title: 'Glass <Orchard> & Co', episodes: 2, lists: ['popular'] },
      { id: 'neon-heirs', title: 'Neon Heirs', episodes: 1, lists: ['popular'] },
      { id: 'zz-draft', title: 'Draft', episodes: 1, lists: [], published: false },
    ]);
    // real first-episode sources: the trailer and the fallback are cut from / point at them
    clipDir = await makeTempDir('ads-clip');
    const clip = await makeClip(path.join(clipDir.dir, 'clip.mp4'), CLIP);
    for (const [seriesId, [assetId]] of Object.entries(assets)) {
      await t.storage.putFile(`uploads/${seriesId}/episode-1.mp4`, clip, {
        contentType: 'video/mp4',
      });
      await t.database.db
        .update(mediaAssets)
        .set({ width: CLIP.width, height: CLIP.height, durationSeconds: CLIP.seconds })
        .where(eq(mediaAssets.id, assetId!));
    }
  });
  afterAll(async () => {
    await t?.close();
    await clipDir?.remove();
  });

  it('answers a VAST 4.1 house ad for another series, playing its episode until the trailer exists', async () => {
    const parsed = await vast(null, 'glass-orchard');
    expect(parsed.version).toBe('4.1');
    const ad = parsed.ad!;
    expect(ad).toMatchObject({
      id: 'video-neon-heirs',
      adSystem: 'ReelForge',
      title: 'Neon Heirs',
      skipOffset: '00:00:05',
      durationSeconds: CLIP.seconds,
      media: { type: 'video/mp4', delivery: 'progressive', width: 180, height: 320 },
    });
    expect(new URL(ad.clickThrough).pathname).toBe('/video/neon-heirs');
    expect(local(ad.media.url)).toBe('/media/uploads/neon-heirs/episode-1.mp4');
    // the series' poster, resized for a phone's ad box (a WebP copy): the player shows it until
    // the first frame
    expect(ad.companion).toMatchObject({ creativeType: 'image/webp', width: 480, height: 720 });
    expect(local(ad.companion!.url)).toBe('/media/posters/neon-heirs.jpg?w=480');
    // a poster sharp can read (the fixture's is a bare JPEG marker): its copy is WebP
    const poster = await sharp({
      create: { width: 60, height: 90, channels: 3, background: { r: 200, g: 40, b: 90 } },
    })
      .jpeg()
      .toBuffer();
    await t.storage.put('posters/neon-heirs.jpg', poster, { contentType: 'image/jpeg' });
    const still = await get(t, null, local(ad.companion!.url));
    expect(still.statusCode).toBe(200);
    expect(still.headers['content-type']).toBe(ad.companion!.creativeType);
    const tracked = new URL(ad.tracking.firstQuartile);
    expect(Object.fromEntries(tracked.searchParams)).toEqual({
      ad: 'video-neon-heirs',
      event: 'firstQuartile',
      content_id: 'glass-orchard',
    });

    const media = await get(t, null, local(ad.media.url));
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('video/mp4');
    const file = path.join(clipDir.dir, 'fetched.mp4');
    await writeFile(file, media.rawPayload);
    expect((await probeVideo(file)).width).toBe(180);

    // the trailer was asked for, once, without the answer waiting for it
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.name, 'ads.trailer'));
    expect(queued.map((j) => j.payload)).toEqual([
      { seriesId: 'neon-heirs', assetId: assets['neon-heirs']![0] },
    ]);
    await vast(null, 'glass-orchard');
    expect(await t.database.db.select().from(jobs)).toHaveLength(1);
  });

  it('serves the trailer once cut: a 10-15 s H.264/AAC faststart MP4', async () => {
    const assetId = assets['glass-orchard']![0]!;
    const handler = trailerJob({
      storage: t.storage,
      ads: new AdsRepository(t.database.db),
      trailers: new TrailerStore(t.storage),
      workRoot: path.join(t.dir, 'tmp'),
    });
    const outcome = await handler(
      { seriesId: 'glass-orchard', assetId },
      {
        jobId: 1,
        attempt: 1,
        signal: new AbortController().signal,
        log: pino({ level: 'silent' }),
      },
    );
    expect(outcome).toEqual({ status: 'done' });

    const ad = (await vast(null, 'neon-heirs')).ad!;
    // the title was escaped, not injected
    expect(ad.title).toBe('Glass <Orchard> & Co');
    expect(local(ad.media.url)).toBe(`/media/ads/trailers/glass-orchard/${assetId}.mp4`);
    expect(ad.durationSeconds).toBeGreaterThanOrEqual(10);
    expect(ad.durationSeconds).toBeLessThanOrEqual(15);

    const media = await get(t, null, local(ad.media.url));
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('video/mp4');
    const file = path.join(clipDir.dir, 'trailer.mp4');
    await writeFile(file, media.rawPayload);
    const probe = await probeVideo(file);
    expect(probe).toMatchObject({ width: ad.media.width, height: ad.media.height, hasAudio: true });
    expect(Math.abs(probe.durationSeconds - ad.durationSeconds)).toBeLessThan(0.2);
    const codecs = (await streamsOf(file)).map((s) => s.codec_name).sort();
    expect(codecs).toEqual(['aac', 'h264']);
    // faststart: the index (moov) comes before the media data
    const bytes = await readFile(file);
    expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
    // tmp is clean
    expect(await readdir(path.join(t.dir, 'tmp'))).toEqual([]);
  });

  it('rotates over the other published series, never the one being watched', async () => {
    const seen = [];
    for (let i = 0; i < 4; i++) seen.push((await vast(null)).ad!.id);
    expect(new Set(seen)).toEqual(new Set(['video-glass-orchard', 'video-neon-heirs']));
    expect(seen[0]).not.toBe(seen[1]);
    for (let i = 0; i < 3; i++) {
      expect((await vast(null, 'neon-heirs')).ad!.id).toBe('video-glass-orchard');
    }
  });

  it('never stands a whole episode longer than 30 s in for a trailer not cut yet', async () => {
    const assetId = assets['neon-heirs']![0]!;
    await t.database.db
      .update(mediaAssets)
      .set({ durationSeconds: 95 })
      .where(eq(mediaAssets.id, assetId));
    try {
      // neon-heirs is the only other series, and its trailer is not cut: no ad rather than 95 s
      expect((await vast(null, 'glass-orchard')).ad).toBeNull();
    } finally {
      await t.database.db
        .update(mediaAssets)
        .set({ durationSeconds: CLIP.seconds })
        .where(eq(mediaAssets.id, assetId));
    }
  });

  it('answers an empty VAST to subscribers, and to buyers for the content they bought', async () => {
    const subscriber = await newUser();
    await buy(t, subscriber, 'monthly');
    expect(await vast(subscriber, 'neon-heirs')).toEqual({ version: '4.1', ad: null });
    expect(await vast(subscriber)).toEqual({ version: '4.1', ad: null });

    const buyer = await newUser();
    await buy(t, buyer, 'individual_series', 'neon-heirs');
    expect((await vast(buyer, 'neon-heirs')).ad).toBeNull();
    expect((await vast(buyer, 'glass-orchard')).ad?.id).toBe('video-neon-heirs');
    // a bearer that does not verify is a guest here, not a 401: ads are public
    expect((await vast('bogus-token', 'neon-heirs')).ad).not.toBeNull();
  });

  it('serves banners to free viewers and none to subscribers', async () => {
    const answer = await get(t, null, '/api/ads/banner?placement=play&content_id=neon-heirs');
    expect(answer.statusCode).toBe(200);
    const { banner } = adBannerResponseSchema.parse(answer.json());
    expect(banner).toMatchObject({
      id: 'banner-glass-orchard',
      title: 'Glass <Orchard> & Co',
      image: '/media/posters/glass-orchard.jpg',
      click_url: '/video/glass-orchard',
    });
    const pixel = await get(t, null, banner!.impression_url);
    expect(pixel.statusCode).toBe(204);
    const home = await get(t, null, '/api/ads/banner?placement=home');
    expect(adBannerResponseSchema.parse(home.json()).banner).not.toBeNull();

    const subscriber = await newUser();
    await buy(t, subscriber, 'annual');
    const none = await get(t, subscriber, '/api/ads/banner?placement=home');
    expect(none.json()).toEqual({ banner: null });
  });

  it('names the promoted series in the viewer’s language where the studio gave its title in it', async () => {
    await t.database.db
      .update(series)
      .set({ translations: { es: { title: 'Huerto de Cristal', description: '' } } })
      .where(eq(series.id, 'glass-orchard'));
    // banners take the catalogue's series in turn: ask until glass-orchard's comes
    const titles = new Map<string, string>();
    for (let i = 0; i < 8 && !titles.has('es'); i++) {
      const answer = await get(t, null, '/api/ads/banner?placement=home&lang=es');
      const { banner } = adBannerResponseSchema.parse(answer.json());
      if (banner?.id === 'banner-glass-orchard') titles.set('es', banner.title);
    }
    // the English title ('Glass <Orchard> & Co') is the one without a language (above)
    expect(titles.get('es')).toBe('Huerto de Cristal');
  });

  it('stores at most AD_TRACK_PER_IP tracking hits a minute from one address, still 204', async () => {
    const countStored = async () =>
      (await t.database.db.select().from(adEvents).where(eq(adEvents.adId, 'video-flood'))).length;
    const hit = (ip: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/ads/track?ad=video-flood&event=impression',
        remoteAddress: ip,
      });
    for (let i = 0; i < AD_TRACK_PER_IP.limit + 10; i++) {
      expect((await hit('203.0.113.7')).statusCode).toBe(204);
    }
    expect(await countStored()).toBe(AD_TRACK_PER_IP.limit);
    // another address has its own budget
    expect((await hit('203.0.113.8')).statusCode).toBe(204);
    expect(await countStored()).toBe(AD_TRACK_PER_IP.limit + 1);
  });

  it('records tracking events durably and refuses unknown ones', async () => {
    const token = await newUser();
    const ad = (await vast(null, 'glass-orchard')).ad!;
    for (const trackerUrl of [ad.impressionUrl, ad.tracking.start, ad.tracking.complete]) {
      const answer = await get(t, token, local(trackerUrl));
      expect(answer.statusCode).toBe(204);
      expect(answer.body).toBe('');
    }
    const rows = await t.database.db
      .select()
      .from(adEvents)
      .where(eq(adEvents.adId, 'video-neon-heirs'));
    expect(rows.map((r) => r.event)).toEqual(
      expect.arrayContaining(['impression', 'start', 'complete']),
    );
    const start = rows.find((r) => r.event === 'start')!;
    expect(start.contentId).toBe('glass-orchard');
    expect(start.userId).not.toBeNull();
    expect(start.viewerHash).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(start.viewerHash).not.toContain('127.0.0.1');

    for (const url of [
      '/api/ads/track?ad=video-neon-heirs&event=rewind',
      '/api/ads/track?event=start',
      '/api/ads/track?ad=video-neon-heirs',
      '/api/ads/track?ad=../x&event=start',
      '/api/ads/track?ad=video-neon-heirs&event=start&content_id=NOPE',
      '/api/ads/track?ad=video-neon-heirs&event=start&extra=1',
      '/api/ads/vast?content_id=%3Cscript%3E',
      '/api/ads/banner?placement=sidebar',
      '/api/ads/banner',
    ]) {
      const answer = await get(t, null, url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json()).toHaveProperty('detail');
    }
  });
});

describe('AD_VAST_URL', () => {
  let t: TestApp;
  const tag = 'https://ads.example.com/vast?slot=preroll';

  beforeAll(async () => {
    t = await buildTestApp('pglite', { env: { AD_VAST_URL: tag } });
  });
  afterAll(() => t?.close());

  it('sends viewers without access to the external tag, and subscribers nowhere', async () => {
    const guest = await get(t, null, '/api/ads/vast?content_id=neon-heirs');
    expect(guest.statusCode).toBe(302);
    expect(guest.headers.location).toBe(tag);
    expect(guest.headers['cache-control']).toBe('no-store');

    const token = (await signedInUser(t, { username: 'subscriber' })).access_token;
    await buy(t, token, 'monthly');
    const subscriber = await get(t, token, '/api/ads/vast?content_id=neon-heirs');
    expect(subscriber.statusCode).toBe(200);
    expect(parseVast(subscriber.body).ad).toBeNull();
  });
});
