import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import {
  ErrorCode,
  PLAYBACK_GRANT,
  grantedMediaUrl,
  playbackSchema,
  rewardedAdSessionSchema,
  subscriptionStatusResponseSchema,
  videoDetailResponseSchema,
  type PlaybackGrant,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { episodes } from '../src/db/schema';
import { SimulatedPaymentProvider } from '../src/modules/payments/payment-provider';
import { S3Storage } from '../src/storage/s3-storage';
import type { Storage } from '../src/storage/storage';
import { manualClock, signedInEditor, signedInUser } from './auth-helpers';
import { insertFixtureCatalogue } from './catalogue-fixture';
import { testEngines, warnSkippedEngines } from './engines';
import { buy, buyCoinPack } from './monetization-helpers';
import { addEpisodeMedia, guardedKeys, type EpisodeFiles } from './priced-media-fixture';
import { startS3rver, type S3rverFixture } from './s3rver-fixture';
import { buildTestApp, type TestApp } from './test-app';
import { parseVast } from './vast-validator';

warnSkippedEngines();

type Driver = 'local' | 's3';
const CDN = 'https://cdn.example.com/media';
const cases = testEngines().flatMap((engine) =>
  (['local', 's3'] as const).map((driver) => [engine, driver] as const),
);

// the media of a priced episode answers 403 without a grant; the grant opens that episode alone
describe.each(cases)('playback grants on %s with %s storage', (engine, driver: Driver) => {
  let t: TestApp<Storage>;
  let s3: S3rverFixture | undefined;
  let editor: string;
  let priced: EpisodeFiles[];
  let free: EpisodeFiles[];
  let users = 0;
  const clock = manualClock(Date.parse('2026-06-01T12:00:00Z'));
  const provider = new SimulatedPaymentProvider();

  const send = (
    token: string | null,
    method: InjectOptions['method'],
    url: string,
    body?: object,
  ) =>
    t.app.inject({
      method,
      url,
      ...(body ? { payload: body } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const media = (url: string) => t.app.inject({ method: 'GET', url });
  const plain = (key: string) => `/media/${key}`;
  const newUser = async () =>
    (await signedInUser(t, { username: `grantee${++users}` })).access_token;
  const grantsOf = async (token: string, series = 'neon-heirs') => {
    const answer = await send(token, 'GET', `/api/subscriptions/status?content_id=${series}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return subscriptionStatusResponseSchema.parse(answer.json()).playback ?? [];
  };
  const grantFor = (grants: PlaybackGrant[], n: number) =>
    grants.find((g) => g.episode_number === n);
  const expectAll = async (urls: string[], status: number) => {
    for (const url of urls) {
      const answer = await media(url);
      expect(answer.statusCode, `${url}: ${answer.body.slice(0, 200)}`).toBe(status);
      if (status === 403) {
        expect(answer.json()).toMatchObject({ code: ErrorCode.EPISODE_LOCKED });
        expect(answer.headers['cache-control']).toBe('no-store');
      }
    }
  };
  const granted = (f: EpisodeFiles, grant: PlaybackGrant) =>
    guardedKeys(f).map((key) => grantedMediaUrl(plain(key), grant));
  beforeAll(async () => {
    if (driver === 's3') s3 = await startS3rver();
    t = await buildTestApp<Storage>(engine, {
      billing: { clock: clock.now, provider },
      wallet: { clock: clock.now },
      // S3 behind a public CDN base: free files are named by it, protected ones never
      ...(s3 ? { storage: new S3Storage({ ...s3.config, publicUrl: CDN }) } : {}),
    });
    const assets = await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'neon-heirs', title: 'Neon Heirs', episodes: 4, lists: [] },
      { id: 'open-sky', title: 'Open Sky', episodes: 1, lists: [] },
    ]);
    priced = await addEpisodeMedia(t, 'neon-heirs', assets['neon-heirs']!);
    free = await addEpisodeMedia(t, 'open-sky', assets['open-sky']!);
    editor = (await signedInEditor(t)).access_token;
    const pricing = await send(editor, 'PATCH', '/api/studio/series/neon-heirs', {
      free_episodes: 1,
      coin_price_per_episode: 250,
    });
    expect(pricing.statusCode, pricing.body).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  it('keeps free episodes public and cacheable, and their URLs in the answers', async () => {
    const detail = videoDetailResponseSchema.parse(
      (await send(null, 'GET', '/api/videos/open-sky')).json(),
    );
    expect(detail.data.episodes[0]!.isLocked).toBe(false);
    expect(detail.data.episodes[0]!.videoUrl).toBe(
      driver === 's3' ? `${CDN}/${free[0]!.master}` : plain(free[0]!.master),
    );
    for (const key of [...guardedKeys(free[0]!), ...guardedKeys(priced[0]!)]) {
      const answer = await media(plain(key));
      expect(answer.statusCode, key).toBe(200);
      expect(answer.headers['cache-control'], key).toMatch(/^(public|no-cache)/);
    }
    // twice: the second answer of a small file may come from the in-memory fast path
    const again = await media(plain(free[0]!.segment));
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 403 for every file of a priced episode to guests and viewers without the unlock', async () => {
    const detail = videoDetailResponseSchema.parse(
      (await send(null, 'GET', '/api/videos/neon-heirs')).json(),
    );
    const second = detail.data.episodes[1]!;
    expect(second.isLocked).toBe(true);
    // a spec-only client still reads a videoUrl: the app's own, which answers 403 until granted
    expect(second.videoUrl).toBe(plain(priced[1]!.master));
    expect(second.captions?.[0]?.url).toBe(plain(priced[1]!.caption));
    for (let i = 1; i < priced.length; i++) {
      await expectAll(guardedKeys(priced[i]!).map(plain), 403);
    }
    // the poster stays public: pages show it on the locked episode
    expect((await media(plain(priced[1]!.poster))).statusCode).toBe(200);
    const token = await newUser();
    expect(await grantsOf(token)).toEqual([]);
    const refused = await send(token, 'GET', '/api/series/neon-heirs/episodes/2/playback');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: ErrorCode.EPISODE_LOCKED });
    const guest = await send(
      null,
      'GET',
      '/api/series/neon-heirs/episodes/2/playback?viewer_id=guest-viewer-1',
    );
    expect(guest.statusCode).toBe(403);
  });

  it('opens an episode unlocked with coins, and that episode only', async () => {
    const token = await newUser();
    await buyCoinPack(t, token, 'coins-500');
    const unlocked = await send(token, 'POST', '/api/series/neon-heirs/episodes/2/unlock', {
      idempotency_key: 'unlock-2-grants',
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    const grants = await grantsOf(token);
    expect(grants.map((g) => g.episode_number)).toEqual([2]);
    const grant = grantFor(grants, 2)!;
    expect(grant.media_prefix).toMatch(/^\/media\/g\/[A-Za-z0-9._-]+\/$/);
    await expectAll(granted(priced[1]!, grant), 200);
    const segment = await media(grantedMediaUrl(plain(priced[1]!.segment), grant));
    expect(segment.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(segment.rawPayload.length).toBe(194_000);
    // one grant never opens another episode
    await expectAll(granted(priced[2]!, grant), 403);
    // the playback call answers the same grant's URL
    const playback = playbackSchema.parse(
      (await send(token, 'GET', '/api/series/neon-heirs/episodes/2/playback')).json(),
    );
    expect(playback).toMatchObject({ access: 'coins', media_prefix: grant.media_prefix });
    expect(playback.video_url).toBe(grantedMediaUrl(plain(priced[1]!.master), grant));
  });

  it('opens an episode unlocked by a rewarded ad watched to its end', async () => {
    const token = await newUser();
    const started = await send(token, 'POST', '/api/series/neon-heirs/episodes/3/rewarded-ad');
    expect(started.statusCode, started.body).toBe(200);
    const session = rewardedAdSessionSchema.parse(started.json());
    const vast = await send(token, 'GET', session.vast_url);
    const ad = parseVast(vast.body).ad!;
    await expectAll(guardedKeys(priced[2]!).map(plain), 403);
    clock.advance(ad.durationSeconds * 1000);
    const complete = new URL(ad.tracking.complete);
    expect(
      (await t.app.inject({ method: 'GET', url: `${complete.pathname}${complete.search}` }))
        .statusCode,
    ).toBe(204);
    const claimed = await send(
      token,
      'POST',
      `/api/series/neon-heirs/episodes/3/rewarded-ad/${session.ad_session_id}/claim`,
    );
    expect(claimed.statusCode, claimed.body).toBe(200);
    const grants = await grantsOf(token);
    expect(grants.map((g) => g.episode_number)).toEqual([3]);
    await expectAll(granted(priced[2]!, grantFor(grants, 3)!), 200);
    const playback = playbackSchema.parse(
      (await send(token, 'GET', '/api/series/neon-heirs/episodes/3/playback')).json(),
    );
    expect(playback.access).toBe('ad');
  });

  it('opens every priced episode once the coins spent reach the fair cap', async () => {
    const token = await newUser();
    await buyCoinPack(t, token, 'coins-500');
    for (const n of [2, 3]) {
      const answer = await send(token, 'POST', `/api/series/neon-heirs/episodes/${n}/unlock`, {
        idempotency_key: `cap-unlock-${n}`,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const grants = await grantsOf(token);
    expect(grants.map((g) => g.episode_number)).toEqual([2, 3, 4]);
    const playback = playbackSchema.parse(
      (await send(token, 'GET', '/api/series/neon-heirs/episodes/4/playback')).json(),
    );
    expect(playback.access).toBe('cap');
    await expectAll(granted(priced[3]!, grantFor(grants, 4)!), 200);
  });

  it('opens every priced episode to a subscriber, a buyer of the series and an editor', async () => {
    const subscriber = await newUser();
    await buy(t, subscriber, 'monthly');
    const buyer = await newUser();
    await buy(t, buyer, 'individual_series', 'neon-heirs');
    for (const token of [subscriber, buyer, editor]) {
      const grants = await grantsOf(token);
      expect(grants.map((g) => g.episode_number)).toEqual([2, 3, 4]);
      for (const n of [2, 3, 4])
        await expectAll(granted(priced[n - 1]!, grantFor(grants, n)!), 200);
    }
    const access = playbackSchema.parse(
      (await send(editor, 'GET', '/api/series/neon-heirs/episodes/3/playback')).json(),
    ).access;
    expect(access).toBe('editor');
  });

  it('holds the rule over a real socket, where held files are answered before Fastify', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const fetchMedia = async (url: string) => {
      const answer = await fetch(`http://127.0.0.1:${port}${url}`);
      return {
        status: answer.status,
        cacheControl: answer.headers.get('cache-control'),
        size: (await answer.arrayBuffer()).byteLength,
      };
    };
    const subscriber = await newUser();
    await buy(t, subscriber, 'monthly');
    const grant = grantFor(await grantsOf(subscriber), 2)!;
    const segment = priced[1]!.segment;
    // the granted answers put the segment in memory; the plain URL must stay shut all the same
    for (let i = 0; i < 3; i++) {
      expect(await fetchMedia(grantedMediaUrl(plain(segment), grant))).toEqual({
        status: 200,
        cacheControl: 'private, max-age=31536000, immutable',
        size: 194_000,
      });
      expect((await fetchMedia(plain(segment))).status).toBe(403);
      expect((await fetchMedia(grantedMediaUrl(plain(priced[2]!.segment), grant))).status).toBe(
        403,
      );
    }
    for (let i = 0; i < 2; i++) {
      expect(await fetchMedia(plain(free[0]!.segment))).toMatchObject({
        status: 200,
        cacheControl: 'public, max-age=31536000, immutable',
      });
    }
  });

  it('refuses an expired grant, a forged one, and a grant of another episode', async () => {
    const subscriber = await newUser();
    await buy(t, subscriber, 'annual');
    const grant = grantFor(await grantsOf(subscriber), 3)!;
    const urls = granted(priced[2]!, grant);
    await expectAll(urls, 200);
    // a forged signature
    const forged = {
      media_prefix: grant.media_prefix.replace(/.\/$/, (c) => (c[0] === 'A' ? 'B/' : 'A/')),
    };
    await expectAll(granted(priced[2]!, forged as PlaybackGrant), 403);
    // a grant of episode 3 on episode 2's files
    await expectAll(granted(priced[1]!, grant), 403);
    // past its lifetime
    clock.advance(PLAYBACK_GRANT.ttlMs + 60_001);
    try {
      await expectAll(urls, 403);
      // a fresh one works again (the subscription runs a year)
      await expectAll(granted(priced[2]!, grantFor(await grantsOf(subscriber), 3)!), 200);
    } finally {
      clock.advance(-(PLAYBACK_GRANT.ttlMs + 60_001));
    }
  });

  it('guards an editor-locked episode without a price, and serves no unpublished upload', async () => {
    const stray = 'uploads/neon-heirs/episode-9-abcdef123456.mp4';
    await t.storage.put(stray, Buffer.alloc(100), { contentType: 'video/mp4' });
    expect((await media(plain(stray))).statusCode).toBe(404);
    await t.database.db
      .update(episodes)
      .set({ isLocked: true })
      .where(eq(episodes.seriesId, 'open-sky'));
    t.app.services.catalogue.invalidate();
    await t.app.services.access.ready();
    try {
      const detail = videoDetailResponseSchema.parse(
        (await send(null, 'GET', '/api/videos/open-sky')).json(),
      );
      expect(detail.data.episodes[0]!.isLocked).toBe(true);
      await expectAll(guardedKeys(free[0]!).map(plain), 403);
      // coins cannot open it (no price); a plan can
      const token = await newUser();
      expect(await grantsOf(token, 'open-sky')).toEqual([]);
      const subscriber = await newUser();
      await buy(t, subscriber, 'monthly');
      const grants = await grantsOf(subscriber, 'open-sky');
      await expectAll(granted(free[0]!, grantFor(grants, 1)!), 200);
    } finally {
      await t.database.db
        .update(episodes)
        .set({ isLocked: false })
        .where(eq(episodes.seriesId, 'open-sky'));
      t.app.services.catalogue.invalidate();
      await t.app.services.access.ready();
    }
  });
});
