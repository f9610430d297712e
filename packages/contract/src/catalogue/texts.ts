import { defineTexts } from '../common/texts';

/** User-facing texts of the home and series pages, shown verbatim by the web app. */
export const CATALOGUE_TEXTS = /* @__PURE__ */ defineTexts('catalogue', {
  /** A series' episode count, on its home card, its hero banner and its page. */
  episodesCount: (count: number) => `${count} ${count === 1 ? 'episode' : 'episodes'}`,
  /** A poster's alternative text. */
  posterOf: (title: string) => `Poster of ${title}`,
  /** The home page (docs/product/catalogue.md#home-page). */
  home: {
    play: 'Play',
    moreInfo: 'More Info',
    featuredContent: 'Featured Content',
    /** The grid's text when the catalogue has nothing published. */
    empty: 'Nothing to watch yet. New series are on the way.',
    /** The hero carousel (docs/product/catalogue.md#hero-carousel). */
    carousel: 'Featured series',
    slide: (position: number, count: number, title: string) => `${position} of ${count}: ${title}`,
    previousBanner: 'Previous banner',
    nextBanner: 'Next banner',
    showBanner: (position: number, title: string) => `Show banner ${position}: ${title}`,
    director: 'Director:',
    cast: 'Cast:',
    /** A row's arrows, named by reading order: in RTL the 'back' arrow sits on the right. */
    scrollBack: (row: string) => `Scroll ${row} back`,
    scrollForward: (row: string) => `Scroll ${row} forward`,
  },
  /** The series page (docs/product/catalogue.md#series-page). */
  detail: {
    allEpisodes: (count: number) => `All Episodes (${count})`,
    playNow: 'Play Now',
    goHome: 'Go Home',
    invalidId: 'Invalid video ID',
    loadFailed: 'Failed to load video details',
    notFound: 'Video not found',
    tags: 'Tags',
    director: 'Director',
    cast: 'Cast',
    autoPlayNext: 'Auto-play next episode',
    noEpisodes: 'No episodes yet.',
    /** An episode's thumbnail label. */
    episode: (n: number) => `Episode ${n}`,
    /** Read before an episode's length (screen readers only). */
    duration: 'Duration',
  },
  /**
   * What a viewer knows before episode 1, on cards and the series page
   * (docs/product/catalogue.md#series-transparency).
   */
  transparency: {
    /** After the episode count: '12 episodes · 38 min'. */
    runtime: (minutes: number) => `${minutes} min`,
    /** Published episodes of a known total. */
    episodesOfFinal: (count: number, final: number) => `${count} of ${final} episodes`,
    completed: 'Completed',
    ongoing: 'Ongoing',
    /** The weekday's name, written by the page's locale. */
    everyWeekday: (weekday: string) => `New episodes every ${weekday}`,
    nextOn: (date: string) => `Next episode on ${date}`,
    firstFree: (count: number) =>
      count === 0
        ? 'No free episodes'
        : count === 1
          ? 'First episode free'
          : `First ${count} episodes free`,
    /** The facts' list, for screen readers. */
    label: 'Series facts',
  },
  /** The Share button of the series and play pages. */
  share: {
    share: 'Share',
    copied: 'Link copied',
    /** Followed by the link, in a field to copy it by hand. */
    failed: 'Could not copy the link:',
    link: 'Link',
  },
});
