import type { WatchEventInput } from '@app/contract';
import { useEffect, useMemo, useState } from 'react';
import { getAuthState } from '../auth/session-store';
import { EventQueue } from './event-queue';
import { detectPlatform } from './platform';
import { sendWatchEvents } from './send-watch-events';
import { getViewerId } from './viewer-id';
import { createWatchReporter } from './watch-reporter';
import { WatchSession } from './watch-session';

export type WatchTarget = {
  seriesId: string;
  episodeId: string;
  episodeNumber: number;
  /** Seconds, from the catalogue (0 when unknown). */
  duration: number;
};

/** The player events the tracker listens to (VideoPlayer's callbacks of the same names). */
export type WatchHandlers = {
  onPlay(currentTime: number, duration: number): void;
  onPause(currentTime: number, duration: number): void;
  onTimeUpdate(currentTime: number, duration: number): void;
  onEnded(currentTime: number, duration: number): void;
  /** An explicit stop: video_stop, and the session ends. */
  stop(): void;
};

const signedInUserId = (): string | null => {
  const auth = getAuthState();
  return auth.isAuthenticated && auth.uid ? auth.uid : null;
};

/**
 * Watch metrics for the episode on screen (docs/product/metrics.md). One queue
 * and one session per mounted page; a new tracker per episode. Leaving an episode while it
 * plays (another episode, another page, the tab closing) sends video_stop; the queue is
 * flushed when the page is hidden or goes away.
 */
export function useWatchTracker({
  seriesId,
  episodeId,
  episodeNumber,
  duration,
}: WatchTarget): WatchHandlers {
  const [queue] = useState(() => new EventQueue<WatchEventInput>(sendWatchEvents));
  const [session] = useState(() => new WatchSession());

  const reporter = useMemo(
    () =>
      createWatchReporter(queue, session, () => ({
        seriesId,
        episodeId,
        episodeNumber,
        catalogueDuration: duration,
        viewerId: getViewerId(),
        userId: signedInUserId(),
        platform: detectPlatform(),
      })),
    [queue, session, seriesId, episodeId, episodeNumber, duration],
  );

  // declared before the queue's effect: on unmount its video_stop is queued before the last flush
  useEffect(() => {
    const onPageHide = () => {
      reporter.leave({ unloading: true });
      void queue.flush({ unloading: true });
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      reporter.leave({ unloading: true });
    };
  }, [reporter, queue]);

  useEffect(() => {
    // 'visibilitychange' to hidden is the last event a mobile browser reliably fires; pagehide
    // stands for unload (a beforeunload listener would keep the page out of the back/forward cache)
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') void queue.flush({ unloading: true });
    };
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      void queue.flush({ unloading: true });
      queue.dispose();
    };
  }, [queue]);

  return useMemo(() => {
    const { tracker } = reporter;
    return {
      onPlay: (currentTime, duration) => tracker.play({ currentTime, duration }),
      onPause: (currentTime, duration) => tracker.pause({ currentTime, duration }),
      onTimeUpdate: (currentTime, duration) => tracker.timeUpdate({ currentTime, duration }),
      onEnded: (currentTime, duration) => tracker.ended({ currentTime, duration }),
      stop: () => tracker.stop(),
    };
  }, [reporter]);
}
