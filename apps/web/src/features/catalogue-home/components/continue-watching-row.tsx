import {
  CONTINUE_WATCHING_TEXTS,
  METRICS,
  pagePaths,
  type SeriesCard as SeriesCardData,
  type WatchPosition,
} from '@app/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { PosterImage } from '../../../lib/poster-image';
import { useContinueWatching, useSeriesDetails } from '../api/get-continue-watching';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useRowScroll } from '../hooks/use-row-scroll';
import { RowArrow } from './series-row';
import { focusRing } from '../../../components/ui/focus-ring';

const TEXTS = CONTINUE_WATCHING_TEXTS;
/** A row, not a history page: each entry may cost a series lookup. */
const MAX_ENTRIES = 12;

type Entry = { position: WatchPosition; title: string; image: string; percent: number };

/** How far into the episode, 0–100; the catalogue's duration when the player reported none. */
const percentOf = (position: WatchPosition, fallbackDuration: number) => {
  const duration = position.duration > 0 ? position.duration : fallbackDuration;
  if (duration <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((position.position / duration) * 100)));
};

/**
 * /play at that episode and second (`t`); without a known episode number /play itself resumes.
 * A finished episode starts over rather than a breath before its end.
 */
const playPath = ({ series_id, episode_number, position }: WatchPosition, percent: number) => {
  if (episode_number === null) return pagePaths.play({ id: series_id });
  const resume = percent < METRICS.completionThreshold * 100 && position >= 1;
  return pagePaths.play({
    id: series_id,
    episode: episode_number,
    t: resume ? Math.floor(position) : undefined,
  });
};

/**
 * 'Continue Watching' (the home page's first row when there is something to continue): one
 * card per series, linking to /play at that episode, with a bar for how much was watched.
 * Titles and posters come from the home data's cards, else from the series.
 */
export function ContinueWatchingRow({ cards }: { cards: readonly SeriesCardData[] }) {
  const headingId = useId();
  const reducedMotion = useReducedMotion();
  const { trackRef, canStart, canEnd, scroll } = useRowScroll({ smooth: !reducedMotion });
  const { data: positions = [] } = useContinueWatching();

  const shown = positions.slice(0, MAX_ENTRIES);
  const known = new Map<string, SeriesCardData>();
  // the first card of a series wins: rows come before the game videos
  for (const card of cards) if (!known.has(card.id)) known.set(card.id, card);
  const details = useSeriesDetails(
    shown.map((position) => position.series_id).filter((id) => !known.has(id)),
  );
  const entries = shown.flatMap((position): Entry[] => {
    const card = known.get(position.series_id);
    const series = details.get(position.series_id);
    const episode = series?.episodes.find((e) => e.episodeId === position.episode_id);
    const title = card?.title ?? series?.title;
    if (title === undefined) return [];
    const image = card?.image ?? series?.thumbnail ?? '';
    return [{ position, title, image, percent: percentOf(position, episode?.duration ?? 0) }];
  });

  if (entries.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="group/row">
      <h2 id={headingId} className="mb-3 text-lg font-bold tracking-tight md:text-xl">
        {TEXTS.heading}
      </h2>
      <div className="relative mx-[calc(var(--gutter)*-1)]">
        <ul
          ref={trackRef}
          className="flex snap-x snap-mandatory scroll-px-(--gutter) gap-3 overflow-x-auto overscroll-x-contain px-(--gutter) pb-2 [scrollbar-width:none] md:gap-4 [&::-webkit-scrollbar]:hidden"
        >
          {entries.map((entry) => (
            <li
              key={entry.position.series_id}
              className="w-[36vw] max-w-44 shrink-0 snap-start md:w-44 lg:w-50"
            >
              <ContinueCard entry={entry} />
            </li>
          ))}
        </ul>
        {canStart && <RowArrow direction="start" label={TEXTS.heading} onClick={scroll} />}
        {canEnd && <RowArrow direction="end" label={TEXTS.heading} onClick={scroll} />}
      </div>
    </section>
  );
}

function ContinueCard({ entry }: { entry: Entry }) {
  const { position, title, image, percent } = entry;
  return (
    <Link to={playPath(position, percent)} className={`group block rounded-lg ${focusRing}`}>
      <span className="relative block aspect-2/3 overflow-hidden rounded-lg bg-surface-2 ring-1 ring-white/5">
        <PosterImage
          src={image}
          alt=""
          width={200}
          height={300}
          className="absolute inset-0 size-full object-cover transition-transform duration-300 ease-out group-hover:scale-105 group-focus-visible:scale-105"
        />
        <span className="absolute inset-x-0 bottom-0 h-1/3 bg-gradient-to-t from-black/70 to-transparent" />
        <span
          aria-hidden="true"
          data-testid="watch-progress"
          className="absolute inset-x-2 bottom-2 h-1 overflow-hidden rounded-full bg-white/25"
        >
          <span className="block h-full bg-accent" style={{ width: `${percent}%` }} />
        </span>
      </span>
      <span
        dir="auto"
        className="mt-2 block truncate text-sm font-semibold text-white/95 group-hover:text-white md:text-[15px]"
      >
        {title}
      </span>
      {position.episode_number !== null && (
        <span className="block truncate text-xs text-muted md:text-sm">
          {TEXTS.episode(position.episode_number)}
        </span>
      )}
      <span className="sr-only">{TEXTS.progress(percent)}</span>
    </Link>
  );
}
