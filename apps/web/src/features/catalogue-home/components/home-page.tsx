import { PAGE_ROUTES, PRODUCT_NAME, RANKINGS_TEXTS } from '@app/contract';
import { Fragment, lazy, Suspense } from 'react';
import { BannerAd } from '../../../shared/ads/banner-ad';
import { useAuth } from '../../../lib/auth/session-store';
import { peekViewerId } from '../../../lib/metrics/viewer-id';
import { useHome } from '../api/get-home';
import { heroBannersOf, sampleHome } from '../data/sample-home';
import { ContinueWatchingRow } from './continue-watching-row';
import { FeaturedGrid } from './featured-grid';
import { HeroCarousel } from './hero-carousel';
import { HomeSkeleton } from './home-skeleton';
import { SeriesRow } from './series-row';

/** The banner sits after the second row: below the fold, so the page's first view is content. */
const BANNER_AFTER_ROW = 1;

// its code and the API schemas it brings load after the page's first render, and only for a
// viewer who may have a list: a signed-in one, or a guest whose browser has a viewer id
const MyListRow = lazy(() => import('./my-list-row').then((m) => ({ default: m.MyListRow })));

/** The row whose header links to /rankings: Trending Now, else the first. */
const RANKINGS_ROW = 'trending-now';

const HomeBanner = () => <BannerAd placement="home" className="w-full max-w-3xl" />;

export function HomePage() {
  const { data, status } = useHome();
  const auth = useAuth();
  const mayHaveList = auth.isAuthenticated || peekViewerId() !== null;

  if (status === 'pending') return <HomeSkeleton />;

  // load failure: sample content, silently (docs/product/catalogue.md#when-loading-fails)
  const home = status === 'error' ? sampleHome() : data;
  const lists = home.series_lists.filter((list) => list.series.length > 0);
  const linkedRow = lists.find((list) => list.name === RANKINGS_ROW) ?? lists[0];

  return (
    <div className="grid grid-cols-1 gap-8 md:gap-10">
      <h1 className="sr-only">{PRODUCT_NAME}</h1>
      <HeroCarousel banners={heroBannersOf(home)} />
      <ContinueWatchingRow cards={[...lists.flatMap((list) => list.series), ...home.game_videos]} />
      {mayHaveList && (
        <Suspense fallback={null}>
          <MyListRow />
        </Suspense>
      )}
      {lists.length > 0 ? (
        lists.map((list, index) => (
          <Fragment key={list.name}>
            <SeriesRow
              list={list}
              // the label read when rendered: a module-level copy would keep the language it loaded in
              {...(list === linkedRow && {
                link: { to: PAGE_ROUTES.rankings, label: RANKINGS_TEXTS.homeLink },
              })}
            />
            {index === BANNER_AFTER_ROW && <HomeBanner />}
          </Fragment>
        ))
      ) : (
        <>
          <FeaturedGrid cards={home.game_videos} />
          <HomeBanner />
        </>
      )}
    </div>
  );
}
