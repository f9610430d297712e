import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  FEED,
  FOR_YOU_TEXTS,
  feedPageSchema,
  type AuthSession,
  type FeedItem,
  type WatchEventInput,
} from '@app/contract';
import { episodes } from '../src/db/schema';
import { feedCursor } from '../src/modules/feed/feed-cursor';
import { FeedRepository } from '../src/modules/feed/feed.repository';
import { buildTestApp, type TestApp } from './test-app';
import { insertFixtureCatalogue, type FixtureSeries } from './catalogue-fixture';
import { testEngines, warnSkippedEngines } from './engines';
import { manualClock, post, signedInEditor, signedInUser } from './auth-helpers';
import { watchEvent } from './metrics-fixture';
import { buy, buyCoinPack, call } from './monetization-helpers';
import { addEpisodeMedia, type EpisodeFiles } from './priced-media-fixture';

warnSkippedEngines();

/** s01 … s12: playable and published; plus one draft and one without episodes. */
const PLAYABLE = Array.from({ length: 12 }, (_, i) => `s${String(i + 1).padStart(2, '0')}`);
const CATALOGUE: FixtureSeries[] = [
  ...PLAYABLE.map((id, i) => ({ id, title: `Series ${id}`, episodes: 1 + (i % 3), lists: [] })),
  { id: 'draft-one', title: 'Draft One', episodes: 2, lists: [], published: false },
  { id: 'no-episodes', title: 'No Episodes', episodes: 0, lists: [] },
];

