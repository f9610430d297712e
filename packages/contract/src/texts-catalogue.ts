/** The spec's user-facing texts for the catalogue pages, shown verbatim by the web app. */
export const CATALOGUE_TEXTS = {
  /** Spec §2 "Home". */
  home: {
    play: 'Play',
    moreInfo: 'More Info',
    featuredContent: 'Featured Content',
  },
  /** Spec §2 "Series detail" and §8 "Detail page". */
  detail: {
    allEpisodes: (count: number) => `All Episodes (${count})`,
    playNow: 'Play Now',
    goHome: 'Go Home',
    invalidId: 'Invalid video ID',
    loadFailed: 'Failed to load video details',
    notFound: 'Video not found',
  },
} as const;
