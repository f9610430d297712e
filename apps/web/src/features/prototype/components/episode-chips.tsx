import { episodeLabel } from '../lib/episode-label';
import { isSelectable, type SampleEpisode } from '../lib/sample-series';
import { EpisodeBadge } from './episode-badge';
import { focusRing } from '../../../components/ui/focus-ring';

const TONES = {
  accent: 'bg-accent text-white',
  iqiyi: 'bg-[#00be06] text-black',
} as const;

type Props = {
  episodes: readonly SampleEpisode[];
  current: number;
  onChoose: (episodeNumber: number) => void;
  /** The playing episode's colour: the app's red, or the iQIYI layout's green. */
  tone?: keyof typeof TONES;
  className?: string;
};

/**
 * Episode numbers as buttons. A locked or VIP episode is a disabled button whose name says so:
 * it cannot be chosen (docs/product/prototype.md#episodes).
 */
export function EpisodeChips({
  episodes,
  current,
  onChoose,
  tone = 'accent',
  className = '',
}: Props) {
  return (
    <ol className={`grid grid-cols-[repeat(auto-fill,minmax(3rem,1fr))] gap-2 ${className}`}>
      {episodes.map((episode) => {
        const selectable = isSelectable(episode);
        const playing = episode.number === current;
        return (
          <li key={episode.number}>
            <button
              type="button"
              disabled={!selectable}
              aria-label={episodeLabel(episode)}
              aria-current={playing ? 'true' : undefined}
              onClick={() => onChoose(episode.number)}
              className={`relative h-11 w-full rounded-md text-sm font-semibold tabular-nums transition ${focusRing} ${
                playing
                  ? TONES[tone]
                  : selectable
                    ? 'cursor-pointer bg-surface-2 text-white hover:bg-[#2b2b3a]'
                    : 'cursor-not-allowed bg-surface text-white/45'
              }`}
            >
              {episode.number}
              <EpisodeBadge access={episode.access} compact className="absolute -top-1.5 -end-1" />
            </button>
          </li>
        );
      })}
    </ol>
  );
}
