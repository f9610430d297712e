import { describe, expect, it } from 'vitest';
import { selectedEpisode, standInFor, videoUrlParam } from './prototype-url';
import { SAMPLE_SERIES } from './sample-series';

const ORIGIN = 'http://localhost:8080';
const episodes = SAMPLE_SERIES.episodes;

describe('videoUrlParam', () => {
  it('takes absolute http and https URLs', () => {
    expect(videoUrlParam('https://cdn.example.com/a/master.m3u8', ORIGIN)).toBe(
      'https://cdn.example.com/a/master.m3u8',
    );
    expect(videoUrlParam('HTTP://example.com/v.mp4?x=1', ORIGIN)).toBe(
      'http://example.com/v.mp4?x=1',
    );
  });

  it('takes a path on this origin as it is', () => {
    expect(videoUrlParam('/media/neon-heirs/1/master.m3u8', ORIGIN)).toBe(
      '/media/neon-heirs/1/master.m3u8',
    );
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:video/mp4;base64,AAAA'],
    ['blob:', 'blob:http://localhost:8080/abc'],
    ['ftp:', 'ftp://example.com/v.mp4'],
    ['protocol-relative', '//evil.example/v.mp4'],
    ['backslash host', '/\\evil.example/v.mp4'],
    ['relative path', 'media/v.mp4'],
    ['leading space', ' https://example.com/v.mp4'],
    ['a tab inside', 'https://exa\tmple.com/v.mp4'],
    ['credentials', 'https://user:secret@example.com/v.mp4'],
    ['too long', `https://example.com/${'a'.repeat(2100)}`],
  ])('ignores %s', (_case, raw) => {
    expect(videoUrlParam(raw, ORIGIN)).toBeNull();
  });
});

describe('selectedEpisode', () => {
  it('is the episode the URL names when it can be chosen', () => {
    expect(selectedEpisode('3', episodes).number).toBe(3);
    expect(selectedEpisode('8', episodes).number).toBe(8);
  });

  it('falls back to the first episode for a locked or VIP one', () => {
    expect(selectedEpisode('9', episodes).number).toBe(1);
    expect(selectedEpisode('16', episodes).number).toBe(1);
  });

  it.each([null, '', '0', '17', '-2', '2.5', '3abc', '1e1', ' 3'])(
    'falls back to the first episode for %j',
    (raw) => {
      expect(selectedEpisode(raw, episodes).number).toBe(1);
    },
  );
});

describe('standInFor', () => {
  it('lets the demo episodes take turns', () => {
    const demo = ['a', 'b', 'c'];
    expect([1, 2, 3, 4, 5, 16].map((n) => standInFor(n, demo))).toEqual([
      'a',
      'b',
      'c',
      'a',
      'b',
      'a',
    ]);
    expect(standInFor(1, [])).toBeUndefined();
  });
});
