import { PAGE_ROUTES, STUDIO_PAGE_ROUTES } from '@app/contract';
import { useLocation } from 'react-router';
import { EditorOnly } from '../shared/auth/editor-only';
import { StudioHeader } from '../shared/studio/studio-header';
import { lazyPage, type LazyPage } from './lazy-page';
import { NotFoundPage } from './not-found';

/**
 * The creator pages behind one lazy route of the app's router: every route entry there costs the
 * first JavaScript of every page its import and chunk list, and viewers never open these. Each
 * page is still its own chunk, fetched once this small table has arrived.
 */
const STUDIO_PAGES: Record<string, LazyPage> = {
  [PAGE_ROUTES.cms]: lazyPage(() =>
    import('../features/studio/components/cms-page').then((m) => m.CmsPage),
  ),
  [PAGE_ROUTES.analytics]: lazyPage(() =>
    import('../features/analytics/components/analytics-page').then((m) => m.AnalyticsPage),
  ),
  [STUDIO_PAGE_ROUTES.studioSeries]: lazyPage(() =>
    import('../features/studio-series/components/studio-series-page').then(
      (m) => m.StudioSeriesPage,
    ),
  ),
  [STUDIO_PAGE_ROUTES.studioModeration]: lazyPage(() =>
    import('../features/studio-moderation/components/moderation-page').then(
      (m) => m.ModerationPage,
    ),
  ),
  [PAGE_ROUTES.debug]: lazyPage(() =>
    import('../features/studio-debug/components/debug-page').then((m) => m.DebugPage),
  ),
  [PAGE_ROUTES.posterTest]: lazyPage(() =>
    import('../features/poster-test/components/poster-test-page').then((m) => m.PosterTestPage),
  ),
};

/**
 * The studio page at the current path ("/cms/" is "/cms"), editors only (a guest signs in first,
 * a viewer is told the page is not theirs), under the studio's bar; or the not-found page.
 */
export function StudioPages() {
  const { pathname } = useLocation();
  const page = STUDIO_PAGES[pathname.replace(/(.)\/+$/, '$1')];
  if (!page) return <NotFoundPage />;
  return (
    <EditorOnly>
      <StudioHeader />
      <page.Component />
    </EditorOnly>
  );
}
