import type Hls from 'hls.js/light';
import { useEffect, useEffectEvent } from 'react';
import { fromHlsFatal, type PlaybackError } from '../lib/playback-error';
import { hlsConfig, widenBufferAfterFirstFrame } from '../lib/hls-config';
import { loadHls, sourceModeFor } from '../lib/source';

type Options = {
  /** The early start's hls.js instance already playing `src` into this element, if any. */
  takeEarlyHls?: (src: string) => Hls | null;
  /** Bumped by Retry: tears the source down and attaches it again. */
  reloadKey?: number;
  /** Where to resume after a retry, in seconds. */
  startPosition?: number;
  /** The source is attached: the element can be asked to play. */
  onAttached?: () => void;
  onError: (error: PlaybackError) => void;
};

/** hls.js fatal network errors are retried this many times before the overlay shows. */
export const NETWORK_RETRIES = 2;
const NETWORK_RETRY_DELAY_MS = 1000;
/** recoverMediaError, then once more after swapping the audio codec (hls.js advice). */
const MEDIA_RECOVERIES = 2;

/**
 * Put `src` into the <video>: MP4 and native HLS as the element's src, other HLS through
 * a lazily imported hls.js. Cleans up on unmount and when the source changes.
 */
export function useHlsSource(video: HTMLVideoElement | null, src: string, options: Options) {
  const { reloadKey = 0, startPosition = 0 } = options;
  const attached = useEffectEvent(() => options.onAttached?.());
  const failed = useEffectEvent((error: PlaybackError) => options.onError(error));
  const resumeAt = useEffectEvent(() => startPosition);
  const takeEarly = useEffectEvent((forSrc: string) => options.takeEarlyHls?.(forSrc) ?? null);

  useEffect(() => {
    if (video === null || src === '') return;
    let cancelled = false;
    let hls: Hls | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const start = resumeAt();

    if (sourceModeFor(src, video) === 'direct') {
      const seekToStart = () => {
        if (start > 0) video.currentTime = start;
      };
      // the early start set this source already (and seeked): setting it again would reload
      if (video.getAttribute('src') !== src) {
        video.addEventListener('loadedmetadata', seekToStart, { once: true });
        video.setAttribute('src', src);
      }
      attached();
      return () => {
        video.removeEventListener('loadedmetadata', seekToStart);
        video.removeAttribute('src');
        // stops the download of the old source
        video.load();
      };
    }

    loadHls().then(
      (HlsClass) => {
        if (cancelled) return;
        if (!HlsClass.isSupported()) {
          failed({ kind: 'notSupported', detail: 'no Media Source Extensions' });
          return;
        }
        // taken only now: an effect cancelled before this point leaves it for the next run
        const early = takeEarly(src);
        const instance = early ?? new HlsClass(hlsConfig(start));
        hls = instance;
        let networkRetries = 0;
        let mediaRecoveries = 0;
        instance.on(HlsClass.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          if (data.type === HlsClass.ErrorTypes.NETWORK_ERROR && networkRetries < NETWORK_RETRIES) {
            networkRetries += 1;
            const noManifest = instance.levels.length === 0;
            retryTimer = setTimeout(() => {
              if (noManifest) instance.loadSource(src);
              else instance.startLoad();
            }, NETWORK_RETRY_DELAY_MS * networkRetries);
            return;
          }
          if (data.type === HlsClass.ErrorTypes.MEDIA_ERROR && mediaRecoveries < MEDIA_RECOVERIES) {
            mediaRecoveries += 1;
            if (mediaRecoveries === MEDIA_RECOVERIES) instance.swapAudioCodec();
            instance.recoverMediaError();
            return;
          }
          instance.destroy();
          hls = null;
          failed(fromHlsFatal(data.type, data.details));
        });
        // a fragment arrived: the network is fine again, reset the budget
        instance.on(HlsClass.Events.FRAG_LOADED, () => {
          networkRetries = 0;
        });
        if (early === null) {
          instance.attachMedia(video);
          instance.loadSource(src);
          widenBufferAfterFirstFrame(instance, video);
        }
        attached();
      },
      (error: unknown) => {
        if (cancelled) return;
        failed({ kind: 'other', detail: error instanceof Error ? error.message : String(error) });
      },
    );

    return () => {
      cancelled = true;
      clearTimeout(retryTimer);
      hls?.destroy();
    };
  }, [video, src, reloadKey]);
}
