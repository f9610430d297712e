import { compactCounter, FOR_YOU_TEXTS, pagePaths, type FeedItem } from '@app/contract';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ECONOMY_LABELS } from '../../../shared/wallet/episode-economy';
import { PauseIcon, PlayIcon } from '../../../lib/player/components/player-icons';
import { PosterImage } from '../../../lib/poster-image';
import { FeedVideo, type FeedVideoProps } from './feed-video';
import { HeartIcon, LockIcon } from './feed-icons';
import { FEED_CLASSES as C } from '../lib/feed-classes';
import { activeLocale } from '../../../i18n/locale-store';

type MediaHandlers = Pick<
  FeedVideoProps,
  'onPlaying' | 'onPlay' | 'onPause' | 'onTimeUpdate' | 'onEnded'
>;

export type FeedSlideProps = MediaHandlers & {
  item: FeedItem;
  /** 1-based place in the feed, and the feed's length (-1 while more may come). */
  position: number;
  setSize: number;
  /** Where it stands: -1 above the visible item, 0 visible, 1 below. */
  offset: number;
  /** The finger's drag, in px, while a swipe is under way. */
  dragOffset: number | null;
  hasVideo: boolean;
  hold: boolean;
  paused: boolean;
  muted: boolean;
  onTogglePlay: () => void;
  onBlocked: () => void;
  /** Drawn over the item (the ad modal). */
  children?: ReactNode;
};

/**
 * 1234 → "1.2K", the active locale's way ("1,2 mil" in pt-BR). One counter per slide: making a
 * formatter costs more than a slide's render, and every slide renders on each swipe (interaction
 * latency, docs/decisions.md#performance-targets). A new locale renders the routes afresh.
 */
const compactFormat = () => compactCounter(activeLocale());

/**
 * One item of the feed: the opening episode full-screen (9:16, centred on wide screens) with
 * the series' title, episode count, like count and the way to the whole series. An episode
 * locked for this viewer shows its poster and a lock note, and never loads its video (its media
 * answer 403); 'Watch series' leads to /play, where its gate is.
 */
export function FeedSlide({
  item,
  position,
  setSize,
  offset,
  dragOffset,
  hasVideo,
  hold,
  paused,
  muted,
  onTogglePlay,
  onBlocked,
  children,
  ...media
}: FeedSlideProps) {
  const titleId = useId();
  const [compact] = useState(compactFormat);
  const active = offset === 0;
  const progressRef = useRef<HTMLDivElement>(null);
  // the poster stays until the video has a frame to show in its place
  const [frameSrc, setFrameSrc] = useState<string | null>(null);
  const src = item.episode.videoUrl;
  const locked = item.episode.isLocked === true;
  const withVideo = hasVideo && !locked;
  const showPoster = !withVideo || frameSrc !== src;

  return (
    <article
      aria-labelledby={titleId}
      aria-posinset={position}
      aria-setsize={setSize}
      data-feed-item={item.id}
      data-active={active || undefined}
      // neighbours are off screen: out of the tab order and the accessibility tree
      inert={!active}
      className={dragOffset === null ? `${C.slide} ${C.slideMoving}` : C.slide}
      style={{ transform: `translate3d(0, calc(${offset * 100}% + ${dragOffset ?? 0}px), 0)` }}
    >
      <div className={C.frame}>
        {showPoster && (
          <PosterImage
            src={item.episode.thumbnail || item.image}
            alt=""
            aria-hidden="true"
            width={480}
            height={720}
            loading={active ? 'eager' : 'lazy'}
            className={C.poster}
          />
        )}
        {withVideo && (
          <FeedVideo
            src={src}
            active={active}
            hold={hold}
            paused={paused}
            muted={muted}
            onFrame={() => setFrameSrc(src)}
            onBlocked={onBlocked}
            progressRef={progressRef}
            {...media}
          />
        )}
        {/* a tap on the picture pauses and plays; the button below does it for keyboards */}
        <div aria-hidden="true" className={C.tapArea} onClick={locked ? undefined : onTogglePlay}>
          {active && paused && !hold && !locked && (
            <span className="absolute top-1/2 left-1/2 flex size-20 -translate-1/2 items-center justify-center rounded-full bg-black/50">
              <PlayIcon width={44} height={44} />
            </span>
          )}
        </div>
        <div className={C.shade} />

        <div className={C.info}>
          <div className={C.texts}>
            <h2 dir="auto" id={titleId} className={C.itemTitle}>
              {item.title}
            </h2>
            <p className={C.itemFacts}>
              {[FOR_YOU_TEXTS.episodes(item.episodesCount), item.subtitle]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {item.description && (
              <p dir="auto" className={C.itemDescription}>
                {item.description}
              </p>
            )}
            {locked && (
              <p
                data-testid="feed-lock-note"
                className="mt-1 inline-flex w-fit items-center gap-1.5 rounded-full bg-black/60 px-3 py-1 text-sm font-semibold text-amber-200 ring-1 ring-amber-300/30"
              >
                <LockIcon />
                {ECONOMY_LABELS.lockedTitle(item.episode.episodeNumber)}
              </p>
            )}
            <Link
              to={pagePaths.play({ id: item.id, episode: item.episode.episodeNumber })}
              className={C.watch}
            >
              <PlayIcon width={18} height={18} />
              {FOR_YOU_TEXTS.watchSeries}
            </Link>
          </div>
          <div className={C.side}>
            <p className={C.likes}>
              <HeartIcon width={30} height={30} />
              <span aria-hidden="true">{compact(item.likes)}</span>
              {/* a paragraph takes no aria-label: the count in words, for screen readers */}
              <span className="sr-only">{FOR_YOU_TEXTS.likes(item.likes)}</span>
            </p>
            {!locked && (
              <button
                type="button"
                onClick={onTogglePlay}
                aria-label={paused ? FOR_YOU_TEXTS.play : FOR_YOU_TEXTS.pause}
                className={C.playButton}
              >
                {paused ? (
                  <PlayIcon width={22} height={22} />
                ) : (
                  <PauseIcon width={22} height={22} />
                )}
              </button>
            )}
          </div>
        </div>
        <div
          ref={progressRef}
          aria-hidden="true"
          className={C.progress}
          style={{ transform: 'scaleX(var(--progress, 0))' }}
        />
        {children}
      </div>
    </article>
  );
}
