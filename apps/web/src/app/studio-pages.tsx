import { PAGE_ROUTES } from '@app/contract';
import { useLocation } from 'react-router';
import { EditorOnly } from '../shared/auth/editor-only';
import { StudioHeader } from '../shared/studio/studio-header';
import { lazyPage } from './lazy-page';
import { findPage, type PageEntry } from './page-entry';
import { NotFoundPage } from './not-found';

/**
 * The creator pages behind one lazy route of the app's router: every route entry there costs the
 * first JavaScript of every page its import and chunk list, and viewers never open these. Each
 * page is still its own chunk, fetched once this small table has arrived.
 */
const STUDIO_PAGES: PageEntry[] = [
  {
    path: PAGE_ROUTES.cms,
    page: lazyPage(() => import('../features/studio/components/cms-page').then((m) => m.CmsPage)),
  },
  {
    path: PAGE_ROUTES.analytics,
    page: lazyPage(() =>
      import('../features/analytics/components/analytics-page').then((m) => m.AnalyticsPage),
    ),
  },
  {
    path: PAGE_ROUTES.studioSeries,
    page: lazyPage(() =>
      import('../features/studio-series/components/studio-series-page').then(
        (m) => m.StudioSeriesPage,
      ),
    ),
  },
  {
    path: PAGE_ROUTES.studioModeration,
    page: lazyPage(() =>
      import('../features/studio-moderation/components/moderation-page').then(
        (m) => m.ModerationPage,
      ),
    ),
  },
  {
    path: PAGE_ROUTES.debug,
    page: lazyPage(() =>
      import('../features/studio-debug/components/debug-page').then((m) => m.DebugPage),
    ),
  },
  {
    path: PAGE_ROUTES.posterTest,
    page: lazyPage(() =>
      import('../features/poster-test/components/poster-test-page').then((m) => m.PosterTestPage),
    ),
  },
];

/**
 * The studio page at the current path ("/cms/" is "/cms"), editors only (a guest signs in first,
 * a viewer is told the page is not theirs), under the studio's bar; or the not-found page.
 */
export function StudioPages() {
  const { pathname } = useLocation();
  const found = findPage(STUDIO_PAGES, pathname.replace(/(.)\/+$/, '$1'));
  if (!found) return <NotFoundPage />;
  return (
    <EditorOnly>
      <StudioHeader />
      <found.entry.page.Component />
    </EditorOnly>
  );
}
