import type { WatchPosition } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { makeEpisode } from '../../../test/fixtures';
import { resumeTarget, startParam } from './resume';

const episodes = [1, 2, 3].map((n) =>
  makeEpisode({ episodeId: `ep-${n}`, episodeNumber: n, duration: 40 }),
);

const at = (overrides: Partial<WatchPosition>): WatchPosition => ({
  series_id: 'neon-heirs',
  episode_id: 'ep-2',
  episode_number: 2,
  position: 12,
  duration: 40,
  updated_at: '2025-03-01T12:00:00.000Z',
  ...overrides,
});

describe('resumeTarget', () => {
  it('resumes the stored episode at the stored second', () => {
    expect(resumeTarget(episodes, at({}))).toEqual({ episode: episodes[1], startAt: 12 });
  });

  it('finds the episode by number when its id changed', () => {
    const target = resumeTarget(episodes, at({ episode_id: 'old-id', episode_number: 3 }));
    expect(target?.episode.episodeNumber).toBe(3);
  });

  it('moves on to the next episode from 90% on', () => {
    expect(resumeTarget(episodes, at({ position: 36 }))).toEqual({
      episode: episodes[2],
      startAt: 0,
    });
  });

  it('starts the last episode again once it was finished', () => {
    const target = resumeTarget(
      episodes,
      at({ episode_id: 'ep-3', episode_number: 3, position: 40 }),
    );
    expect(target).toEqual({ episode: episodes[2], startAt: 0 });
  });

  it('is null without a position or for an episode that is gone', () => {
    expect(resumeTarget(episodes, null)).toBeNull();
    expect(resumeTarget(episodes, at({ episode_id: 'gone', episode_number: null }))).toBeNull();
  });
});

describe('startParam', () => {
  it('reads positive seconds and starts anything else at 0', () => {
    expect(startParam('12')).toBe(12);
    expect(startParam('7.5')).toBe(7.5);
    for (const value of [null, '', '-3', 'abc', 'Infinity', '0']) expect(startParam(value)).toBe(0);
  });
});
