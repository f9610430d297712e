import { AUTHOR_POSTER_SIZES, AUTHOR_TEXTS, pagePaths, type AuthorSeries } from '@app/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { PosterImage } from '../../../lib/poster-image';
import { focusRing } from '../../../components/ui/focus-ring';
import { AUTHOR_CLASSES } from '../lib/author-classes';

// the first row is on a phone's first screen: those posters load at once (the first one, the
// page's largest image, is also named in the page's preload hints)
const EAGER_POSTERS = 2;

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
      <div className={AUTHOR_CLASSES.seriesHeadingRow}>
        <h2 id={headingId} className={AUTHOR_CLASSES.sectionHeading}>
          {AUTHOR_TEXTS.seriesHeading}
        </h2>
        {!loading && series.length > 0 && (
          <span className={AUTHOR_CLASSES.seriesCount}>
            {AUTHOR_TEXTS.seriesCount(series.length)}
          </span>
        )}
      </div>
      {loading ? (
        <>
          <p role="status" className="sr-only">
            {AUTHOR_TEXTS.loading}
          </p>
          <div aria-hidden="true" className={`${AUTHOR_CLASSES.grid} animate-pulse`}>
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
        <ul className={AUTHOR_CLASSES.grid}>
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
    <Link to={pagePaths.video(item.id)} className={`${AUTHOR_CLASSES.card} ${focusRing}`}>
      <span className={AUTHOR_CLASSES.posterFrame}>
        {/* the title below names the card: the poster adds nothing for a screen reader */}
        <PosterImage
          src={item.image}
          alt=""
          width={200}
          height={300}
          sizes={AUTHOR_POSTER_SIZES}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          className={AUTHOR_CLASSES.poster}
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
