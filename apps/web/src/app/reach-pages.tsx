import { PAGE_ROUTES } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { lazyPage } from './lazy-page';
import { findPage, preloadPage, type PageEntry } from './page-entry';
import { NotFoundPage } from './not-found';

/**
 * Every path the app's router does not know lands here (its `*` route): the viewer pages beyond
 * the first load (author pages, the waitlist, the prototype pages, For You, Rankings, Rewards), then the not-found
 * page. Kept out of the entry like the studio's table (studio-pages.tsx): each route entry there
 * costs every page's first JavaScript. Each page is still its own chunk.
 */
const WARM_BUDGET_MS = 400;

const REACH_PAGES: PageEntry[] = [
  {
    path: PAGE_ROUTES.landing,
    page: lazyPage(() =>
      import('../features/waitlist/components/waitlist-page').then((m) => m.WaitlistPage),
    ),
  },
  {
    path: PAGE_ROUTES.author,
    page: lazyPage(() =>
      import('../features/authors/components/author-page').then((m) => m.AuthorPage),
    ),
    warm: ({ queryClient, pathname }) =>
      import('../features/authors/api/warm-author-page').then((m) =>
        m.warmAuthorPage(queryClient, pathname),
      ),
    warmBudgetMs: WARM_BUDGET_MS,
  },
  {
    path: PAGE_ROUTES.videoDetail,
    page: lazyPage(() =>
      import('../features/prototype/components/video-detail-page').then((m) => m.VideoDetailPage),
    ),
  },
  {
    path: PAGE_ROUTES.videoAlbum,
    page: lazyPage(() =>
      import('../features/prototype/components/video-album-page').then((m) => m.VideoAlbumPage),
    ),
  },
  {
    path: PAGE_ROUTES.iqiyiDetail,
    page: lazyPage(() =>
      import('../features/prototype/components/iqiyi-detail-page').then((m) => m.IqiyiDetailPage),
    ),
  },
  {
    path: PAGE_ROUTES.forYou,
    page: lazyPage(() => import('../features/feed/components/feed-page').then((m) => m.ForYouPage)),
    // the first render shows the first item where the server's first paint said 'Loading…'
    warm: ({ queryClient, search }) =>
      import('../features/feed/api/warm-for-you-page').then((m) =>
        m.warmForYouPage(queryClient, search),
      ),
    warmBudgetMs: WARM_BUDGET_MS,
  },
  {
    path: PAGE_ROUTES.rankings,
    page: lazyPage(() =>
      import('../features/rankings/components/rankings-page').then((m) => m.RankingsPage),
    ),
    // the first render shows the list where the server's first paint stood its placeholder
    warm: ({ queryClient, search }) =>
      import('../features/rankings/api/warm-rankings-page').then((m) =>
        m.warmRankingsPage(queryClient, search),
      ),
    warmBudgetMs: WARM_BUDGET_MS,
  },
  {
    path: PAGE_ROUTES.notifications,
    page: lazyPage(() =>
      import('../features/notifications/components/notifications-page').then(
        (m) => m.NotificationsPage,
      ),
    ),
  },
  {
    path: PAGE_ROUTES.rewards,
    page: lazyPage(() =>
      import('../features/wallet/components/wallet-page').then((m) => m.WalletPage),
    ),
    // a signed-in viewer's first render shows the check-in (and reads the time zone before it)
    warm: ({ queryClient }) =>
      import('../features/wallet/api/warm-rewards-page').then((m) =>
        m.warmRewardsPage(queryClient),
      ),
    warmBudgetMs: WARM_BUDGET_MS,
  },
];

/** The reach page at the current path, or the not-found page. */
export function ReachPages() {
  const { pathname } = useLocation();
  const found = findPage(REACH_PAGES, pathname);
  if (!found) return <NotFoundPage />;
  return <found.entry.page.Component />;
}

/**
 * Starts the code of the reach page at `location`, and its data when a query client is given
 * (the app's first load does, with this table).
 */
export async function preloadReachPage(
  location: Pick<Location, 'pathname' | 'search'>,
  queryClient?: QueryClient,
): Promise<void> {
  await preloadPage(REACH_PAGES, location, queryClient);
}
