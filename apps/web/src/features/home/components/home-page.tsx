import { PRODUCT_NAME } from '@app/contract';
import { useHome } from '../api/get-home';
import { heroBannersOf, sampleHome } from '../data/sample-home';
import { FeaturedGrid } from './featured-grid';
import { HeroCarousel } from './hero-carousel';
import { HomeSkeleton } from './home-skeleton';
import { SeriesRow } from './series-row';

export function HomePage() {
  const { data, status } = useHome();

  if (status === 'pending') return <HomeSkeleton />;

  // spec §8 "Home load failure": sample content, silently
  const home = status === 'error' ? sampleHome() : data;
  const lists = home.series_lists.filter((list) => list.series.length > 0);

  return (
    <div className="grid grid-cols-1 gap-8 md:gap-10">
      <h1 className="sr-only">{PRODUCT_NAME}</h1>
      <HeroCarousel banners={heroBannersOf(home)} />
      {lists.length > 0 ? (
        lists.map((list) => <SeriesRow key={list.name} list={list} />)
      ) : (
        <FeaturedGrid cards={home.game_videos} />
      )}
    </div>
  );
}
