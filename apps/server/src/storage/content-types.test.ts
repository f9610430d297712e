import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL, cacheControlFor, contentTypeFor } from './content-types';

describe('contentTypeFor', () => {
  it.each([
    ['v/1/master.m3u8', 'application/vnd.apple.mpegurl'],
    ['v/1/720p/seg-1.ts', 'video/mp2t'],
    ['v/1/720p/seg-1.m4s', 'video/iso.segment'],
    ['v/1/source.MP4', 'video/mp4'],
    ['v/1/a.webm', 'video/webm'],
    ['v/1/a.mov', 'video/quicktime'],
    ['p/1.jpg', 'image/jpeg'],
    ['p/1.jpeg', 'image/jpeg'],
    ['p/1.png', 'image/png'],
    ['p/1.webp', 'image/webp'],
    ['d/x.json', 'application/json'],
    ['d/page.html', 'application/octet-stream'],
    ['d/logo.svg', 'application/octet-stream'],
    ['d.dir/noextension', 'application/octet-stream'],
  ])('%s is %s', (key, type) => {
    expect(contentTypeFor(key)).toBe(type);
  });
});

describe('cacheControlFor', () => {
  it('keeps segments, videos and images for a year and playlists for a minute', () => {
    expect(cacheControlFor('v/1/seg.ts')).toBe(CACHE_CONTROL.immutable);
    expect(cacheControlFor('v/1/seg.m4s')).toBe(CACHE_CONTROL.immutable);
    expect(cacheControlFor('v/1/source.mp4')).toBe(CACHE_CONTROL.immutable);
    expect(cacheControlFor('p/1.webp')).toBe(CACHE_CONTROL.immutable);
    expect(cacheControlFor('v/1/master.m3u8')).toBe('public, max-age=60');
    expect(cacheControlFor('d/x.json')).toBe('no-cache');
  });
});
