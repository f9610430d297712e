import { randomUUID } from 'node:crypto';
import type { WatchEventInput, WatchEventType } from '@app/contract';

/** A valid watch event; override what the test is about. */
export const watchEvent = (
  overrides: Partial<WatchEventInput> & { event_type?: WatchEventType } = {},
): WatchEventInput => ({
  event_id: randomUUID(),
  viewer_id: 'viewer-0001',
  user_id: null,
  series_id: 'neon-heirs',
  episode_id: 'episode-1',
  event_type: 'video_progress',
  current_time: 10,
  episode_duration: 30,
  platform: 'web',
  timestamp: Date.now(),
  session_id: 'session-1',
  ...overrides,
});
