import { STUDIO_SERIES_TEXTS, type StudioEpisodeState } from '@app/contract';
import { ConfirmButton } from './confirm-button';
import { EpisodeCaptions } from './episode-captions';
import { TranscodeChip } from './transcode-chip';

const TEXTS = STUDIO_SERIES_TEXTS;

const minutes = (seconds: number) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

type EpisodeRowProps = {
  seriesId: string;
  episode: StudioEpisodeState;
  onRemove: () => void;
  onRetry: () => void;
  busy: boolean;
};

/** One episode: its frame, title, transcode state, Remove, and its captions. */
export function EpisodeRow({ seriesId, episode, onRemove, onRetry, busy }: EpisodeRowProps) {
  const { episodeNumber } = episode;
  return (
    <li
      aria-label={`${episodeNumber}. ${episode.title}`}
      className="grid gap-3 rounded-xl bg-black/20 p-3 ring-1 ring-white/10"
    >
      <div className="flex flex-wrap items-start gap-3">
        <span className="grid aspect-video w-28 shrink-0 place-items-center overflow-hidden rounded-lg bg-surface-2 text-lg font-bold text-white/40">
          {episode.thumbnail ? (
            <img src={episode.thumbnail} alt="" loading="lazy" className="size-full object-cover" />
          ) : (
            episodeNumber
          )}
        </span>
        <span className="grid min-w-0 flex-1 gap-1">
          <span className="font-semibold">
            {episodeNumber}. <bdi>{episode.title}</bdi>
          </span>
          <span className="text-xs text-muted">{minutes(episode.duration)}</span>
          <TranscodeChip transcode={episode.transcode} onRetry={onRetry} retrying={busy} />
        </span>
        <ConfirmButton
          label={TEXTS.removeEpisode}
          question={TEXTS.confirmRemoveEpisode(episodeNumber)}
          onConfirm={onRemove}
          disabled={busy}
        />
      </div>
      <EpisodeCaptions seriesId={seriesId} episodeNumber={episodeNumber} />
    </li>
  );
}
