import {
  PLAYER_TEXTS,
  PROTOTYPE_PLAYER_ERRORS,
  PROTOTYPE_TEXTS,
  type SeriesId,
} from '@app/contract';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { InPlayerAds } from '../../../shared/ads/in-player/in-player-ads';
import { PlayIcon } from '../../../lib/player/components/player-icons';
import { useHlsSource } from '../../../lib/player/hooks/use-hls-source';
import { sourceModeFor } from '../../../lib/player/lib/source';
import { hlsErrorMessage, mediaErrorMessage, playRejectionMessage } from '../lib/player-errors';
import { primaryButton } from '../../../components/ui/button';

type Props = {
  /** What to play: an HLS master or a file; null while it is not known (or there is none). */
  src: string | null;
  /** The chosen episode: a new one starts over, even when every episode plays the same `url=`. */
  episodeNumber: number;
  /** Shown before the first frame. */
  poster?: string;
  /** The series being watched, for the ad server's choice. */
  contentId?: SeriesId;
  /** In-player ad breaks (pre-roll, mid-rolls); off for viewers with access. */
  adsEnabled: boolean;
  /** Shown instead of the Play button while `src` is null. */
  placeholder: string;
  className?: string;
};

/**
 * The home/prototype player (docs/product/prototype.md#the-player): the browser's own
 * controls over lib/player's source handling (hls.js where needed), the in-player ad breaks,
 * and the player's error texts (docs/product/prototype.md#player-errors), shown only once
 * playback was attempted. After the first play, choosing another episode plays it at once.
 */
export function PrototypePlayer({
  src,
  episodeNumber,
  poster,
  contentId,
  adsEnabled,
  placeholder,
  className = '',
}: Props) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  // playback was asked for (our Play button, the native controls, a key): errors may show
  const [attempted, setAttempted] = useState(false);
  const attemptedRef = useRef(false);

  // one attachment per episode and per Retry (React's "adjust state while rendering" pattern)
  const [generation, setGeneration] = useState({ episodeNumber, n: 0 });
  if (generation.episodeNumber !== episodeNumber) {
    setGeneration({ episodeNumber, n: generation.n + 1 });
  }
  const sourceId = `${generation.n}:${src ?? ''}`;
  const [failure, setFailure] = useState<{ sourceId: string; message: string } | null>(null);
  const error = failure?.sourceId === sourceId ? failure.message : null;
  const fail = useCallback((message: string) => setFailure({ sourceId, message }), [sourceId]);

  const attachment = useRef(0);
  const pausedSince = useRef(false);

  const markAttempted = useCallback(() => {
    attemptedRef.current = true;
    setAttempted(true);
  }, []);

  const play = useCallback(
    (automatic: boolean) => {
      if (video === null) return;
      markAttempted();
      pausedSince.current = false;
      const at = attachment.current;
      (video.play() as Promise<void> | undefined)?.catch((reason: unknown) => {
        // a new episode replaced the source meanwhile: nothing went wrong with this one
        if (at !== attachment.current) return;
        const message = playRejectionMessage(reason, {
          automatic,
          pausedSince: pausedSince.current,
        });
        if (message !== null) fail(message);
      });
    },
    [video, fail, markAttempted],
  );

  useHlsSource(video, src ?? '', {
    reloadKey: generation.n,
    onAttached: () => {
      attachment.current += 1;
      if (attemptedRef.current) play(true);
    },
    onError: (hlsError) => fail(hlsErrorMessage(hlsError)),
  });

  const mediaFailed = useEffectEvent(() => {
    // hls.js watches the element's errors itself and reports what it cannot recover
    if (video?.error && src && sourceModeFor(src, video) === 'direct') {
      fail(mediaErrorMessage(video.error));
    }
  });
  useEffect(() => {
    if (video === null) return;
    const onError = () => mediaFailed();
    const onPause = () => {
      pausedSince.current = true;
    };
    video.addEventListener('error', onError);
    video.addEventListener('play', markAttempted);
    video.addEventListener('pause', onPause);
    return () => {
      video.removeEventListener('error', onError);
      video.removeEventListener('play', markAttempted);
      video.removeEventListener('pause', onPause);
    };
  }, [video, markAttempted]);

  const retry = () => {
    setFailure(null);
    setGeneration((previous) => ({ ...previous, n: previous.n + 1 }));
  };

  const shownError = attempted ? error : null;
  return (
    <div
      role="region"
      aria-label={PROTOTYPE_TEXTS.playerLabel(episodeNumber)}
      className={`relative isolate overflow-hidden bg-black text-white ${className}`}
    >
      <video
        ref={setVideo}
        poster={poster || undefined}
        controls={attempted}
        playsInline
        preload="metadata"
        className="absolute inset-0 size-full object-contain"
      />
      {src === null ? (
        <p
          role="status"
          className="absolute inset-x-4 top-1/2 -translate-y-1/2 text-center text-sm text-white/80"
        >
          {placeholder}
        </p>
      ) : (
        !attempted && (
          <button
            type="button"
            onClick={() => play(false)}
            className="absolute inset-0 z-10 grid cursor-pointer place-items-center bg-black/25 transition hover:bg-black/10 focus-visible:outline-3 focus-visible:-outline-offset-4 focus-visible:outline-focus"
          >
            <span className="flex size-16 items-center justify-center rounded-full bg-black/60 ring-1 ring-white/30">
              <PlayIcon width={36} height={36} />
            </span>
            <span className="sr-only">{PROTOTYPE_TEXTS.play}</span>
          </button>
        )
      )}
      {shownError !== null && (
        <div
          role="alert"
          className="absolute inset-0 z-30 flex flex-col items-center justify-center gap-3 bg-black/80 p-6 text-center"
        >
          <p className="max-w-xs text-sm text-white/90">{shownError}</p>
          {shownError === PROTOTYPE_PLAYER_ERRORS.autoplayFailed ? (
            <button
              type="button"
              className={primaryButton}
              onClick={() => {
                setFailure(null);
                play(false);
              }}
            >
              {PROTOTYPE_TEXTS.play}
            </button>
          ) : (
            <button type="button" className={primaryButton} onClick={retry}>
              {PLAYER_TEXTS.retry}
            </button>
          )}
        </div>
      )}
      <InPlayerAds video={video} enabled={adsEnabled} contentId={contentId} />
    </div>
  );
}
