import { AUTHOR_POSTER_SIZES, AUTHOR_TEXTS, pagePaths, type AuthorSeries } from '@app/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { PosterImage } from '../../../lib/poster-image';
import { focusRing } from '../../../components/ui/focus-ring';

// the first row is on a phone's first screen: those posters load at once (the first one, the
// page's largest image, is also named in the page's preload hints)
const EAGER_POSTERS = 2;

const GRID = 'grid grid-cols-2 gap-x-3 gap-y-5 md:grid-cols-3 md:gap-x-4 lg:grid-cols-5';

/** The author's series, each with a Director or Cast badge, opening /video/{id}. */
export function AuthorSeriesGrid({
  series,
  loading,
}: {
  series: AuthorSeries[];
  loading: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={loading || undefined}>
      <div className="mb-3 flex items-baseline gap-2">
        <h2 id={headingId} className="text-lg font-bold tracking-tight md:text-xl">
          {AUTHOR_TEXTS.seriesHeading}
        </h2>
        {!loading && series.length > 0 && (
          <span className="text-sm text-muted">{AUTHOR_TEXTS.seriesCount(series.length)}</span>
        )}
      </div>
      {loading ? (
        <>
          <p role="status" className="sr-only">
            {AUTHOR_TEXTS.loading}
          </p>
          <div aria-hidden="true" className={`${GRID} animate-pulse`}>
            {Array.from({ length: 4 }, (_, i) => (
              <div key={i}>
                <div className="aspect-2/3 rounded-lg bg-surface" />
                <div className="mt-2 h-4 w-3/4 rounded bg-surface" />
              </div>
            ))}
          </div>
        </>
      ) : series.length === 0 ? (
        <p className="text-muted">{AUTHOR_TEXTS.noSeries}</p>
      ) : (
        <ul className={GRID}>
          {series.map((item, i) => (
            <li key={item.id}>
              <AuthorSeriesCard item={item} eager={i < EAGER_POSTERS} first={i === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AuthorSeriesCard({
  item,
  eager,
  first,
}: {
  item: AuthorSeries;
  eager: boolean;
  first: boolean;
}) {
  const meta = [item.year > 0 ? String(item.year) : '', AUTHOR_TEXTS.episodes(item.episodesCount)]
    .filter(Boolean)
    .join(' · ');
  return (
    <Link to={pagePaths.video(item.id)} className={`group block rounded-lg ${focusRing}`}>
      <span className="relative block aspect-2/3 overflow-hidden rounded-lg bg-surface-2 ring-1 ring-white/5">
        {/* the title below names the card: the poster adds nothing for a screen reader */}
        <PosterImage
          src={item.image}
          alt=""
          width={200}
          height={300}
          sizes={AUTHOR_POSTER_SIZES}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          className="absolute inset-0 size-full object-cover transition-transform duration-300 ease-out group-hover:scale-105 group-focus-visible:scale-105"
        />
        <span
          data-testid="role-badge"
          className={`absolute top-2 start-2 rounded px-1.5 py-0.5 text-[11px] font-semibold tracking-wide text-white ${
            item.role === 'director' ? 'bg-accent' : 'bg-black/75 ring-1 ring-white/20'
          }`}
        >
          {AUTHOR_TEXTS.role[item.role]}
        </span>
      </span>
      <span
        dir="auto"
        className="mt-2 block truncate text-sm font-semibold text-white/95 group-hover:text-white md:text-[15px]"
      >
        {item.title}
      </span>
      <span className="block truncate text-xs text-muted md:text-sm">{meta}</span>
    </Link>
  );
}
