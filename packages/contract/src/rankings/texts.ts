import { defineTexts } from '../common/texts';

/** The Rankings page's texts (/rankings; docs/product/rankings.md). */
export const RANKINGS_TEXTS = /* @__PURE__ */ defineTexts('rankings', {
  title: 'Rankings',
  /** The tab list's accessible name. */
  tabsLabel: 'Ranking',
  tabs: {
    trending: 'Trending',
    finished: 'Most finished',
    new: 'New',
    completed: 'Completed series',
  },
  /** Under each tab's heading: what the ranking measures. */
  descriptions: {
    trending: 'Viewers this week against the week before',
    finished: 'Share of viewers who finish the episodes they start',
    new: 'First published in the last 30 days',
    completed: 'Series with every episode out',
  },
  /** The change arrow's text alternative. */
  up: (places: number) => (places === 1 ? 'Up 1 place' : `Up ${places} places`),
  down: (places: number) => (places === 1 ? 'Down 1 place' : `Down ${places} places`),
  same: 'Same place as yesterday',
  newEntry: 'New in the ranking',
  /** The short badge beside a new entry. */
  newBadge: 'NEW',
  empty: 'Nothing ranked here yet. Check back as viewers watch.',
  loadFailed: 'Failed to load the rankings',
  retry: 'Retry',
  /** The home page's link to /rankings. */
  homeLink: 'Rankings',
});