describe.each(testEngines())('For You feed API on %s', (engine) => {
  let t: TestApp;
  let dana: AuthSession;
  const clock = manualClock();

  const feed = async (query: Record<string, string | number> = {}, token?: string) => {
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
    );
    return t.app.inject({
      method: 'GET',
      url: `/api/feed?${search}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  };
  const page = async (query: Record<string, string | number> = {}, token?: string) => {
    const res = await feed(query, token);
    expect(res.statusCode, res.body).toBe(200);
    return feedPageSchema.parse(res.json());
  };
  /** Every page from the first, following nextCursor; `between` runs after each page. */
  const allPages = async (
    first: Record<string, string | number>,
    between: (pageNumber: number) => Promise<void> = async () => undefined,
    token?: string,
  ) => {
    // later pages: the cursor carries what the first page was asked (item picks page 1 only)
    const { item: _item, ...rest } = first;
    const pages: FeedItem[][] = [];
    let cursor: string | null = null;
    do {
      const answer = await page(cursor ? { ...rest, cursor } : first, token);
      pages.push(answer.items);
      await between(pages.length);
      cursor = answer.nextCursor;
    } while (cursor !== null && pages.length < 50);
    return pages;
  };
  const ids = (pages: FeedItem[][]) => pages.flat().map((item) => item.id);

  const watch = async (events: WatchEventInput[], token?: string) => {
    const res = await post(t, '/api/metrics/events/watch', events, {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    // the feed reads the rollups and positions, which follow the stored events
    await t.flushRollups();
  };
  /** `viewers` distinct viewers each watch `seriesId`'s episode to `completed` or to 10 %. */
  const audience = async (seriesId: string, viewers: number, completed: boolean) => {
    const events = Array.from({ length: viewers }, (_, i) => {
      const viewer_id = `aud-${seriesId}-${completed ? 'c' : 'p'}-${i}`;
      return [
        watchEvent({ viewer_id, series_id: seriesId, event_type: 'video_start', current_time: 0 }),
        watchEvent({
          viewer_id,
          series_id: seriesId,
          event_type: completed ? 'video_complete' : 'video_pause',
          current_time: completed ? 30 : 3,
        }),
      ];
    });
    await watch(events.flat());
  };
  /** A viewer's (or user's) first look at a series: it counts as started from now on. */
  const start = (seriesId: string, viewerId: string, token?: string) =>
    watch(
      [
        watchEvent({ viewer_id: viewerId, series_id: seriesId, event_type: 'video_start' }),
        watchEvent({ viewer_id: viewerId, series_id: seriesId, event_type: 'video_stop' }),
      ],
      token,
    );
  /** A new ranking generation becomes current. */
  const nextGeneration = () => clock.advance(FEED.rankingTtlMs);

  beforeAll(async () => {
    // a new ranking is always waited for here: the tests that move the clock read it at once
    t = await buildTestApp(engine, { feed: { clock: clock.now, rankingWaitMs: 60_000 } });
    await insertFixtureCatalogue(t.app.services, t.storage, CATALOGUE);
    // s03 is finished by most who start it, s01 by nobody; the rest have no audience
    await audience('s03', 6, true);
    await audience('s01', 6, false);
    dana = await signedInUser(t, { username: 'dana' });
  });
  afterAll(() => t?.close());

  it('pages through every playable published series exactly once', async () => {
    const pages = await allPages({ limit: 5 });
    expect(pages.map((p) => p.length)).toEqual([5, 5, 2]);
    const seen = ids(pages);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual(PLAYABLE);
  });

  it('ranks by recent completion rate, an unwatched series at the catalogue mean', async () => {
    const seen = ids(await allPages({ limit: 20 }));
    expect(seen[0]).toBe('s03');
    expect(seen.at(-1)).toBe('s01');
    // ties (no audience) in series id order
    expect(seen.slice(1, -1)).toEqual(PLAYABLE.filter((id) => id !== 's03' && id !== 's01'));
  });

  it("answers items with the card fields, likes and the opening episode's stream", async () => {
    const commentRes = await post(
      t,
      '/api/comments',
      { video_id: 's02', content: 'Gripping' },
      { authorization: `Bearer ${dana.access_token}` },
    );
    expect(commentRes.statusCode, commentRes.body).toBe(200);
    const like = await post(
      t,
      `/api/comments/${commentRes.json<{ comment_id: string }>().comment_id}/like`,
      {},
      { authorization: `Bearer ${dana.access_token}` },
    );
    expect(like.statusCode, like.body).toBe(200);

    const item = (await page({ limit: 20 })).items.find((i) => i.id === 's02')!;
    expect(item).toMatchObject({
      title: 'Series s02',
      subtitle: '2026 · Drama',
      image: '/media/posters/s02.jpg',
      episodesCount: 2,
      likes: 1,
      started: false,
      description: 'Series s02 description',
      episode: {
        episodeNumber: 1,
        title: 'Episode 1',
        duration: 30,
        // still processing: the original plays, as on /play
        videoUrl: '/media/uploads/s02/episode-1.mp4',
        streamStatus: 'processing',
      },
    });
    expect(item.video_url).toBe(item.episode.videoUrl);
    const detail = await t.app.inject({ method: 'GET', url: '/api/series/s02' });
    expect(item.episode.episodeId).toBe(detail.json().data.episodes[0].episodeId);
  });

  it("puts a guest's started series last, through the anonymous viewer id", async () => {
    await start('s03', 'viewer-guest-1');
    await start('s05', 'viewer-guest-1');

    const mine = (await allPages({ limit: 4, viewer_id: 'viewer-guest-1' })).flat();
    expect(mine.slice(-2).map((i) => [i.id, i.started])).toEqual([
      ['s03', true],
      ['s05', true],
    ]);
    expect(mine.slice(0, -2).every((i) => !i.started)).toBe(true);
    expect(mine).toHaveLength(PLAYABLE.length);
    // another browser's history is not this one's
    expect((await page({ viewer_id: 'viewer-guest-2' })).items[0]!.id).toBe('s03');
    expect((await page()).items[0]!.id).toBe('s03');
  });

  it("counts a signed-in user's history and this browser's viewer id's", async () => {
    await start('s03', 'viewer-dana-laptop', dana.access_token);
    await start('s04', 'viewer-dana-phone');

    const both = ids(
      await allPages({ viewer_id: 'viewer-dana-phone' }, undefined, dana.access_token),
    );
    expect(both.slice(-2)).toEqual(['s03', 's04']);
    // without the bearer only the viewer id's history is known
    const guest = ids(await allPages({ viewer_id: 'viewer-dana-phone' }));
    expect(guest[0]).toBe('s03');
    expect(guest.at(-1)).toBe('s04');
  });

  it('keeps its order when rollups and the viewer change between pages', async () => {
    const viewer = 'viewer-stable';
    const first = await page({ limit: 4, viewer_id: viewer });
    const shown = first.items.map((i) => i.id);
    const pages = await allPages({ limit: 4, viewer_id: viewer }, async (n) => {
      if (n !== 1) return;
      // meanwhile: the viewer watches what page 1 showed and one it has not reached yet, the
      // last-ranked series turns into the best one, and a new ranking becomes current
      await start(shown[0]!, viewer);
      await start(shown[1]!, viewer);
      await start('s01', viewer);
      await audience('s01', 40, true);
      nextGeneration();
    });
    const seen = ids(pages);
    expect(seen.slice(0, 4)).toEqual(shown);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual(PLAYABLE);
    // the old order held: s01 (last when the feed began) is still last
    expect(seen.at(-1)).toBe('s01');

    // a feed begun now sees the change: s01 ranks first, and what the viewer started goes last
    const fresh = ids(await allPages({ limit: 20, viewer_id: 'viewer-fresh' }));
    expect(fresh[0]).toBe('s01');
    const again = ids(await allPages({ limit: 20, viewer_id: viewer }));
    expect(again.slice(-3).sort()).toEqual([shown[0]!, shown[1]!, 's01'].sort());
  });

  it('opens with the requested item and leaves it out of later pages', async () => {
    const pages = await allPages({ item: 's07', limit: 5 });
    const seen = ids(pages);
    expect(seen[0]).toBe('s07');
    expect(pages[0]).toHaveLength(5);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort()).toEqual(PLAYABLE);

    // an item that cannot play is ignored: the feed starts as usual
    for (const item of ['draft-one', 'no-episodes', 'never-heard-of']) {
      const answer = await page({ item, limit: 20 });
      expect(answer.items.map((i) => i.id).sort()).toEqual(PLAYABLE);
    }
  });

  it('refuses bad input with 400 and a readable detail', async () => {
    const detail = async (query: Record<string, string | number>) => {
      const res = await feed(query);
      expect(res.statusCode, res.body).toBe(400);
      return res.json<{ detail: string }>().detail;
    };
    expect(await detail({ cursor: 'not-a-cursor' })).toBe(FOR_YOU_TEXTS.invalidCursor);
    expect(await detail({ cursor: Buffer.from('f1.1.2.3.4').toString('base64url') })).toBe(
      FOR_YOU_TEXTS.invalidCursor,
    );
    expect(await detail({ cursor: Buffer.from('c1.1.x').toString('base64url') })).toBe(
      FOR_YOU_TEXTS.invalidCursor,
    );
    expect(await detail({ cursor: 'x'.repeat(FEED.maxCursorLength + 1) })).toMatch(/cursor/);
    const { nextCursor } = await page({ limit: 2 });
    expect(await detail({ cursor: nextCursor!, item: 's02' })).toMatch(
      FOR_YOU_TEXTS.itemWithCursor,
    );
    for (const query of [{ limit: 0 }, { limit: 21 }, { limit: 'many' }]) {
      expect(await detail(query)).toMatch(/limit/);
    }
    expect(await detail({ viewer_id: 'no' })).toMatch(/viewer id/i);
    expect(await detail({ item: 'Not An Id' })).toMatch(/Invalid video ID/);
    expect(await detail({ sort: 'new' })).toMatch(/sort/);
  });

  it('expires a cursor whose ranking is gone, with 400', async () => {
    const { nextCursor } = await page({ limit: 2 });
    const stillFine = await feed({ cursor: nextCursor! });
    expect(stillFine.statusCode, stillFine.body).toBe(200);

    clock.advance(FEED.rankingRetentionMs + FEED.rankingTtlMs);
    // the next first page computes a new ranking and drops the old ones
    await page();
    const expired = await feed({ cursor: nextCursor! });
    expect(expired.statusCode, expired.body).toBe(400);
    expect(expired.json()).toMatchObject({ detail: FOR_YOU_TEXTS.expiredCursor });
  });

  it('is not cached by shared caches', async () => {
    const res = await feed();
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

// an opening episode behind a price or an editor's lock: granted to who may play it, else locked
describe.each(testEngines())('For You feed with a protected opening episode on %s', (engine) => {
  let t: TestApp;
  let editor: string;
  let priced: EpisodeFiles[];
  let free: EpisodeFiles[];
  let users = 0;

  const newUser = async () =>
    (await signedInUser(t, { username: `feed-viewer${++users}` })).access_token;
  /** The feed's item for `seriesId`, as `token` (or a guest with a viewer id) sees it. */
  const itemOf = async (seriesId: string, token: string | null) => {
    const res = await call(t, token, {
      method: 'GET',
      url: `/api/feed?limit=20&viewer_id=feed-viewer-${users}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = feedPageSchema.parse(res.json()).items.find((i) => i.id === seriesId);
    expect(item, seriesId).toBeDefined();
    return item!;
  };
  const media = (url: string) => t.app.inject({ method: 'GET', url });
  const plain = (key: string) => `/media/${key}`;
  /** `key` under a playback grant: /media/g/{token}/{key}. */
  const grantedPattern = (key: string) =>
    new RegExp(`^/media/g/[A-Za-z0-9._-]+/${key.replace(/[.]/g, '\\.')}$`);

  const expectLocked = async (item: FeedItem, files: EpisodeFiles) => {
    expect(item.episode).toMatchObject({ episodeNumber: 1, isLocked: true });
    // the app's own URL of the master, which answers 403 without a grant
    expect(item.episode.videoUrl).toBe(plain(files.master));
    expect(item.video_url).toBe(item.episode.videoUrl);
    const answer = await media(item.episode.videoUrl);
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ code: ErrorCode.EPISODE_LOCKED });
  };
  const expectGranted = async (item: FeedItem, files: EpisodeFiles, other: EpisodeFiles) => {
    expect(item.episode).toMatchObject({ episodeNumber: 1, isLocked: false });
    expect(item.episode.videoUrl).toMatch(grantedPattern(files.master));
    expect(item.video_url).toBe(item.episode.videoUrl);
    const answer = await media(item.episode.videoUrl);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body).toMatch(/^#EXTM3U/);
    // the grant opens the opening episode alone
    const prefix = item.episode.videoUrl.slice(0, -files.master.length);
    expect((await media(`${prefix}${other.master}`)).statusCode).toBe(403);
  };

  beforeAll(async () => {
    t = await buildTestApp(engine);
    const assets = await insertFixtureCatalogue(t.app.services, t.storage, [
      { id: 'paid-from-one', title: 'Paid From One', episodes: 2, lists: [] },
      { id: 'open-sky', title: 'Open Sky', episodes: 2, lists: [] },
    ]);
    priced = await addEpisodeMedia(t, 'paid-from-one', assets['paid-from-one']!);
    free = await addEpisodeMedia(t, 'open-sky', assets['open-sky']!);
    editor = (await signedInEditor(t)).access_token;
    // no free episode: the feed's opening episode (the lowest-numbered with a video) costs coins
    const pricing = await call(t, editor, {
      method: 'PATCH',
      url: '/api/studio/series/paid-from-one',
      payload: { free_episodes: 0, coin_price_per_episode: 250 },
    });
    expect(pricing.statusCode, pricing.body).toBe(200);
  }, 120_000);
  afterAll(() => t?.close());

  it('shows a priced opening episode locked, without a grant, to a guest and to a viewer without the unlock', async () => {
    await expectLocked(await itemOf('paid-from-one', null), priced[0]!);
    await expectLocked(await itemOf('paid-from-one', await newUser()), priced[0]!);
    // a free series beside it plays from its public URL
    const open = await itemOf('open-sky', null);
    expect(open.episode.isLocked).toBe(false);
    expect(open.episode.videoUrl).toBe(plain(free[0]!.master));
    expect((await media(open.episode.videoUrl)).statusCode).toBe(200);
  });

  it('grants the priced opening episode to the viewer who unlocked it with coins', async () => {
    const token = await newUser();
    await buyCoinPack(t, token, 'coins-500');
    const unlocked = await call(t, token, {
      method: 'POST',
      url: '/api/series/paid-from-one/episodes/1/unlock',
      payload: { idempotency_key: 'feed-unlock-1' },
    });
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    await expectGranted(await itemOf('paid-from-one', token), priced[0]!, priced[1]!);
    // the free series' URL stays public: no grant where none is needed
    expect((await itemOf('open-sky', token)).episode.videoUrl).toBe(plain(free[0]!.master));
  });

  it('grants the priced opening episode to a subscriber', async () => {
    const subscriber = await newUser();
    await buy(t, subscriber, 'monthly');
    await expectGranted(await itemOf('paid-from-one', subscriber), priced[0]!, priced[1]!);
  });

  it('locks an editor-locked opening episode without a price, and grants it to a subscriber', async () => {
    await t.database.db
      .update(episodes)
      .set({ isLocked: true })
      .where(eq(episodes.seriesId, 'open-sky'));
    t.app.services.catalogue.invalidate();
    await t.app.services.access.ready();
    try {
      await expectLocked(await itemOf('open-sky', null), free[0]!);
      await expectLocked(await itemOf('open-sky', await newUser()), free[0]!);
      const subscriber = await newUser();
      await buy(t, subscriber, 'monthly');
      await expectGranted(await itemOf('open-sky', subscriber), free[0]!, free[1]!);
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

describe.each(testEngines())('For You rankings on %s, when a new one is slow to make', (engine) => {
  let t: TestApp;
  const clock = manualClock();
  const generationOf = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/feed?limit=2' });
    expect(res.statusCode, res.body).toBe(200);
    const { nextCursor } = feedPageSchema.parse(res.json());
    return feedCursor.decode(nextCursor!).generation;
  };

  beforeAll(async () => {
    // no wait: a first page of a new bucket takes the last ranking whenever one is kept
    t = await buildTestApp(engine, { feed: { clock: clock.now, rankingWaitMs: 0 } });
    await insertFixtureCatalogue(t.app.services, t.storage, CATALOGUE);
  });
  afterAll(() => t?.close());

  it('answers from the last ranking kept until the new one is made, and waits when none is', async () => {
    const original = FeedRepository.prototype.computeGeneration;
    const make = vi.spyOn(FeedRepository.prototype, 'computeGeneration');
    try {
      // nothing kept: the first page waits for its ranking
      const first = await generationOf();
      expect(make).toHaveBeenCalledTimes(1);

      // the next bucket's ranking held back: first pages meanwhile get the last one, made once
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const making: Promise<void>[] = [];
      make.mockImplementationOnce(function (this: FeedRepository, ...args) {
        const done = held.then(() => original.call(this, ...args));
        making.push(done);
        return done;
      });
      clock.advance(FEED.rankingTtlMs);
      expect(await generationOf()).toBe(first);
      expect(await generationOf()).toBe(first);
      expect(make).toHaveBeenCalledTimes(2);

      release();
      await Promise.all(making);
      expect(await generationOf()).toBe(first + 1);
      expect(make).toHaveBeenCalledTimes(2);
    } finally {
      make.mockRestore();
    }
  });
});
