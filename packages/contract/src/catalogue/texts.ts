import { defineTexts } from '../common/texts';

/** User-facing texts of the home and series pages, shown verbatim by the web app. */
export const CATALOGUE_TEXTS = /* @__PURE__ */ defineTexts('catalogue', {
  /** The home page (docs/product/catalogue.md#home-page). */
  home: {
    play: 'Play',
    moreInfo: 'More Info',
    featuredContent: 'Featured Content',
  },
  /** The series page (docs/product/catalogue.md#series-page). */
  detail: {
    allEpisodes: (count: number) => `All Episodes (${count})`,
    playNow: 'Play Now',
    goHome: 'Go Home',
    invalidId: 'Invalid video ID',
    loadFailed: 'Failed to load video details',
    notFound: 'Video not found',
  },
});
