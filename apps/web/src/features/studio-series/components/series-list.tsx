import { STUDIO_SERIES_TEXTS, type StudioSeries } from '@app/contract';
import { Link } from 'react-router';
import { chip } from './chip';
import { focusRing } from '../../../components/ui/focus-ring';

const TEXTS = STUDIO_SERIES_TEXTS;

/** Every series, newest first: poster, title, published or not, its episodes' states. */
export function SeriesList({
  series,
  selectedId,
}: {
  series: readonly StudioSeries[];
  selectedId: string | null;
}) {
  if (series.length === 0) return <p className="text-muted">{TEXTS.noSeries}</p>;
  return (
    <ul className="grid gap-2" aria-label={TEXTS.heading}>
      {series.map((item) => (
        <li key={item.id}>
          <SeriesCard series={item} selected={item.id === selectedId} />
        </li>
      ))}
    </ul>
  );
}

function SeriesCard({ series, selected }: { series: StudioSeries; selected: boolean }) {
  const { summary } = series;
  const transcoding = series.episodes.filter((e) => e.transcode.state === 'transcoding');
  return (
    <Link
      to={`?series=${encodeURIComponent(series.id)}`}
      aria-current={selected ? 'true' : undefined}
      className={`flex gap-3 rounded-2xl p-2.5 ring-1 transition ${focusRing} ${
        selected ? 'bg-white/10 ring-white/30' : 'bg-surface ring-white/10 hover:bg-white/[0.07]'
      }`}
    >
      <span className="block aspect-[2/3] w-12 shrink-0 overflow-hidden rounded-lg bg-surface-2">
        {series.poster && (
          <img src={series.poster} alt="" loading="lazy" className="size-full object-cover" />
        )}
      </span>
      <span className="grid min-w-0 content-start gap-1">
        <span dir="auto" className="truncate font-semibold">
          {series.title}
        </span>
        <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted">
          <span
            className={`${chip} ${
              series.published
                ? 'bg-emerald-500/15 text-emerald-300'
                : 'bg-amber-500/15 text-amber-300'
            }`}
          >
            {series.published ? TEXTS.published : TEXTS.unpublished}
          </span>
          {TEXTS.episodesCount(summary.episodes)}
        </span>
        <span className="flex flex-wrap gap-1.5">
          {summary.ready > 0 && (
            <span className={`${chip} bg-emerald-500/10 text-emerald-300`}>
              {summary.ready} {TEXTS.states.ready}
            </span>
          )}
          {summary.queued > 0 && (
            <span className={`${chip} bg-white/10 text-white/80`}>
              {summary.queued} {TEXTS.states.queued}
            </span>
          )}
          {transcoding.map((episode) => (
            <span key={episode.episodeId} className={`${chip} bg-sky-500/15 text-sky-300`}>
              {TEXTS.states.transcoding(episode.transcode.percent)}
            </span>
          ))}
          {summary.failed > 0 && (
            <span className={`${chip} bg-red-500/15 text-red-300`}>
              {summary.failed} {TEXTS.states.failed}
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
