import { PLAYER_TEXTS, type Episode } from '@app/contract';
import { useEffect, useRef, type RefObject } from 'react';
import { formatDuration } from '../../../lib/format';
import { PosterImage } from '../../../lib/poster-image';
import { LockedBadge, PriceBadge } from '../../../shared/wallet/episode-economy';

type Props = {
  /** Desktop: a side list with posters and titles; phones: a strip of numbers. */
  layout: 'list' | 'strip';
  episodes: Episode[];
  current: Episode | undefined;
  onChoose: (episodeNumber: number) => void;
  className?: string;
  /** Episode numbers locked for this viewer: they show the price, or 'Locked' without one. */
  locked?: ReadonlySet<number>;
  /** Coins per locked episode; null when the series sells none. */
  price?: number | null;
};

type ItemProps = {
  episode: Episode;
  playing: boolean;
  locked: boolean;
  price: number | null;
  onChoose: () => void;
  buttonRef: RefObject<HTMLButtonElement | null> | undefined;
};

/**
 * The series' episodes to choose from, the playing one marked. The list (desktop) says
 * 'N episodes' and 'Currently playing: Episode N' above every episode; the strip (phones) keeps
 * the playing episode in view as auto-next moves along it.
 */
export function EpisodePicker({
  layout,
  episodes,
  current,
  onChoose,
  className = '',
  locked,
  price = null,
}: Props) {
  const currentRef = useRef<HTMLButtonElement>(null);
  const isStrip = layout === 'strip';

  useEffect(() => {
    if (isStrip) currentRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [isStrip, current?.episodeId]);

  const Item = isStrip ? StripItem : ListItem;
  return (
    <nav
      aria-label={PLAYER_TEXTS.episodes}
      className={isStrip ? className : `grid content-start gap-3 ${className}`}
    >
      {!isStrip && (
        <header className="grid gap-0.5">
          <h2 className="text-lg font-bold">{PLAYER_TEXTS.episodesCount(episodes.length)}</h2>
          {current && (
            <p className="text-sm text-[var(--muted)]">
              {PLAYER_TEXTS.currentlyPlaying(current.episodeNumber)}
            </p>
          )}
        </header>
      )}
      <ol
        className={
          isStrip
            ? 'm-0 flex list-none gap-2 overflow-x-auto p-0 pt-2 pe-2 pb-1 [scrollbar-width:none]'
            : 'm-0 grid list-none gap-2 overflow-y-auto p-0 pe-1 lg:max-h-[calc(100dvh-10rem)]'
        }
      >
        {episodes.map((episode) => {
          const playing = episode.episodeId === current?.episodeId;
          return (
            <li key={episode.episodeId} className={isStrip ? 'shrink-0' : undefined}>
              <Item
                episode={episode}
                playing={playing}
                locked={locked?.has(episode.episodeNumber) ?? false}
                price={price}
                onChoose={() => onChoose(episode.episodeNumber)}
                buttonRef={playing ? currentRef : undefined}
              />
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** Poster, number, title, length and the price or 'Locked'. */
function ListItem({ episode, playing, locked, price, onChoose }: ItemProps) {
  return (
    <button
      type="button"
      aria-current={playing || undefined}
      onClick={onChoose}
      className={`grid w-full cursor-pointer grid-cols-[56px_1fr] items-center gap-3 rounded-lg border-0 p-2 text-start text-inherit ${
        playing
          ? 'bg-[var(--surface-2)] ring-2 ring-[var(--accent)]'
          : 'bg-[var(--surface)] hover:bg-[var(--surface-2)]'
      }`}
    >
      <PosterImage
        src={episode.thumbnail}
        alt=""
        width={56}
        height={84}
        className="h-[84px] w-14 rounded object-cover"
      />
      <span className="grid min-w-0 gap-0.5">
        <span className="text-sm font-semibold">
          {PLAYER_TEXTS.episode(episode.episodeNumber)}
          {playing && <span className="ms-2 text-xs text-accent-ink">{PLAYER_TEXTS.playing}</span>}
        </span>
        <span dir="auto" className="truncate text-sm text-[var(--muted)]">
          {episode.title}
        </span>
        <span className="flex items-center gap-2 text-xs text-[var(--muted)] tabular-nums">
          {formatDuration(episode.duration)}
          {locked && (price === null ? <LockedBadge /> : <PriceBadge price={price} />)}
        </span>
      </span>
    </button>
  );
}

/** The number alone, the price in its corner; its name says what the badge shows. */
function StripItem({ episode, playing, locked, price, onChoose, buttonRef }: ItemProps) {
  const cost = locked ? price : null;
  const n = episode.episodeNumber;
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label={
        !locked
          ? PLAYER_TEXTS.episode(n)
          : cost === null
            ? PLAYER_TEXTS.episodeLocked(n)
            : PLAYER_TEXTS.episodeLockedPrice(n, cost)
      }
      aria-current={playing || undefined}
      onClick={onChoose}
      className={`relative size-11 cursor-pointer rounded-lg border-0 text-sm font-semibold tabular-nums ${
        playing
          ? 'bg-[var(--accent)] text-white'
          : 'bg-[var(--surface-2)] text-[var(--text)] hover:bg-[#2b2b3a]'
      }`}
    >
      {episode.episodeNumber}
      {cost !== null && (
        <PriceBadge
          price={cost}
          compact
          className="absolute -top-1.5 -end-1.5 px-1 py-0 text-[9px]"
        />
      )}
    </button>
  );
}
