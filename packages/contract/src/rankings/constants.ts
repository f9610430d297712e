/**
 * The rankings' constants (docs/product/rankings.md). Free of zod and of runtime imports: the web
 * page's tabs read them, and the web build (apps/web/build/page-shells.ts) by path.
 */
import type { PageShellFiles } from '../catalogue/constants';

/** The four rankings, in the page's tab order. */
export const RANKING_KINDS = ['trending', 'finished', 'new', 'completed'] as const;
export type RankingKind = (typeof RANKING_KINDS)[number];

/** The ranking `/rankings?kind=` opens: trending without a kind, or with one it does not know. */
export const rankingKindOf = (asked: string | null): RankingKind =>
  RANKING_KINDS.find((kind) => kind === asked) ?? 'trending';

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

/** The rankings page's texts in its first paint: the heading, each tab and whether it is chosen. */
const RANKINGS_SHELL_SLOTS = {
  title: '%RANKINGS_TITLE%',
  trending: '%RANKINGS_TAB_TRENDING%',
  finished: '%RANKINGS_TAB_FINISHED%',
  new: '%RANKINGS_TAB_NEW%',
  completed: '%RANKINGS_TAB_COMPLETED%',
  /** `true` or `false`: the tab's aria-selected, which its style follows. */
  trendingSelected: '%RANKINGS_TRENDING_SELECTED%',
  finishedSelected: '%RANKINGS_FINISHED_SELECTED%',
  newSelected: '%RANKINGS_NEW_SELECTED%',
  completedSelected: '%RANKINGS_COMPLETED_SELECTED%',
  /** What the chosen ranking measures. */
  description: '%RANKINGS_DESCRIPTION%',
} as const;

/**
 * The rankings page's first paint: the header's box, the heading, the tabs and the chosen one's
 * description over the list's loading placeholder (as tall as the rows that replace it).
 */
export const RANKINGS_SHELL = {
  file: 'shell/rankings.html',
  cssFile: 'shell/rankings.css',
  textSlots: RANKINGS_SHELL_SLOTS,
} as const satisfies PageShellFiles;

/** The same with an empty ranking's message instead of the list: what the server holds says so. */
export const RANKINGS_EMPTY_SHELL = {
  file: 'shell/rankings-empty.html',
  cssFile: 'shell/rankings-empty.css',
  textSlots: { ...RANKINGS_SHELL_SLOTS, empty: '%RANKINGS_EMPTY%' },
} as const satisfies PageShellFiles;
