import { defineTexts } from '../common/texts';

/** Creator analytics (/cms/analytics; docs/product/analytics.md), shown verbatim by the web app. */
export const ANALYTICS_TEXTS = /* @__PURE__ */ defineTexts('analytics', {
  heading: 'Creator Analytics',
  intro: 'How viewers watch each series and episode.',
  loading: 'Loading analytics…',
  loadFailed: 'Failed to load analytics',
  retry: 'Retry',
  noSeries: 'No series yet.',
  series: 'Series',
  episode: 'Episode',
  episodes: 'Episodes',
  views: 'Views',
  uniqueViewers: 'Unique viewers',
  avgWatchTime: 'Avg. watch time',
  completionRate: 'Completion rate',
  dropoffTitle: (name: string) => `Viewers still watching: ${name}`,
  dropoffDesc: 'Share of viewers still watching at each 10% of the duration.',
  dropoffPoint: (percentOfDuration: number) => `${percentOfDuration}% of the video`,
  dropoffPointHeader: 'Point in the video',
  dropoffData: (name: string) => `Drop-off data: ${name}`,
  stillWatching: 'Still watching',
  noViews: 'No views yet.',
  loadMore: 'Load more series',
  loadingMore: 'Loading more series…',
  /** The server's answer to a cursor it did not make. */
  invalidCursor: 'Invalid paging cursor',
});
