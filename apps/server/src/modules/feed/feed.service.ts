import {
  ErrorCode,
  FEED,
  FOR_YOU_TEXTS,
  METRICS,
  type FeedItem,
  type FeedPage,
  type feedQuerySchema,
  grantedMediaUrl,
  type Locale,
  requestedTextLocale,
  translatedText,
} from '@app/contract';
import type { z } from 'zod';
import { badRequest } from '../../http/http-error';
import type { Storage } from '../../storage/storage';
import type { AuthUser } from '../../http/auth-guard';
import { isPlayable, isProtectedEpisode } from '../access/access-rules';
import { viewerOf, type AccessService, type Viewer } from '../access/access.service';
import { cardSubtitle } from '../catalogue/catalogue.service';
import { isStreamReady, mediaUrl, playableKey } from '../catalogue/episode-media';
import { userOwner, viewerOwner } from '../../platform/viewer-identity';
import { feedCursor, type FeedCursor } from './feed-cursor';
import type { FeedItemRow, FeedRepository, RankedRow, StartedScope } from './feed.repository';

type FeedQuery = z.output<typeof feedQuerySchema>;

export type FeedServiceDeps = {
  repository: FeedRepository;
  storage: Storage;
  /** Whether a protected opening episode plays for the viewer. */
  access: AccessService;
  /** Picks the ranking generation (time bucket); tests move it. */
  clock?: () => Date;
  /** How long a first page waits for its bucket's new ranking (RANKING_WAIT_MS); tests set it. */
  rankingWaitMs?: number;
};

/**
 * How long the first page of a new time bucket waits for the bucket's ranking before the last one
 * kept answers it: a ranking takes milliseconds at a hundred series and a minute at a million.
 */
const RANKING_WAIT_MS = 1000;

// generations older than this many buckets go when a new one is made
const KEPT_GENERATIONS = Math.ceil(FEED.rankingRetentionMs / FEED.rankingTtlMs);

/**
 * The For You feed (docs/product/feed.md): every playable series once, those the viewer has
 * not started first, each group by its recent completion rate. The order is fixed at the first
 * page (a ranking generation and the time of that page, both in the cursor), so later pages
 * follow it whatever the rollups and the viewer's history do meanwhile.
 */
export class FeedService {
  private readonly repository: FeedRepository;
  private readonly storage: Storage;
  private readonly access: AccessService;
  private readonly clock: () => Date;
  private readonly rankingWaitMs: number;
  private readonly computing = new Map<number, Promise<void>>();

  constructor(deps: FeedServiceDeps) {
    this.repository = deps.repository;
    this.storage = deps.storage;
    this.access = deps.access;
    this.clock = deps.clock ?? (() => new Date());
    this.rankingWaitMs = deps.rankingWaitMs ?? RANKING_WAIT_MS;
  }

  async page(query: FeedQuery, user: AuthUser | null): Promise<FeedPage> {
    const userId = user?.id ?? null;
    const limit = query.limit ?? FEED.pageSize;
    const owners = [
      ...(userId ? [userOwner(userId)] : []),
      ...(query.viewer_id ? [viewerOwner(query.viewer_id)] : []),
    ];
    const position = query.cursor
      ? await this.resume(query.cursor)
      : await this.start(query.item ?? null);
    const scope: StartedScope = { owners, before: position.startedBefore };
    // the pinned item opens page 1 and counts towards its limit
    const pinnedHere = !query.cursor && position.pinned !== null;
    const room = limit - (pinnedHere ? 1 : 0);

    // one more than fits: whether another page follows
    const rows: (RankedRow & { started: boolean })[] = [];
    const ranked = (started: boolean, afterRank: number, count: number) =>
      this.repository.ranked({
        generation: position.generation,
        scope,
        started,
        afterRank,
        exclude: position.pinned,
        limit: count,
      });
    if (!position.started) {
      for (const row of await ranked(false, position.rank, room + 1))
        rows.push({ ...row, started: false });
    }
    if (rows.length <= room) {
      const afterRank = position.started ? position.rank : 0;
      for (const row of await ranked(true, afterRank, room + 1 - rows.length))
        rows.push({ ...row, started: true });
    }
    const pageRows = rows.slice(0, room);
    const last = pageRows.at(-1);
    const nextCursor =
      rows.length > room
        ? feedCursor.encode({
            ...position,
            started: last?.started ?? position.started,
            rank: last?.rank ?? position.rank,
          })
        : null;

    const ids = [...(pinnedHere ? [position.pinned!] : []), ...pageRows.map((r) => r.seriesId)];
    const started = new Set(pageRows.filter((r) => r.started).map((r) => r.seriesId));
    const [details, pinnedStarted] = await Promise.all([
      this.repository.items(ids),
      pinnedHere ? this.repository.startedAmong(scope, [position.pinned!]) : new Set<string>(),
    ]);
    const byId = new Map(details.map((row) => [row.id, row]));
    const viewer = viewerOf(user, query.viewer_id);
    const locale = requestedTextLocale(query.lang);
    const items = await Promise.all(
      ids.flatMap((id) => {
        const row = byId.get(id);
        // unpublished since it was ranked: left out, the order of the rest stands
        const isStarted = started.has(id) || pinnedStarted.has(id);
        return row ? [this.toItem(row, isStarted, viewer, locale)] : [];
      }),
    );
    return { items, nextCursor };
  }

