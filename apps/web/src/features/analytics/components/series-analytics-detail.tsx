import { ANALYTICS_TEXTS, type SeriesAnalyticsSummary, type SeriesId } from '@app/contract';
import { useSeriesAnalytics } from '../api/get-analytics';
import { DropoffChart } from './dropoff-chart';
import { StatsTable } from './stats-table';

const TEXTS = ANALYTICS_TEXTS;

const episodeName = (episodeNumber: number, title: string) =>
  title ? `${TEXTS.episode} ${episodeNumber}: ${title}` : `${TEXTS.episode} ${episodeNumber}`;

/**
 * One series: its drop-off curve, then each episode's figures and curve. `summary` is the list's
 * row when the series is on a loaded page; a series linked to (?series=) beyond them takes the
 * figures of its own answer.
 */
export function SeriesAnalyticsDetail({
  seriesId,
  summary: listed,
}: {
  seriesId: SeriesId;
  summary: SeriesAnalyticsSummary | undefined;
}) {
  const detail = useSeriesAnalytics(seriesId);
  const summary = listed ?? detail.data?.series;

  return (
    <section
      aria-labelledby={summary ? 'analytics-series-title' : undefined}
      className="grid gap-6"
    >
      {summary && (
        <>
          <h2 dir="auto" id="analytics-series-title" className="text-xl font-bold">
            {summary.title}
          </h2>
          {summary.views === 0 && summary.unique_viewers === 0 ? (
            <p className="text-[var(--muted)]">{TEXTS.noViews}</p>
          ) : (
            <DropoffChart values={summary.dropoff} name={summary.title} />
          )}
        </>
      )}

      {detail.status === 'pending' && (
        <p role="status" className="text-[var(--muted)]">
          {TEXTS.loading}
        </p>
      )}
      {detail.status === 'error' && (
        <div role="alert" className="flex items-center gap-4">
          <p>{TEXTS.loadFailed}</p>
          <button
            type="button"
            onClick={() => void detail.refetch()}
            className="rounded-full bg-[var(--surface-2)] px-4 py-1.5 text-sm font-semibold ring-1 ring-white/10 hover:bg-white/15"
          >
            {TEXTS.retry}
          </button>
        </div>
      )}
      {detail.status === 'success' && detail.data.episodes.length > 0 && (
        <>
          <StatsTable
            caption={TEXTS.episodes}
            rows={detail.data.episodes.map((episode) => ({
              key: episode.episode_id,
              label: episodeName(episode.episode_number, episode.title),
              stats: episode,
            }))}
          />
          <ul className="m-0 grid list-none gap-6 p-0 md:grid-cols-2 xl:grid-cols-3">
            {detail.data.episodes.map((episode) => {
              const name = episodeName(episode.episode_number, episode.title);
              return (
                <li key={episode.episode_id} className="grid gap-2">
                  <h3 dir="auto" className="text-sm font-semibold">
                    {name}
                  </h3>
                  <DropoffChart values={episode.dropoff} name={name} />
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
