import { PRODUCT_NAME, seriesIdSchema, type SeriesId, type VideoDetail } from '@app/contract';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { formatDuration } from '../../../lib/format';
import { useVideoDetail } from '../api/get-video-detail';

/** Spec §8 "Detail page" texts. */
export const SERIES_PAGE_TEXT = {
  invalidId: 'Invalid video ID',
  loadFailed: 'Failed to load video details',
  notFound: 'Video not found',
} as const;

/** /video/:id — a minimal series page; the full one (play, tags, grid) comes later. */
export function SeriesPage() {
  const { id } = useParams();
  const parsed = seriesIdSchema.safeParse(id);
  if (!parsed.success) return <SeriesMessage text={SERIES_PAGE_TEXT.invalidId} />;
  return <SeriesDetailLoader id={parsed.data} />;
}

function SeriesDetailLoader({ id }: { id: SeriesId }) {
  const { data, error, status } = useVideoDetail(id);
  if (status === 'pending') {
    return (
      <p role="status" className="page-status">
        Loading…
      </p>
    );
  }
  if (status === 'error') return <SeriesMessage text={messageFor(error)} />;
  return <SeriesDetail series={data} />;
}

function messageFor(error: Error): string {
  if (isApiError(error) && error.status === 404) return SERIES_PAGE_TEXT.notFound;
  // the server refuses a malformed id with 400 before any lookup
  if (isApiError(error) && error.status === 400) return SERIES_PAGE_TEXT.invalidId;
  return SERIES_PAGE_TEXT.loadFailed;
}

function SeriesMessage({ text }: { text: string }) {
  return (
    <section className="page-message" role="alert">
      <title>{`${text} · ${PRODUCT_NAME}`}</title>
      <h1>{text}</h1>
      <Link to="/" className="button">
        Go Home
      </Link>
    </section>
  );
}

function SeriesDetail({ series }: { series: VideoDetail }) {
  const episodes = [...series.episodes].sort((a, b) => a.episodeNumber - b.episodeNumber);
  return (
    <article className="series">
      <title>{`${series.title} · ${PRODUCT_NAME}`}</title>
      <h1 className="series-title">{series.title}</h1>
      <dl className="series-facts">
        <div>
          <dt>Year</dt>
          <dd>{series.year}</dd>
        </div>
        <div>
          <dt>Language</dt>
          <dd>{series.language}</dd>
        </div>
        <div>
          <dt>Director</dt>
          <dd>{series.director}</dd>
        </div>
      </dl>
      <p className="series-description">{series.description}</p>

      <section aria-labelledby="episodes-title">
        <h2 id="episodes-title" className="section-title">
          All Episodes ({episodes.length})
        </h2>
        {episodes.length === 0 ? (
          <p className="muted">No episodes yet.</p>
        ) : (
          <ol className="episode-list">
            {episodes.map((episode) => (
              <li key={episode.episodeId} className="episode">
                <span className="episode-number">Episode {episode.episodeNumber}</span>
                <span className="episode-title">{episode.title}</span>
                <span className="episode-duration">
                  <span className="visually-hidden">Duration </span>
                  {formatDuration(episode.duration)}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </article>
  );
}
