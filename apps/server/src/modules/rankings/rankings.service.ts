import {
  FEED,
  METRICS,
  RANKING_KINDS,
  RANKINGS,
  type Locale,
  type RankingEntry,
  type RankingKind,
  rankingsResponseSchema,
} from '@app/contract';
import { TtlCache } from '../../lib/ttl-cache';
import type { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type {
  RankedEntry,
  RankedSeries,
  RankingRule,
  RankingsRepository,
} from './rankings.repository';

const RULE: RankingRule = {
  size: RANKINGS.size,
  trendingWindowDays: RANKINGS.trendingWindowDays,
  trendingPriorViews: RANKINGS.trendingPriorViews,
  newWindowDays: RANKINGS.newWindowDays,
  finishedWindowDays: FEED.rankingWindowDays,
  completionThreshold: METRICS.completionThreshold,
  priorWeight: FEED.priorWeight,
};

/** One kind's ranks now and a day earlier, as computed at `computedAt`. */
type Snapshot = {
  computedAt: Date;
  entries: RankedEntry[];
  /** Older than RANKINGS.refreshMs, or the catalogue changed since. */
  stale: boolean;
};

export type RankingsServiceDeps = {
  repository: RankingsRepository;
  catalogueRepository: CatalogueRepository;
  /** The cards (toCard) and the change notices (onChange). */
  catalogue: CatalogueService;
  refreshMs?: number;
  cacheTtlMs?: number;
};

/** Each rank with the rank the same series had in the earlier ranking (null: not in it). */
export const withPreviousRanks = (
  now: readonly RankedSeries[],
  before: readonly RankedSeries[],
): Snapshot['entries'] => {
  const earlier = new Map(before.map((row) => [row.seriesId, row.rank]));
  return now.map((row) => ({
    seriesId: row.seriesId,
    rank: row.rank,
    previousRank: earlier.get(row.seriesId) ?? null,
  }));
};

/**
 * The rankings (docs/product/rankings.md): each kind's top 50, computed from the rollups in the
 * background at most every RANKINGS.refreshMs and kept in memory, so a request never reads more
 * than the 50 cards whatever the catalogue's size. Each computation is stored too, so a process
 * holding none answers from the last one stored (any instance's) and refreshes it in the
 * background when it is stale, instead of waiting a minute at 1M series. Answers are cached
 * serialised, like the catalogue's, and both are dropped when the catalogue changes (its cache
 * bus included).
 */
export class RankingsService {
  private readonly snapshots = new Map<RankingKind, Snapshot>();
  private readonly computing = new Map<RankingKind, Promise<Snapshot>>();
  private readonly loading = new Map<RankingKind, Promise<Snapshot>>();
  private readonly answers: TtlCache<Buffer>;
  private readonly building = new Map<string, Promise<Buffer>>();
  private readonly refreshMs: number;
  private generation = 0;
  /** This process's markings of the stored rankings as outdated, chained: settles after them all. */
  private marked: Promise<void> = Promise.resolve();

  constructor(private readonly deps: RankingsServiceDeps) {
    this.refreshMs = deps.refreshMs ?? RANKINGS.refreshMs;
    this.answers = new TtlCache(deps.cacheTtlMs ?? 10_000, 2 * RANKING_KINDS.length * 8);
    deps.catalogue.onChange(({ local }) => this.clear(local));
  }

  /** `local`: the change was made here, so this process marks the stored rankings outdated. */
  private clear(local: boolean): void {
    this.generation++;
    this.answers.clear();
    this.building.clear();
    for (const snapshot of this.snapshots.values()) snapshot.stale = true;
    // the stored ones too, for a process that reads them before anyone recomputes: once, by
    // the instance that made the change (the others hear of it through the bus)
    // one after another: a refresh waits for the last, and so for every mark before it (two at
    // once on a pool could land in either order, the earlier after a refresh had begun)
    if (local) {
      this.marked = this.marked.then(() =>
        this.deps.repository.markCatalogueChanged().catch(() => undefined),
      );
    }
  }

  /** Recomputes `kind` now and waits for it (tests, and a first request when none is stored). */
  refresh(kind: RankingKind): Promise<Snapshot> {
    const pending = this.computing.get(kind);
    if (pending) return pending;
    const started = this.generation;
    let startedAt = new Date();
    // begun after this process's own mark, so the mark does not outdate what it stores
    const computing = this.marked
      .then(() => {
        startedAt = new Date();
        return Promise.all([
          this.deps.repository.top(kind, RULE, 0),
          this.deps.repository.top(kind, RULE, RANKINGS.previousOffsetDays),
        ]);
      })
      .then(async ([now, before]) => {
        const snapshot: Snapshot = {
          computedAt: new Date(),
          entries: withPreviousRanks(now, before),
          stale: started !== this.generation,
        };
        this.hold(kind, snapshot);
        const { computedAt, entries, stale } = snapshot;
        // a failed write keeps the computed ranking here; the next computation stores again
        await this.deps.repository
          .store(kind, { computedAt, entries, catalogueChanged: stale }, startedAt)
          .catch(() => undefined);
        return snapshot;
      })
      .finally(() => this.computing.delete(kind));
    this.computing.set(kind, computing);
    return computing;
  }

  /** Holds `snapshot` until it is RANKINGS.refreshMs old (computed here or read from the store). */
  private hold(kind: RankingKind, snapshot: Snapshot): void {
    this.snapshots.set(kind, snapshot);
    const age = Date.now() - snapshot.computedAt.getTime();
    if (age >= this.refreshMs) snapshot.stale = true;
    else setTimeout(() => (snapshot.stale = true), this.refreshMs - age).unref();
    // answers built from the snapshot before go with it
    this.answers.clear();
  }

  /**
   * The stored ranking, stale when it is RANKINGS.refreshMs old or the catalogue changed since;
   * only when none was ever stored is the first computation waited for.
   */
  private load(kind: RankingKind): Promise<Snapshot> {
    const pending = this.loading.get(kind);
    if (pending) return pending;
    const started = this.generation;
    const loading = this.deps.repository
      .stored(kind)
      .then((stored) => {
        // a computation that ended meanwhile is newer
        const held = this.snapshots.get(kind);
        if (held) return held;
        if (!stored) return this.refresh(kind);
        const snapshot: Snapshot = {
          computedAt: stored.computedAt,
          entries: stored.entries,
          stale: stored.catalogueChanged || started !== this.generation,
        };
        this.hold(kind, snapshot);
        return snapshot;
      })
      .finally(() => this.loading.delete(kind));
    this.loading.set(kind, loading);
    return loading;
  }

  /** The held ranking, refreshed in the background once stale. */
  private async snapshot(kind: RankingKind): Promise<Snapshot> {
    const held = this.snapshots.get(kind) ?? (await this.load(kind));
    // a failed background refresh keeps the held ranking
    if (held.stale) this.refresh(kind).catch(() => undefined);
    return held;
  }

  /** `{ success, kind, computed_at, data }` as JSON; held answers come back as they are. */
  json(kind: RankingKind, locale: Locale | null): Buffer | Promise<Buffer> {
    const key = `${kind}:${locale ?? ''}`;
    const hit = this.answers.peek(key);
    if (hit && !hit.stale) return hit.value;
    const pending = this.building.get(key) ?? this.build(key, kind, locale);
    return hit ? hit.value : pending;
  }

  /**
   * As `json`, but only an answer already held (what a request would get at once): undefined,
   * with no build started, when there is none. The page's first paint reads it
   * (modules/web-shell/page-hints.ts), so the page never waits on the database.
   */
  heldJson(kind: RankingKind, locale: Locale | null): Buffer | undefined {
    if (!this.answers.has(`${kind}:${locale ?? ''}`)) return undefined;
    const json = this.json(kind, locale);
    return Buffer.isBuffer(json) ? json : undefined;
  }

  private build(key: string, kind: RankingKind, locale: Locale | null): Promise<Buffer> {
    const generation = this.generation;
    const pending = this.answer(kind, locale)
      .then((text) => Buffer.from(text))
      .then((json) => {
        // the catalogue changed during the build: this answer may show what is gone
        if (generation === this.generation) this.answers.set(key, json);
        return json;
      })
      .finally(() => this.building.delete(key));
    pending.catch(() => undefined);
    this.building.set(key, pending);
    return pending;
  }

  private async answer(kind: RankingKind, locale: Locale | null): Promise<string> {
    const snapshot = await this.snapshot(kind);
    const rows = await this.deps.catalogueRepository.publishedSummaries(
      snapshot.entries.map((entry) => entry.seriesId),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    // a series unpublished since the ranking was computed is left out until the next one
    const data = snapshot.entries.flatMap((entry): RankingEntry[] => {
      const row = byId.get(entry.seriesId);
      if (!row) return [];
      return [
        {
          ...this.deps.catalogue.toCard(row, locale),
          rank: entry.rank,
          previous_rank: entry.previousRank,
        },
      ];
    });
    return JSON.stringify(
      rankingsResponseSchema.parse({
        success: true,
        kind,
        computed_at: snapshot.computedAt.toISOString(),
        data,
      }),
    );
  }
}
