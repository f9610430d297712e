import { randomUUID } from 'node:crypto';
import type { WatchEventInput, WatchEventType } from '@app/contract';

/** The episode ids of the series insertFixtureCatalogue inserted last, by series id. */
const fixtureEpisodes = new Map<string, string[]>();

/** Called by insertFixtureCatalogue: the ids watchEvent() fills in. */
export const rememberFixtureEpisodes = (seriesId: string, episodeIds: string[]) => {
  fixtureEpisodes.set(seriesId, episodeIds);
};

/**
 * The id of episode `number` of a series the fixture catalogue inserted (the server refuses
 * events about episodes it does not have); a made-up id for any other series.
 */
export const fixtureEpisodeId = (seriesId: string, number = 1): string =>
  fixtureEpisodes.get(seriesId)?.[number - 1] ?? `unknown-episode-${number}`;

/**
 * A valid watch event about episode 1 of `series_id` (neon-heirs by default), as inserted by
 * insertFixtureCatalogue; override what the test is about.
 */
export const watchEvent = (
  overrides: Partial<WatchEventInput> & { event_type?: WatchEventType } = {},
): WatchEventInput => ({
  event_id: randomUUID(),
  viewer_id: 'viewer-0001',
  user_id: null,
  series_id: overrides.series_id ?? 'neon-heirs',
  episode_id: fixtureEpisodeId(overrides.series_id ?? 'neon-heirs'),
  event_type: 'video_progress',
  current_time: 10,
  episode_duration: 30,
  platform: 'web',
  timestamp: Date.now(),
  session_id: 'session-1',
  ...overrides,
});
