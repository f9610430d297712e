import { REACH_PAGE_ROUTES } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath, useLocation } from 'react-router';
import { lazyPage, type LazyPage } from './lazy-page';
import { NotFoundPage } from './not-found';

/**
 * Every path the app's router does not know lands here (its `*` route): the viewer pages beyond
 * the first load (author pages, the waitlist, the prototype pages, For You, Rewards), then the not-found
 * page. Kept out of the entry like the studio's table (studio-pages.tsx): each route entry there
 * costs every page's first JavaScript. Each page is still its own chunk.
 */
type ReachPage = {
  path: string;
  page: LazyPage;
  /**
   * Starts the page's first request with its code (fresh loads only; imported lazily, like the
   * page): the first render waits for it up to WARM_BUDGET_MS, and shows the page complete.
   */
  warm?: (queryClient: QueryClient, pathname: string) => Promise<void>;
};

const WARM_BUDGET_MS = 400;

const REACH_PAGES: ReachPage[] = [
  // one entry per page: { path: REACH_PAGE_ROUTES.x, page: lazyPage(() => import(...)) }
  {
    path: REACH_PAGE_ROUTES.landing,
    page: lazyPage(() =>
      import('../features/waitlist/components/waitlist-page').then((m) => m.WaitlistPage),
    ),
  },
  {
    path: REACH_PAGE_ROUTES.author,
    page: lazyPage(() =>
      import('../features/authors/components/author-page').then((m) => m.AuthorPage),
    ),
    warm: (queryClient, pathname) =>
      import('../features/authors/api/warm-author-page').then((m) =>
        m.warmAuthorPage(queryClient, pathname),
      ),
  },
  {
    path: REACH_PAGE_ROUTES.videoDetail,
    page: lazyPage(() =>
      import('../features/prototype/components/video-detail-page').then((m) => m.VideoDetailPage),
    ),
  },
  {
    path: REACH_PAGE_ROUTES.videoAlbum,
    page: lazyPage(() =>
      import('../features/prototype/components/video-album-page').then((m) => m.VideoAlbumPage),
    ),
  },
  {
    path: REACH_PAGE_ROUTES.iqiyiDetail,
    page: lazyPage(() =>
      import('../features/prototype/components/iqiyi-detail-page').then((m) => m.IqiyiDetailPage),
    ),
  },
  {
    path: REACH_PAGE_ROUTES.forYou,
    page: lazyPage(() => import('../features/feed/components/feed-page').then((m) => m.ForYouPage)),
  },
  {
    path: REACH_PAGE_ROUTES.rewards,
    page: lazyPage(() =>
      import('../features/wallet/components/wallet-page').then((m) => m.WalletPage),
    ),
  },
];

/** The reach page at the current path, or the not-found page. */
export function ReachPages() {
  const { pathname } = useLocation();
  const match = REACH_PAGES.find(({ path }) => matchPath(path, pathname));
  if (!match) return <NotFoundPage />;
  return <match.page.Component />;
}

/**
 * Starts the code of the reach page at `pathname`, and its data when a query client is given
 * (the app's first load does, with this table).
 */
export async function preloadReachPage(pathname: string, queryClient?: QueryClient): Promise<void> {
  const match = REACH_PAGES.find(({ path }) => matchPath(path, pathname));
  if (!match) return;
  // only an optimisation: the page fetches for itself if this fails
  const warming = queryClient && match.warm?.(queryClient, pathname).catch(() => undefined);
  await Promise.all([
    match.page.preload(),
    warming &&
      Promise.race([warming, new Promise((resolve) => setTimeout(resolve, WARM_BUDGET_MS))]),
  ]);
}
