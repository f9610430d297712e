import { PAGE_ROUTES } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router';
import { Layout } from './layout';
import { lazyPage } from './lazy-page';
import { preloadPage, type PageEntry } from './page-entry';

// Declarative routes, not the data router: no route here uses loaders or actions, and
// createBrowserRouter would add about 15 KiB brotli to the entry (measured with esbuild).
// Pages load lazily: the entry holds only React, the router, the query client and the shell.
const homePage = lazyPage(() =>
  import('../features/catalogue-home/components/home-page').then((m) => m.HomePage),
);
const seriesPage = lazyPage(() =>
  import('../features/catalogue-series/components/series-page').then((m) => m.SeriesPage),
);
const playPage = lazyPage(() =>
  import('../features/play/components/play-page').then((m) => m.PlayPage),
);
const authPage = lazyPage(() =>
  import('../features/auth/components/auth-page').then((m) => m.AuthPage),
);
const authCallbackPage = lazyPage(() =>
  import('../features/auth/components/auth-callback-page').then((m) => m.AuthCallbackPage),
);
const profilePage = lazyPage(() =>
  import('../features/account/components/account-page').then((m) => m.AccountPage),
);
const subscriptionPage = lazyPage(() =>
  import('../features/subscriptions/components/subscription-page').then((m) => m.SubscriptionPage),
);
const paymentPage = lazyPage(() =>
  import('../features/payments/components/payment-page').then((m) => m.PaymentPage),
);
// one lazy route for every creator page (studio-pages.tsx): viewers never load their table
const studioPages = lazyPage(() => import('./studio-pages').then((m) => m.StudioPages));
// every other path: the viewer pages beyond the first load (reach-pages.tsx), else not found
const reachPagesModule = () => import('./reach-pages');
const reachPages = lazyPage(() => reachPagesModule().then((m) => m.ReachPages));

const pageRoutes: PageEntry[] = [
  {
    path: PAGE_ROUTES.home,
    page: homePage,
    warm: ({ queryClient }) =>
      import('../features/catalogue-home/api/get-home').then((m) =>
        queryClient.prefetchQuery(m.homeQueryOptions()),
      ),
  },
  {
    path: PAGE_ROUTES.video,
    page: seriesPage,
    warm: ({ queryClient, params }) =>
      import('../features/catalogue-series/api/get-video-detail').then((m) =>
        m.prefetchVideoDetail(queryClient, params.id),
      ),
  },
  {
    path: PAGE_ROUTES.play,
    page: playPage,
    warm: ({ queryClient, search }) =>
      import('../features/play/api/warm-play-page').then((m) =>
        m.warmPlayPage(queryClient, search),
      ),
    // the series and the viewer's access decide what the player does first: rendering before
    // them would show a skeleton, then hold (pause) a player that could have played
    warmBudgetMs: 400,
  },
  { path: PAGE_ROUTES.auth, page: authPage },
  { path: PAGE_ROUTES.authCallback, page: authCallbackPage },
  { path: PAGE_ROUTES.login, page: profilePage },
  { path: `${PAGE_ROUTES.cms}/*`, page: studioPages },
  { path: PAGE_ROUTES.debug, page: studioPages },
  { path: PAGE_ROUTES.posterTest, page: studioPages },
  { path: PAGE_ROUTES.subscription, page: subscriptionPage },
  { path: PAGE_ROUTES.payment, page: paymentPage },
];

/**
 * Before the first render: fetch the current page's code and its data at the same time, so the
 * page renders once, complete, instead of code → render → data → render.
 */
export async function preloadInitialRoute(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
): Promise<void> {
  if (await preloadPage(pageRoutes, location, queryClient)) return;
  // no first-load route: the reach table and its page, both before the first render
  await reachPagesModule()
    .then((m) => Promise.all([reachPages.preload(), m.preloadReachPage(location, queryClient)]))
    .catch(() => undefined);
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {pageRoutes.map(({ path, page: { Component } }) =>
          path === PAGE_ROUTES.home ? (
            <Route key={path} index element={<Component />} />
          ) : (
            <Route key={path} path={path.slice(1)} element={<Component />} />
          ),
        )}
        <Route path="*" element={<reachPages.Component />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
