/**
 * Every page of the web app, in one table: the patterns its router matches (`:name` marks a
 * parameter, the syntax of React Router and Fastify alike, so the server's web shell and its
 * preload hints serve the same paths), and the links to them. The router's three lazy tables
 * (first load, reach and studio pages: apps/web/src/app/) take their paths from here. Free of zod:
 * the app's entry and the early start of /play import it.
 */
export const PAGE_ROUTES = {
  home: '/',
  video: '/video/:id',
  play: '/play',
  auth: '/auth',
  authCallback: '/auth/callback',
  login: '/login',
  cms: '/cms',
  analytics: '/cms/analytics',
  debug: '/debug',
  posterTest: '/poster-test',
  subscription: '/subscription',
  payment: '/payment',
  // the reach pages, beyond the first-load router (docs/product/reach.md)
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
  /** The four rankings: trending, most finished, new, completed (docs/product/rankings.md). */
  rankings: '/rankings',
  /** The signed-in viewer's inbox: new episodes of followed series (docs/product/notifications.md). */
  notifications: '/notifications',
  /** Daily check-in, what expires when, and coin packs (docs/product/wallet.md). */
  rewards: '/rewards',
  // the studio's pages under /cms (docs/product/studio.md)
  /** The studio's published series: edit, add or remove episodes, transcode progress. */
  studioSeries: '/cms/series',
  /** Reported comments, to hide or restore. */
  studioModeration: '/cms/moderation',
} as const;

/** A place on /play. Without `episode` the page resumes where the viewer left the series. */
export type PlayTarget = {
  id: string;
  episode?: number;
  /** The second the episode starts at. */
  t?: number;
};

export const pagePaths = {
  author: (name: string): string => PAGE_ROUTES.author.replace(':name', encodeURIComponent(name)),
  video: (id: string): string => PAGE_ROUTES.video.replace(':id', encodeURIComponent(id)),
  // numbers need no escaping; an id does
  play: ({ id, episode, t }: PlayTarget): string =>
    `${PAGE_ROUTES.play}?id=${encodeURIComponent(id)}` +
    (episode === undefined ? '' : `&episode=${episode}`) +
    (t === undefined ? '' : `&t=${t}`),
};

/**
 * The raw (still percent-encoded) parameters of `pathname` when it matches `route`, one of the
 * patterns above; null when it does not.
 */
export function matchPageRoute(route: string, pathname: string): Record<string, string> | null {
  const routeParts = route.split('/');
  const pathParts = pathname.split('/');
  if (routeParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of routeParts.entries()) {
    const segment = pathParts[i]!;
    if (part.startsWith(':')) {
      if (segment === '') return null;
      params[part.slice(1)] = segment;
    } else if (part !== segment) return null;
  }
  return params;
}
