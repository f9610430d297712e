import type { CommentPlatform, WatchEventInput, WatchEventType } from '@app/contract';
import type { EventQueue } from './event-queue';
import { randomUuid } from './uuid';
import { WatchTracker, type TrackedEvent } from './watch-tracker';
import type { WatchSession } from './watch-session';

/** These are sent at once, not with the next batch. */
const URGENT: ReadonlySet<WatchEventType> = new Set(['video_complete', 'video_stop']);

/** Who watches what, read when each event is built (the user may sign in mid-episode). */
export type WatchContext = {
  seriesId: string;
  episodeId: string;
  episodeNumber: number;
  /** The catalogue's duration: reported until the media knows its own (before metadata). */
  catalogueDuration: number;
  viewerId: string;
  /** The signed-in user's id, or null for a guest. */
  userId: string | null;
  platform: CommentPlatform;
};

/** Media times as the server takes them: finite, non-negative seconds. */
const seconds = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

export function toWatchEvent(
  event: TrackedEvent,
  context: WatchContext,
  sessionId: string,
  now: Date,
): WatchEventInput {
  return {
    event_id: randomUuid(),
    viewer_id: context.viewerId,
    user_id: context.userId,
    series_id: context.seriesId,
    episode_id: context.episodeId,
    episode_number: context.episodeNumber,
    event_type: event.type,
    current_time: seconds(event.currentTime),
    episode_duration: seconds(event.duration) || seconds(context.catalogueDuration),
    platform: context.platform,
    timestamp: now.toISOString(),
    session_id: sessionId,
  };
}

export type WatchReporter = {
  tracker: WatchTracker;
  /** The episode is left; `unloading` when the page itself goes away (pagehide, unmount). */
  leave(options: { unloading: boolean }): void;
};

/** One episode view: its tracker's events, with their fields, into the shared queue. */
export function createWatchReporter(
  queue: EventQueue<WatchEventInput>,
  session: WatchSession,
  context: () => WatchContext,
): WatchReporter {
  let unloading = false;
  const emit = (event: TrackedEvent) => {
    const current = context();
    const built = toWatchEvent(event, current, session.idFor(current.seriesId), new Date());
    queue.push(built, { urgent: URGENT.has(event.type), unloading });
  };
  const tracker = new WatchTracker(emit, () => session.end());
  return {
    tracker,
    leave(options) {
      unloading = options.unloading;
      try {
        tracker.leave();
      } finally {
        unloading = false;
      }
    },
  };
}
