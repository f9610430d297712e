import { ADS } from '@app/contract';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { dueMidroll, prerollDue, type AdBreak } from './ad-breaks';

export type InPlayerAdsOptions = {
  /** The content's <video>. */
  video: HTMLVideoElement | null;
  /** Ads can be switched off by a flag. */
  enabled?: boolean;
  /** Mid-roll marks in seconds (300 and 600 by default). */
  midrolls?: readonly number[];
};

/**
 * Schedules the home/prototype player's ads over a <video>: a pre-roll on the first play,
 * mid-rolls at their marks, each once. The content pauses during an ad; `finish` ends it
 * and resumes the content if it was playing (or about to play).
 */
export function useInPlayerAds({
  video,
  enabled = true,
  midrolls = ADS.midrollDefaultsSeconds,
}: InPlayerAdsOptions) {
  const [active, setActive] = useState<AdBreak | null>(null);
  // read by media listeners between renders: the state would lag behind play() in finish
  const progress = useRef({ started: false, anyShown: false, showing: false, resume: false });
  const played = useRef(new Set<number>());

  const marks = useEffectEvent(() => midrolls);
  const begin = useEffectEvent((media: HTMLVideoElement, adBreak: AdBreak, resume: boolean) => {
    progress.current.anyShown = true;
    progress.current.showing = true;
    progress.current.resume = resume;
    if (adBreak.kind === 'midroll') played.current.add(adBreak.at);
    media.pause();
    setActive(adBreak);
  });

  useEffect(() => {
    if (video === null || !enabled) return;
    const onPlay = () => {
      // the content does not play under an ad (a key press, a remote control)
      if (progress.current.showing) {
        video.pause();
        return;
      }
      if (progress.current.started) return;
      progress.current.started = true;
      if (prerollDue(video.currentTime, progress.current.anyShown)) {
        begin(video, { kind: 'preroll' }, true);
      }
    };
    const onTime = () => {
      if (progress.current.showing) return;
      const at = dueMidroll(marks(), played.current, video.currentTime);
      if (at !== null) begin(video, { kind: 'midroll', at }, !video.paused);
    };
    video.addEventListener('play', onPlay);
    video.addEventListener('timeupdate', onTime);
    return () => {
      video.removeEventListener('play', onPlay);
      video.removeEventListener('timeupdate', onTime);
    };
  }, [video, enabled]);

  const finish = useCallback(() => {
    // the countdown and the ad's own end may both finish it
    if (!progress.current.showing) return;
    progress.current.showing = false;
    setActive(null);
    if (progress.current.resume) {
      // a refused play() leaves the content paused with its own play button
      void video?.play().catch(() => undefined);
    }
  }, [video]);

  return { active: enabled ? active : null, finish };
}
