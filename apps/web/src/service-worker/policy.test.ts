import { describe, expect, it } from 'vitest';
import { isAppNavigation, isNetworkOnlyPath } from './policy';

const ORIGIN = 'https://reelforge.example';
const url = (path: string, origin = ORIGIN) => new URL(path, origin);

describe('what the service worker answers', () => {
  it('answers the app’s page navigations (the server’s page online, the shell offline)', () => {
    for (const path of ['/', '/video/neon-heirs', '/play?id=neon-heirs&episode=2', '/cms', '/x']) {
      expect(isAppNavigation({ mode: 'navigate' }, url(path), ORIGIN), path).toBe(true);
    }
  });

  it('never answers the API or media, not even a navigation to them', () => {
    for (const path of [
      '/api/home',
      '/api/docs',
      '/media/series/a/1/360p/seg_001.ts',
      '/media/p.m3u8',
      // a priced episode's media, under its playback grant: one viewer's, for a few hours
      '/media/g/g1.abc.ep-1.tag.sig/series/a/1/360p/seg_001.ts',
    ]) {
      expect(isNetworkOnlyPath(url(path).pathname), path).toBe(true);
      expect(isAppNavigation({ mode: 'navigate' }, url(path), ORIGIN), path).toBe(false);
    }
    expect(isNetworkOnlyPath('/assets/index-abc.js')).toBe(false);
    expect(isNetworkOnlyPath('/mediathek')).toBe(false);
  });

  it('leaves requests that are not navigations, and other origins, to the network', () => {
    expect(isAppNavigation({ mode: 'cors' }, url('/video/neon-heirs'), ORIGIN)).toBe(false);
    expect(isAppNavigation({ mode: 'navigate' }, url('/', 'https://cdn.example'), ORIGIN)).toBe(
      false,
    );
  });
});
