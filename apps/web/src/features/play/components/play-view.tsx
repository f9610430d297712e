import { PLAYER_TEXTS, PRODUCT_NAME, type Series, type WatchPosition } from '@app/contract';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { VideoPlayer } from '../../../lib/player/components/video-player';
import { preloadHlsIfNeeded } from '../../../lib/player/lib/source';
import { useWatchTracker } from '../../../lib/metrics/use-watch-tracker';
import { BannerAd } from '../../../shared/ads/banner-ad';
import { useAccess } from '../../../shared/access/use-access';
import {
  AiLabel,
  episodePrice,
  lockedEpisodeNumbers,
} from '../../../shared/wallet/episode-economy';
import { disposeEarlyPlayback } from '../../../lib/player/lib/early-playback';
import { useAutoNext } from '../hooks/use-auto-next';
import { useEpisodeSource } from '../hooks/use-episode-source';
import { usePlayAds } from '../hooks/use-play-ads';
import { useAutoPlayNext } from '../../../lib/use-auto-play-next';
import { nextEpisode, pickEpisode, sortEpisodes } from '../lib/episodes';
import { playsAtOnce } from '../lib/next-preload';
import { resumeTarget, startParam } from '../lib/resume';
import { AdSlot } from './ad-slot';
import { AutoNextOverlay } from './auto-next-overlay';
import { BackButton } from './back-button';
import { CommentsSlot } from './comments-slot';
import { EpisodePicker } from './episode-picker';
import { MobileTitleBar } from './mobile-title-bar';
import { SeriesInfo } from './series-info';
import { DocumentTitle } from '../../../lib/document-title';
import { AfterFirstPaint } from '../../../lib/after-first-paint';
import { preloadableLazy } from '../../../lib/preloadable-lazy';

// chunks apart, off the first frame's path and the entry's preload table: My List and Share,
// and the gate of a locked episode
const playActions = preloadableLazy(() => import('./play-actions').then((m) => m.PlayActions));
const PlayActions = playActions.Component;
// on its way with the page's code: rendered before it arrives, it would suspend and render again
void playActions.preload();
const LockedGate = lazy(() => import('./locked-gate').then((m) => ({ default: m.LockedGate })));

/** The player's box; a locked episode's gate stands in it. */
const PLAYER_BOX =
  'h-[min(calc(100vw*16/9),76dvh)] w-full lg:h-[calc(100dvh-7.5rem)] lg:min-h-[420px] lg:rounded-xl';

function PlayerBox() {
  return <div className={`bg-black ${PLAYER_BOX}`} aria-busy="true" />;
}

/**
 * One player for both layouts, so a resize never restarts playback. Desktop (≥ 1024 px):
 * player, series info and a side episode list. Mobile: title bar, detail sheet, number strip.
 */
