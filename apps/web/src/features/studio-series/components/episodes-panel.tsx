import { STUDIO_SERIES_TEXTS, type StudioSeries } from '@app/contract';
import { useId } from 'react';
import { useRemoveEpisode, useRetryEpisode } from '../api/studio-series';
import { errorText } from '../lib/error-text';
import { AddEpisodes } from './add-episodes';
import { EpisodeRow } from './episode-row';
import { fieldError, fieldHint } from '../../../components/ui/form-field';
import { panel, panelHeading } from '../../../components/ui/panel';

const TEXTS = STUDIO_SERIES_TEXTS;

/** The series' episodes with their transcodes, Remove and Retry, and new episodes to add. */
export function EpisodesPanel({ series }: { series: StudioSeries }) {
  const id = useId();
  const remove = useRemoveEpisode(series.id);
  const retry = useRetryEpisode(series.id);
  const failure = remove.error ?? retry.error;
  return (
    <section aria-labelledby={`${id}-heading`} className={panel}>
      <h3 id={`${id}-heading`} className={panelHeading}>
        {TEXTS.episodes}
      </h3>
      {series.summary.pending > 0 && <p className={fieldHint}>{TEXTS.pendingNote}</p>}
      {series.episodes.length === 0 ? (
        <p className="text-muted">{TEXTS.noEpisodes}</p>
      ) : (
        <ul className="grid gap-2">
          {series.episodes.map((episode) => (
            <EpisodeRow
              key={episode.episodeId}
              seriesId={series.id}
              episode={episode}
              busy={remove.isPending || retry.isPending}
              onRemove={() => remove.mutate(episode.episodeNumber)}
              onRetry={() => retry.mutate(episode.episodeNumber)}
            />
          ))}
        </ul>
      )}
      {failure && (
        <p role="alert" className={fieldError}>
          {errorText(failure)}
        </p>
      )}
      <AddEpisodes series={series} />
    </section>
  );
}
