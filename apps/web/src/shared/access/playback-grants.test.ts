import { describe, expect, it } from 'vitest';
import { makeGrant } from '../../test/economy-fixtures';
import { makeEpisode } from '../../test/fixtures';
import {
  episodeMedia,
  grantFor,
  GRANT_RENEW_MARGIN_MS,
  isFresh,
  isLockedFor,
} from './playback-grants';

const grant = makeGrant(3, { token: 'abc' });

describe('isLockedFor', () => {
  const status = { playback: [grant] };

  it('locks a protected episode without a grant, and opens one with', () => {
    expect(isLockedFor({ episodeNumber: 4, isLocked: true }, status)).toBe(true);
    expect(isLockedFor({ episodeNumber: 3, isLocked: true }, status)).toBe(false);
  });

  it('locks every protected episode for a guest, and none that is not protected', () => {
    expect(isLockedFor({ episodeNumber: 3, isLocked: true }, null)).toBe(true);
    expect(isLockedFor({ episodeNumber: 3, isLocked: false }, null)).toBe(false);
    // a feed item from an older server carries no flag
    expect(isLockedFor({ episodeNumber: 3 }, null)).toBe(false);
  });

  it('reads an answer without grants as granting none', () => {
    expect(isLockedFor({ episodeNumber: 3, isLocked: true }, {})).toBe(true);
    expect(grantFor({}, 3)).toBeUndefined();
  });
});

describe('isFresh', () => {
  const now = Date.parse('2026-12-01T12:00:00.000Z');
  const at = (ms: number) => ({ expires_at: new Date(now + ms).toISOString() });

  it('is fresh with more than the renewal margin left, not within it or past', () => {
    expect(isFresh(at(GRANT_RENEW_MARGIN_MS + 1000), now)).toBe(true);
    expect(isFresh(at(GRANT_RENEW_MARGIN_MS - 1000), now)).toBe(false);
    expect(isFresh(at(-1000), now)).toBe(false);
  });
});

describe('episodeMedia', () => {
  const episode = makeEpisode({
    videoUrl: '/media/neon-heirs/3/hls/master.m3u8',
    captions: [{ language: 'en', label: 'English', url: '/media/neon-heirs/3/en.vtt' }],
  });

  it('hands a free episode’s URLs as they are', () => {
    expect(episodeMedia(episode)).toEqual({ src: episode.videoUrl, captions: episode.captions });
    expect(episodeMedia(makeEpisode({ captions: undefined })).captions).toEqual([]);
  });

  it('opens the source and every caption file under the grant', () => {
    expect(episodeMedia(episode, grant)).toEqual({
      src: '/media/g/abc/neon-heirs/3/hls/master.m3u8',
      captions: [{ language: 'en', label: 'English', url: '/media/g/abc/neon-heirs/3/en.vtt' }],
    });
  });
});
