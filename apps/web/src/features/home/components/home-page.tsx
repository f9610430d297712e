import { PRODUCT_NAME } from '@app/contract';
import { useHome } from '../api/get-home';
import { FeaturedGrid } from './featured-grid';
import { HeroBanner } from './hero-banner';
import { SeriesRow } from './series-row';

export function HomePage() {
  const { data, status, refetch, isFetching } = useHome();

  if (status === 'pending') {
    return (
      <div className="home" aria-busy="true">
        <h1 className="visually-hidden">{PRODUCT_NAME}</h1>
        <p role="status" className="page-status">
          Loading…
        </p>
        <div className="hero hero-skeleton" aria-hidden="true" />
      </div>
    );
  }

  if (status === 'error') {
    return (
      <div className="page-message" role="alert">
        <h1>Couldn’t load the home page</h1>
        <p>Check your connection and try again.</p>
        <button
          type="button"
          className="button"
          disabled={isFetching}
          onClick={() => void refetch()}
        >
          {isFetching ? 'Retrying…' : 'Try again'}
        </button>
      </div>
    );
  }

  const [hero] = data.hero_banners;
  const lists = data.series_lists.filter((list) => list.series.length > 0);

  return (
    <div className="home">
      <h1 className="visually-hidden">{PRODUCT_NAME}</h1>
      {hero && <HeroBanner banner={hero} />}
      {lists.length > 0 ? (
        lists.map((list) => <SeriesRow key={list.name} list={list} />)
      ) : (
        <FeaturedGrid cards={data.game_videos} />
      )}
    </div>
  );
}
