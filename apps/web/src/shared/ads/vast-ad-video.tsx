import { AD_MODAL_TEXTS, AD_TEXTS, type SeriesId } from '@app/contract';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useHlsSource } from '../../lib/player/hooks/use-hls-source';
import { onFirstFrame, STILL_UNDER_VIDEO_CLASSES } from '../../lib/player/lib/first-frame';
import { removeEarlyAdStage, returnEarlyAd, stopEarlyAdVideo, takeEarlyAd } from './early-ad';
import { clickThroughTarget, loadLinearAd, type LinearAd } from './vast-ad';

export type AdOutcome = 'complete' | 'error' | 'none';

export type VastAdVideoProps = {
  /** The series being watched: the ad server picks an ad for it. */
  contentId?: SeriesId;
  /** The ad played to its end, failed ('Ad Loading Error' shows), or there was none. */
  onDone?: (outcome: AdOutcome) => void;
  className?: string;
  /** The VAST document to play instead of the ad slot's (a rewarded ad's session). */
  vastUrl?: string;
  /** The slot took over an ad already playing (the early start's): the seconds it had played. */
  onPlayedBefore?: (seconds: number) => void;
};

type Load =
  | { status: 'loading' }
  /** `early`: the early start's element, already loading the ad's media file */
  | { status: 'ready'; ad: LinearAd; early: HTMLVideoElement | null }
  | { status: 'none' }
  | { status: 'error' };

const canPlayType = (type: string) => document.createElement('video').canPlayType(type);

/**
 * The ad slot's video: fetches the VAST ad, plays its media file and reports impression,
 * quartiles, complete, click and skip (closed before the end) to the ad's tracking URLs.
 */
export function VastAdVideo({
  contentId,
  onDone,
  className = '',
  vastUrl,
  onPlayedBefore,
}: VastAdVideoProps) {
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const done = useEffectEvent((outcome: AdOutcome) => onDone?.(outcome));

  useEffect(() => {
    const controller = new AbortController();
    // the ad slot's first ad on a fresh /play: the early start asked for it (shared/ads/early-ad.ts)
    const early = vastUrl === undefined ? takeEarlyAd(contentId) : null;
    let used = false;
    loadLinearAd(contentId, canPlayType, controller.signal, vastUrl, early?.vast)
      .then(async (ad) => {
        const video = ad && early ? await early.video : null;
        // an element whose download failed starts over in a new one
        const usable = video !== null && !video.error && video.getAttribute('src') === ad?.mediaUrl;
        if (video !== null && !usable) stopEarlyAdVideo(video);
        return { ad, early: usable ? video : null };
      })
      .then(
        ({ ad, early: video }) => {
          if (controller.signal.aborted) return;
          used = true;
          setLoad(ad ? { status: 'ready', ad, early: video } : { status: 'none' });
          if (!ad) done('none');
        },
        () => {
          if (controller.signal.aborted) return;
          used = true;
          setLoad({ status: 'error' });
          done('error');
        },
      );
    return () => {
      controller.abort();
      if (early && !used) returnEarlyAd(early);
    };
  }, [contentId, vastUrl]);

  const box = `relative grid place-items-center overflow-hidden bg-black ${className}`;
  if (load.status === 'ready') {
    return (
      <AdPlayback
        ad={load.ad}
        early={load.early}
        className={box}
        onPlayedBefore={onPlayedBefore}
        onComplete={() => onDone?.('complete')}
        onError={() => {
          setLoad({ status: 'error' });
          onDone?.('error');
        }}
      />
    );
  }
  return (
    <div className={box}>
      {load.status === 'loading' && (
        <p role="status" className="text-sm text-muted">
          {AD_MODAL_TEXTS.loading}
        </p>
      )}
      {load.status === 'error' && (
        <p role="alert" className="text-sm font-semibold text-red-300">
          {AD_TEXTS.loadingError}
        </p>
      )}
    </div>
  );
}

/** The ad slot's <video>, whoever made it. */
const dressed = (video: HTMLVideoElement) => {
  video.playsInline = true;
  video.preload = 'auto';
  // positioned: it paints over the still (AdStill), an absolute sibling before it
  video.className = 'relative size-full object-contain';
  video.setAttribute('aria-label', AD_MODAL_TEXTS.title);
  return video;
};

