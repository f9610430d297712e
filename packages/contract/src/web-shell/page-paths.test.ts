import { describe, expect, it } from 'vitest';
import { matchPageRoute, PAGE_ROUTES, pagePaths } from './page-paths';

describe('pagePaths', () => {
  it('links a series page, encoding the id', () => {
    expect(pagePaths.video('neon-heirs')).toBe('/video/neon-heirs');
    expect(pagePaths.video('a b/c')).toBe('/video/a%20b%2Fc');
    expect(matchPageRoute(PAGE_ROUTES.video, pagePaths.video('a b/c'))).toEqual({
      id: 'a%20b%2Fc',
    });
  });

  it('links /play with the series, then the episode and start second when given', () => {
    expect(pagePaths.play({ id: 'neon-heirs' })).toBe('/play?id=neon-heirs');
    expect(pagePaths.play({ id: 'neon-heirs', episode: 4 })).toBe('/play?id=neon-heirs&episode=4');
    expect(pagePaths.play({ id: 'neon-heirs', episode: 4, t: 12 })).toBe(
      '/play?id=neon-heirs&episode=4&t=12',
    );
  });
});

describe('matchPageRoute', () => {
  it('reads the parameters of a matching path, still encoded', () => {
    expect(matchPageRoute(PAGE_ROUTES.video, '/video/neon%20heirs')).toEqual({
      id: 'neon%20heirs',
    });
    expect(matchPageRoute(PAGE_ROUTES.play, '/play')).toEqual({});
    expect(matchPageRoute(PAGE_ROUTES.home, '/')).toEqual({});
  });

  it('refuses other paths, an empty parameter and extra segments', () => {
    expect(matchPageRoute(PAGE_ROUTES.video, '/video/')).toBeNull();
    expect(matchPageRoute(PAGE_ROUTES.video, '/video/a/b')).toBeNull();
    expect(matchPageRoute(PAGE_ROUTES.video, '/videos/a')).toBeNull();
    expect(matchPageRoute(PAGE_ROUTES.home, '/play')).toBeNull();
  });
});