  /** Page 1: the current generation, now, and the item to open with if it can play. */
  private async start(item: string | null): Promise<FeedCursor> {
    const [generation, startedBefore, pinned] = await Promise.all([
      this.currentGeneration(),
      this.repository.now(),
      // an unknown or unplayable item is no reason to fail the feed: it starts as usual
      item === null ? [] : this.repository.items([item]),
    ]);
    return {
      generation,
      startedBefore,
      started: false,
      rank: 0,
      pinned: pinned.length > 0 ? item : null,
    };
  }

  private async resume(value: string): Promise<FeedCursor> {
    const cursor = feedCursor.decode(value);
    if (!(await this.repository.hasGeneration(cursor.generation))) {
      throw badRequest(FOR_YOU_TEXTS.expiredCursor, ErrorCode.VALIDATION_FAILED);
    }
    return cursor;
  }

  /**
   * This time bucket's ranking, made by the first request that needs it. A first page waits for
   * it up to rankingWaitMs; past that, the newest ranking kept answers it (and those after it)
   * until the new one is made. Only when none is kept does a page wait for it to the end.
   */
  private async currentGeneration(): Promise<number> {
    const generation = Math.floor(this.clock().getTime() / FEED.rankingTtlMs);
    if (await this.repository.hasGeneration(generation)) return generation;
    const made = this.makeGeneration(generation);
    const inTime = await new Promise<boolean>((resolve, reject) => {
      const timer = setTimeout(() => resolve(false), this.rankingWaitMs);
      made.then(
        () => {
          clearTimeout(timer);
          resolve(true);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error as Error);
        },
      );
    });
    if (inTime) return generation;
    const kept = await this.repository.latestGeneration(generation - KEPT_GENERATIONS);
    if (kept !== null) return kept;
    await made;
    return generation;
  }

  /** Makes `generation`'s ranking, once however many requests ask at the same time. */
  private makeGeneration(generation: number): Promise<void> {
    let pending = this.computing.get(generation);
    if (!pending) {
      pending = this.repository
        .computeGeneration(
          generation,
          {
            windowDays: FEED.rankingWindowDays,
            completionThreshold: METRICS.completionThreshold,
            priorWeight: FEED.priorWeight,
          },
          generation - KEPT_GENERATIONS,
        )
        .finally(() => this.computing.delete(generation));
      this.computing.set(generation, pending);
    }
    return pending;
  }

  private url(key: string | null | undefined): string {
    return mediaUrl(this.storage, key);
  }

  /**
   * A protected opening episode (priced or locked: rare) asks the access decision: the viewer
   * who may play it gets a granted URL, anyone else the item marked locked.
   */
  private async openingVideo(
    row: FeedItemRow,
    viewer: Viewer,
  ): Promise<{ videoUrl: string; isLocked: boolean }> {
    const key = playableKey(row);
    if (!isProtectedEpisode(row, row)) return { videoUrl: this.url(key), isLocked: false };
    const url = mediaUrl(this.storage, key, true);
    const standing = await this.access.standing(viewer, row.id);
    const episode = standing?.episodes.find((e) => e.id === row.episodeId);
    if (!standing || !episode || !isPlayable(episode.state))
      return { videoUrl: url, isLocked: true };
    const grant = this.access.grants(viewer, { ...standing, episodes: [episode] })[0];
    return { videoUrl: grant ? grantedMediaUrl(url, grant) : url, isLocked: !grant };
  }

  private async toItem(
    row: FeedItemRow,
    started: boolean,
    viewer: Viewer,
    locale: Locale | null,
  ): Promise<FeedItem> {
    const image = this.url(row.posterKey);
    const text = translatedText(row, row.translations, locale);
    const ready = isStreamReady(row);
    // the HLS master once transcoded, the original until then: what /play gets
    const { videoUrl, isLocked } = await this.openingVideo(row, viewer);
    return {
      id: row.id,
      title: text.title,
      subtitle: cardSubtitle(row),
      image,
      video_url: videoUrl,
      views: row.views,
      episodesCount: row.episodesCount,
      description: text.description,
      likes: row.likes,
      started,
      episode: {
        episodeId: row.episodeId,
        episodeNumber: row.episodeNumber,
        title: row.episodeTitle,
        duration: row.duration,
        videoUrl,
        thumbnail: this.url(row.thumbnailKey ?? row.videoPosterKey) || image,
        streamStatus: ready ? 'ready' : row.videoStatus === 'failed' ? 'failed' : 'processing',
        isLocked,
      },
    };
  }
}
