import { SHELL_TEXTS } from '@app/contract';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { isAuthSuccessUrl } from '../features/auth/lib/auth-success-url';
import { SearchField } from '../features/catalogue-search/components/search-field';
import { OfflineBanner } from '../features/shell/components/offline-banner';
import { SiteHeader } from '../features/shell/components/site-header';
import { TestAccessBanner } from '../features/shell/components/test-access-banner';
import { isNavHidden } from '../features/shell/nav-visibility';
import { RouteErrorBoundary } from './route-error';

// lazy: it brings the contract's auth texts, which sit beside zod schemas
const AuthSuccessHandler = lazy(() =>
  import('../features/auth/components/auth-success-handler').then((m) => ({
    default: m.AuthSuccessHandler,
  })),
);

// lazy: the service worker's registration and the install prompt come after the page
const PwaLayer = lazy(() =>
  import('../features/pwa/components/pwa-layer').then((m) => ({ default: m.PwaLayer })),
);

export function Layout() {
  const { pathname, search } = useLocation();
  const navHidden = isNavHidden(pathname);
  return (
    <>
      <a
        href="#main"
        className="fixed top-2 start-4 z-50 -translate-y-24 rounded-md bg-surface-2 px-3 py-2 font-semibold focus:translate-y-0"
      >
        {SHELL_TEXTS.skipToContent}
      </a>
      {isAuthSuccessUrl(pathname, search) && (
        <Suspense>
          <AuthSuccessHandler />
        </Suspense>
      )}
      <OfflineBanner />
      <TestAccessBanner />
      {!navHidden && <SiteHeader search={<SearchField />} />}
      <main id="main" className={navHidden ? undefined : 'site-main'}>
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<RouteFallback />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense>
        {/* not over the player, the sign-in and payment forms or the studio */}
        <PwaLayer promptAllowed={!navHidden} />
      </Suspense>
    </>
  );
}

/** Shown in the outlet while a page's code loads for the first time. */
export function RouteFallback() {
  return (
    <p role="status" className="page-status">
      {SHELL_TEXTS.loading}
    </p>
  );
}
