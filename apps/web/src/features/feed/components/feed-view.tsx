import { FOR_YOU_TEXTS, type FeedItem } from '@app/contract';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdModal } from '../../../shared/ads/ad-modal/ad-modal';
import { useWatchTracker } from '../../../lib/metrics/use-watch-tracker';
import { preloadHlsIfNeeded } from '../../../lib/player/lib/source';
import { useFeedAds } from '../hooks/use-feed-ads';
import { useFeedGestures } from '../hooks/use-feed-gestures';
import {
  anchorOf,
  clampIndex,
  needsNextPage,
  SETTLE_MS,
  slidesOf,
  videosOf,
} from '../lib/feed-window';
import { ChevronIcon } from './feed-icons';
import { FeedShell } from './feed-shell';
import { FeedSlide } from './feed-slide';
import { FeedStatusSlide, type FeedStatus } from './feed-status-slide';
import { FEED_CLASSES as C } from '../lib/feed-classes';
import { focusRing } from '../../../components/ui/focus-ring';

export type FeedViewProps = {
  items: FeedItem[];
  hasNextPage: boolean;
  fetchingNext: boolean;
  nextFailed: boolean;
  fetchNext: () => void;
  /** A new feed from the top (the end reached, or a page that cannot load any more). */
  onStartOver: () => void;
};

const NAV_BUTTON = `flex size-12 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20 disabled:opacity-30 ${focusRing}`;

/**
 * The feed (docs/product/feed.md): one item on screen, moved by swipe, wheel or keys; the
 * visible item plays muted, its neighbours load their start. Watch metrics and ads follow the
 * visible item as they follow the episode on /play.
 */
export function FeedView({
  items,
  hasNextPage,
  fetchingNext,
  nextFailed,
  fetchNext,
  onStartOver,
}: FeedViewProps) {
  const [, setSearchParams] = useSearchParams();
  const status: FeedStatus = hasNextPage ? (nextFailed ? 'error' : 'loading') : 'end';
  const count = items.length + 1;
  const [index, setIndex] = useState(0);
  // where the videos stand: catches up with `index` once the new item plays (lib/feed-window.ts)
  const [settled, setSettled] = useState(0);
  const [moved, setMoved] = useState(false);
  const [muted, setMuted] = useState(true);
  // the item the viewer paused (or whose autoplay the browser refused), by index
  const [pausedAt, setPausedAt] = useState<number | null>(null);
  const item = items[index];

  const ads = useFeedAds(item, items[index + 1]);
  const watch = useWatchTracker({
    seriesId: item?.id ?? '',
    episodeId: item?.episode.episodeId ?? '',
    episodeNumber: item?.episode.episodeNumber ?? 0,
    duration: item?.episode.duration ?? 0,
  });

  const go = useCallback(
    (step: -1 | 1) => {
      setIndex((current) => clampIndex(current + step, count));
      setMoved(true);
    },
    [count],
  );
  const togglePlay = () => setPausedAt((current) => (current === index ? null : index));
  const { dragOffset, handlers } = useFeedGestures({
    onStep: go,
    onKey: (key) => (key === 'togglePlay' ? togglePlay() : setMuted((m) => !m)),
  });

  // the URL names the visible item: a reload or a shared link comes back to it
  const showInUrl = useEffectEvent((id: string) =>
    setSearchParams({ item: id }, { replace: true }),
  );
  const itemId = item?.id;
  useEffect(() => {
    if (itemId !== undefined) showInUrl(itemId);
  }, [itemId]);

  useEffect(() => {
    if (needsNextPage(index, items.length) && hasNextPage && !fetchingNext && !nextFailed) {
      fetchNext();
    }
  }, [index, items.length, hasNextPage, fetchingNext, nextFailed, fetchNext]);

  // a locked item shows its poster and loads nothing of its video: its media answer 403
  // (docs/product/wallet.md#playback-grants)
  const src = item?.episode.isLocked ? undefined : item?.episode.videoUrl;
  useEffect(() => preloadHlsIfNeeded(src), [src]);

  useEffect(() => {
    const timer = setTimeout(() => setSettled(index), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [index]);

  const adOpen = ads.adNumber !== null;
  const anchor = anchorOf(settled, index);
  const videos = videosOf(anchor, index, count, adOpen);
  const setSize = hasNextPage ? -1 : items.length;

  return (
    <FeedShell sound={{ muted, onToggle: () => setMuted((m) => !m) }} gestures={handlers}>
      <div
        role="feed"
        aria-label={FOR_YOU_TEXTS.feedLabel}
        aria-busy={fetchingNext}
        className={C.feed}
      >
        {slidesOf(anchor, index, count).map((k) => {
          const slideItem = items[k];
          if (slideItem === undefined) {
            return (
              <FeedStatusSlide
                key="status"
                status={status}
                offset={k - index}
                onRetry={fetchNext}
                onStartOver={onStartOver}
              />
            );
          }
          const active = k === index;
          return (
            <FeedSlide
              key={slideItem.id}
              item={slideItem}
              position={k + 1}
              setSize={setSize}
              offset={k - index}
              dragOffset={dragOffset}
              hasVideo={videos.has(k)}
              hold={active && ads.hold}
              paused={pausedAt === k}
              muted={muted}
              onTogglePlay={togglePlay}
              onBlocked={() => setPausedAt(k)}
              {...(active && {
                onPlaying: () => setSettled(k),
                onPlay: watch.onPlay,
                onPause: watch.onPause,
                onTimeUpdate: (time: number, duration: number) => {
                  watch.onTimeUpdate(time, duration);
                  ads.onTimeUpdate(time, duration);
                },
                onEnded: watch.onEnded,
              })}
            >
              {active && ads.adNumber !== null && (
                <AdModal
                  // a new ad starts its own countdown
                  key={ads.adNumber}
                  adNumber={ads.adNumber}
                  seriesId={slideItem.id}
                  seriesTitle={slideItem.title}
                  kind={ads.kind}
                  onContinue={ads.close}
                />
              )}
            </FeedSlide>
          );
        })}
      </div>

      <div className="absolute top-1/2 end-4 z-10 hidden -translate-y-1/2 flex-col gap-3 md:flex">
        <button
          type="button"
          onClick={() => go(-1)}
          disabled={index === 0}
          aria-label={FOR_YOU_TEXTS.previous}
          className={NAV_BUTTON}
        >
          <ChevronIcon up width={28} height={28} />
        </button>
        <button
          type="button"
          onClick={() => go(1)}
          disabled={index >= count - 1}
          aria-label={FOR_YOU_TEXTS.next}
          className={NAV_BUTTON}
        >
          <ChevronIcon width={28} height={28} />
        </button>
      </div>

      {!moved && items.length > 1 && <p className={C.hint}>{FOR_YOU_TEXTS.hint}</p>}
      <p aria-live="polite" className="sr-only">
        {item ? `${item.title}, ${FOR_YOU_TEXTS.episodes(item.episodesCount)}` : ''}
      </p>
    </FeedShell>
  );
}