export function PlayView({
  series,
  resume = null,
}: {
  series: Series;
  resume?: WatchPosition | null;
}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const episodes = sortEpisodes(series.episodes);
  const episodeParam = searchParams.get('episode');
  // continue watching applies until the viewer (or auto-next) names an episode
  const resumed = episodeParam === null ? resumeTarget(episodes, resume) : null;
  const current = resumed?.episode ?? pickEpisode(episodes, episodeParam);
  const next = nextEpisode(episodes, current);
  const watch = useWatchTracker({
    seriesId: series.id,
    episodeId: current?.episodeId ?? '',
    episodeNumber: current?.episodeNumber ?? 0,
    duration: current?.duration ?? 0,
  });

  const ads = usePlayAds(series, current);
  // locked for this viewer (docs/product/play.md#locked-episodes): from the series
  // and the access answer (its playback grants) the page has anyway, so no call stands before
  // the first frame; a protected episode plays under its grant
  const access = useAccess(series.id);
  const price = episodePrice(series);
  const locked =
    access.state === 'checking' ? new Set<number>() : lockedEpisodeNumbers(episodes, access.status);
  const episodeSource = useEpisodeSource(current, next, access);
  const { source } = episodeSource;
  const currentLocked = source.state === 'locked';
  const nextSrc =
    next && playsAtOnce(next.episodeNumber, access, locked.has(next.episodeNumber))
      ? episodeSource.nextSrc
      : undefined;
  // a grant that ran out mid-episode: the renewed one starts where the old one failed
  const [renewedAt, setRenewedAt] = useState<{ episodeId: string; at: number } | null>(null);
  useEffect(() => {
    // the early start may have this episode's stream loading: the gate stands in its place
    if (currentLocked) disposeEarlyPlayback();
  }, [currentLocked]);

  const goTo = useCallback(
    (episodeNumber: number, options?: { replace: boolean }) =>
      setSearchParams({ id: series.id, episode: String(episodeNumber) }, options),
    [series.id, setSearchParams],
  );

  const choose = (episodeNumber: number) => {
    goTo(episodeNumber);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  // the phone's strip and the desktop's list pick from the same episodes
  const picker = { episodes, current, onChoose: choose, locked, price };

  const advance = useCallback(() => {
    // history keeps the episodes the viewer chose, not every automatic step
    if (next) goTo(next.episodeNumber, { replace: true });
  }, [next, goTo]);
  const autoNext = useAutoNext(current?.episodeId, advance);
  // the viewer's choice from the series page's auto-play-next checkbox
  const [autoPlayNext] = useAutoPlayNext();

  const src = source.state === 'ready' ? source.src : '';
  useEffect(() => preloadHlsIfNeeded(src || undefined), [src]);

  // the second a share link starts at: the one on screen when Share is pressed
  const position = useRef(0);
  const playingEpisode = current?.episodeNumber;
  useEffect(() => {
    position.current = 0;
  }, [playingEpisode]);

  const heading = current
    ? `${series.title} · ${PLAYER_TEXTS.episode(current.episodeNumber)}`
    : series.title;

  return (
    <div className="mx-auto grid max-w-[1600px] gap-4 pb-8 lg:grid-cols-[minmax(0,1fr)_360px] lg:gap-6 lg:p-6">
      <DocumentTitle>{`${heading} · ${PRODUCT_NAME}`}</DocumentTitle>
      <div className="grid min-w-0 content-start gap-4">
        <div className="hidden items-center gap-3 lg:flex">
          <BackButton seriesId={series.id} className="bg-[var(--surface-2)]" />
          <p className="truncate text-sm text-[var(--muted)]">
            <bdi>{series.title}</bdi>
            {current && ` · ${PLAYER_TEXTS.episode(current.episodeNumber)}`}
          </p>
        </div>
        <div className="relative">
          {current && currentLocked ? (
            <Suspense fallback={<PlayerBox />}>
              <LockedGate series={series} episode={current} price={price} className={PLAYER_BOX} />
            </Suspense>
          ) : current && source.state === 'waiting' ? (
            // a protected episode's grant is on its way: its media would answer 403 without it
            <PlayerBox />
          ) : current ? (
            <VideoPlayer
              src={src}
              poster={current.thumbnail || undefined}
              backdrop={series.thumbnail || current.thumbnail || undefined}
              autoPlay
              nextSrc={nextSrc}
              startAt={
                renewedAt?.episodeId === current.episodeId
                  ? renewedAt.at
                  : (resumed?.startAt ?? startParam(searchParams.get('t')))
              }
              onPlay={watch.onPlay}
              onPause={watch.onPause}
              onTimeUpdate={(currentTime, duration) => {
                position.current = currentTime;
                watch.onTimeUpdate(currentTime, duration);
                ads.onTimeUpdate(currentTime, duration);
              }}
              hold={ads.hold}
              onSeekRequest={ads.onSeekRequest}
              captions={source.state === 'ready' ? source.captions : undefined}
              onSourceError={() => {
                if (source.state !== 'ready' || !source.granted) return;
                setRenewedAt({ episodeId: current.episodeId, at: position.current });
                episodeSource.sourceFailed();
              }}
              onEnded={(currentTime, duration) => {
                watch.onEnded(currentTime, duration);
                if (next && autoPlayNext) autoNext.start();
              }}
              label={PLAYER_TEXTS.playerLabel(current.episodeNumber, current.title)}
              // peer: the back button over it hides in clean mode too
              className={`peer/player ${PLAYER_BOX}`}
            >
              <AiLabel
                disclosure={series.ai_disclosure}
                // chrome, not content: hidden in the player's clean mode
                className="pointer-events-none absolute top-3 end-3 z-10 bg-black/60 group-data-clean/player:hidden"
              />
              <AdSlot ads={ads} seriesId={series.id} seriesTitle={series.title} />
              {next && autoNext.secondsLeft !== null && (
                <AutoNextOverlay
                  next={next}
                  secondsLeft={autoNext.secondsLeft}
                  onCancel={autoNext.cancel}
                  onPlayNow={autoNext.playNow}
                />
              )}
            </VideoPlayer>
          ) : (
            <p className="grid h-64 place-items-center rounded-xl bg-[var(--surface)] text-[var(--muted)]">
              {PLAYER_TEXTS.noEpisodes}
            </p>
          )}
          <BackButton
            seriesId={series.id}
            className="absolute top-3 start-3 z-50 peer-data-clean/player:hidden lg:hidden"
          />
        </div>

        {/* a phone's title bar and number strip, below the player: a task of its own after the
            first frame, as the rest below it */}
        <AfterFirstPaint>
          <div className="grid gap-3 px-4 lg:hidden">
            <MobileTitleBar series={series} current={current} episodeCount={episodes.length} />
            <EpisodePicker layout="strip" {...picker} />
          </div>
        </AfterFirstPaint>

        <Suspense fallback={null}>
          <PlayActions
            series={series}
            episode={current}
            position={() => position.current}
            className="px-4 lg:px-0"
          />
        </Suspense>
        <BannerAd placement="play" contentId={series.id} className="mx-4 lg:mx-0" />
        {/* below the player (the facts and the list only on a desktop): tasks of their own
            after the first frame */}
        <AfterFirstPaint>
          <SeriesInfo series={series} className="hidden lg:grid" />
        </AfterFirstPaint>
        <AfterFirstPaint>
          <CommentsSlot seriesId={series.id} />
        </AfterFirstPaint>
      </div>

      <AfterFirstPaint>
        <EpisodePicker
          layout="list"
          {...picker}
          className="hidden lg:grid lg:sticky lg:top-6 lg:self-start"
        />
      </AfterFirstPaint>
    </div>
  );
}