function AdPlayback({
  ad,
  early,
  className,
  onPlayedBefore,
  onComplete,
  onError,
}: {
  ad: LinearAd;
  early: HTMLVideoElement | null;
  className: string;
  onPlayedBefore: VastAdVideoProps['onPlayedBefore'];
  onComplete: () => void;
  onError: () => void;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const completed = useRef(false);
  const navigate = useNavigate();
  const failed = useEffectEvent(onError);
  const finished = useEffectEvent(onComplete);
  const playedBefore = useEffectEvent((seconds: number) => onPlayedBefore?.(seconds));

  useHlsSource(video, ad.mediaUrl, {
    onAttached: () => {
      if (video === null) return;
      video.play().catch(() => {
        // without a gesture browsers allow only muted autoplay
        video.muted = true;
        video.play().catch(onError);
      });
    },
    onError,
  });

  useLayoutEffect(() => {
    const host = hostRef.current;
    if (host === null) return;
    // made here rather than rendered: the early start's element may have the ad's first frame
    const element = dressed(early ?? document.createElement('video'));
    // moved within one task: an early ad playing in the early start's box plays on here
    host.append(element);
    removeEarlyAdStage();
    // the viewer saw those seconds in the early start's box: the modal's countdown counts them
    if (element.currentTime > 0) playedBefore(element.currentTime);
    setVideo(element);
    return () => element.remove();
  }, [early]);

  useEffect(() => {
    if (video === null) return;
    const { tracker } = ad;
    const onPlaying = () => tracker.trackImpression();
    const onTime = () => tracker.setProgress(video.currentTime);
    const onEnded = () => {
      completed.current = true;
      tracker.complete();
      finished();
    };
    const onVolume = () => tracker.setMuted(video.muted);
    const onMediaError = () => {
      // hls.js reports its own failures through useHlsSource
      if (video.getAttribute('src')) failed();
    };
    video.addEventListener('playing', onPlaying);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('ended', onEnded);
    video.addEventListener('volumechange', onVolume);
    video.addEventListener('error', onMediaError);
    // the early start's element may be playing already: it had its impression before the
    // slot listened (tracked once, however many 'playing' follow), and maybe its muting
    if (!video.paused && video.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) {
      tracker.trackImpression();
    }
    tracker.setMuted(video.muted);
    return () => {
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('ended', onEnded);
      video.removeEventListener('volumechange', onVolume);
      video.removeEventListener('error', onMediaError);
      // closed before its end (Continue, Skip, leaving the page): a skip for the advertiser
      if (tracker.impressed && !completed.current) tracker.skip();
    };
  }, [video, ad]);

  useEffect(() => {
    const onClickThrough = (url: string) => {
      const target = clickThroughTarget(url, window.location.href);
      // the click is already reported; a URL that is not http(s) just goes nowhere
      if (target?.kind === 'in-app') void navigate(target.path);
      else if (target?.kind === 'external')
        window.open(target.href, '_blank', 'noopener,noreferrer');
    };
    ad.tracker.on('clickthrough', onClickThrough);
    return () => {
      ad.tracker.off('clickthrough', onClickThrough);
    };
  }, [ad, navigate]);

  return (
    <div className={className}>
      {ad.stillUrl !== undefined && <AdStill src={ad.stillUrl} video={video} />}
      {/* no box of its own: the video is the slot's grid item */}
      <div ref={hostRef} className="contents" />
      <button
        type="button"
        onClick={() => ad.tracker.click()}
        className="absolute bottom-2 start-2 rounded-full bg-black/70 px-3 py-1.5 text-xs font-semibold text-white ring-1 ring-white/20 hover:bg-black/90 focus-visible:outline-2 focus-visible:outline-white"
      >
        {AD_MODAL_TEXTS.learnMore}
      </button>
    </div>
  );
}

/**
 * The ad's companion image under its video until the first frame: on /foryou the ad's first
 * frame was the page's largest paint, after the VAST answer, the media file and its decoding
 * (Lighthouse: 2.6–3.0 s of render delay under slow 4G); the image comes with the VAST answer.
 * The same as the early start of /play does with an episode's thumbnail.
 */
function AdStill({ src, video }: { src: string; video: HTMLVideoElement | null }) {
  const [shown, setShown] = useState(true);
  // an early ad's element may have shown its first frame already: hidden at once then
  useEffect(
    () => (video === null ? undefined : onFirstFrame(video, () => setShown(false))),
    [video],
  );
  return shown ? (
    <img src={src} alt="" decoding="async" className={STILL_UNDER_VIDEO_CLASSES} />
  ) : null;
}
