import { describe, expect, it } from 'vitest';
import { rememberSocialNext, safeNextPath, signInPath, takeSocialNext } from './next-path';

describe('safeNextPath', () => {
  it.each(['/', '/play?id=neon-heirs&episode=2', '/video/neon-heirs#comments', '/login'])(
    'accepts the same-origin path %s',
    (path) => expect(safeNextPath(path)).toBe(path),
  );

  it.each([
    ['another origin', 'https://evil.example/'],
    ['a protocol-relative URL', '//evil.example/'],
    ['a backslash URL', '/\\evil.example'],
    ['a relative path', 'play'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a tab inside', '/pl\tay'],
    ['the auth page (a loop)', '/auth?next=/'],
    ['the callback page', '/auth/callback'],
    ['nothing', null],
  ])('refuses %s', (_, value) => expect(safeNextPath(value)).toBeNull());
});

describe('signInPath', () => {
  it('carries a safe next path and drops an unsafe one', () => {
    expect(signInPath('/play?id=a&episode=2')).toBe('/auth?next=%2Fplay%3Fid%3Da%26episode%3D2');
    expect(signInPath('//evil.example')).toBe('/auth');
    expect(signInPath(null)).toBe('/auth');
  });
});

describe('social next path', () => {
  it('is read once from sessionStorage', () => {
    rememberSocialNext('/video/neon-heirs');
    expect(takeSocialNext()).toBe('/video/neon-heirs');
    expect(takeSocialNext()).toBeNull();
  });
});
