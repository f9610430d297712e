import { describe, expect, it } from 'vitest';
import type { Access } from '../../../shared/access/use-access';
import { makeGrant } from '../../../test/economy-fixtures';
import { makeEpisode } from '../../../test/fixtures';
import { makeStatus } from '../../../test/monetization-fixtures';
import { playsAtOnce, preloadSource } from './next-preload';

const access = (state: Access['state'], unlocked?: number[]): Access => ({
  state,
  premium: false,
  status:
    unlocked === undefined
      ? null
      : ({ unlocked_episodes: unlocked } as unknown as NonNullable<Access['status']>),
});

describe('playsAtOnce', () => {
  it('is true for a viewer with access to an unlocked episode', () => {
    expect(playsAtOnce(2, access('granted'), false)).toBe(true);
  });

  it('is false for a locked episode, even with access', () => {
    expect(playsAtOnce(2, access('granted'), true)).toBe(false);
  });

  it('is false where an ad opens first: no access and not unlocked by the viewer', () => {
    expect(playsAtOnce(2, access('none'), false)).toBe(false);
    expect(playsAtOnce(2, access('none', [3]), false)).toBe(false);
  });

  it('is true for an episode the viewer unlocked on its own (it plays without ads)', () => {
    expect(playsAtOnce(2, access('none', [2]), false)).toBe(true);
  });

  it('is false while the access check is under way', () => {
    expect(playsAtOnce(2, access('checking'), false)).toBe(false);
  });
});

describe('preloadSource', () => {
  const now = Date.parse('2026-12-01T12:00:00.000Z');
  const hours = (h: number) => new Date(now + h * 3_600_000).toISOString();
  const free = makeEpisode({ episodeNumber: 2, videoUrl: '/media/s/2/hls/master.m3u8' });
  const locked = { ...free, isLocked: true };

  it('loads a free episode from its own URL', () => {
    expect(preloadSource(free, null, now)).toBe('/media/s/2/hls/master.m3u8');
  });

  it('loads a protected episode under its grant', () => {
    const status = makeStatus({ playback: [makeGrant(2, { token: 't', expires_at: hours(6) })] });
    expect(preloadSource(locked, status, now)).toBe('/media/g/t/s/2/hls/master.m3u8');
  });

  it('loads nothing of a protected episode without a grant, or under one about to run out', () => {
    expect(preloadSource(locked, null, now)).toBeUndefined();
    expect(preloadSource(locked, makeStatus({ playback: [makeGrant(3)] }), now)).toBeUndefined();
    const ending = makeStatus({ playback: [makeGrant(2, { expires_at: hours(0.05) })] });
    expect(preloadSource(locked, ending, now)).toBeUndefined();
  });
});
