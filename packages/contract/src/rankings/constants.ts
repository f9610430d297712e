/**
 * The rankings' constants (docs/product/rankings.md). Free of zod: the web page's tabs read them.
 */

/** The four rankings, in the page's tab order. */
export const RANKING_KINDS = ['trending', 'finished', 'new', 'completed'] as const;
export type RankingKind = (typeof RANKING_KINDS)[number];

export const RANKINGS = {
  /** Series a ranking shows. */
  size: 50,
  /** Trending: viewers in the last this-many days against the same span before. */
  trendingWindowDays: 7,
  /**
   * Trending's growth is (recent + this) / (before + this): a series going from 1 viewer to 3
   * does not outrank one going from 100 to 250.
   */
  trendingPriorViews: 10,
  /** New: series first published within this many days. */
  newWindowDays: 30,
  /** "Since yesterday": the ranks of the same computation over windows ending this much earlier. */
  previousOffsetDays: 1,
  /** A ranking is recomputed from the rollups at most this often (in each server process). */
  refreshMs: 10 * 60_000,
} as const;
