/**
 * The viewer pages beyond the first-load router (docs/product/reach.md): author pages, the
 * waitlist, the prototype detail pages, For You and Rewards. The app's router sends every path it
 * does not know to one lazy table (apps/web/src/app/reach-pages.tsx), so these patterns and their
 * page code cost the first JavaScript nothing. Same pattern syntax as PAGE_ROUTES.
 */
export const REACH_PAGE_ROUTES = {
  /** A director's or cast member's page; the parameter is the URL-encoded name. */
  author: '/author/:name',
  /** The waitlist landing page. */
  landing: '/landing-page',
  /** Prototype detail pages with hard-coded sample data (docs/product/prototype.md). */
  videoDetail: '/video-detail',
  videoAlbum: '/video-album',
  iqiyiDetail: '/iqiyi-detail',
  /** The vertical swipe feed. */
  forYou: '/foryou',
  /** Daily check-in, what expires when, and coin packs (docs/product/wallet.md). */
  rewards: '/rewards',
} as const;

export const reachPagePaths = {
  author: (name: string): string =>
    REACH_PAGE_ROUTES.author.replace(':name', encodeURIComponent(name)),
};
