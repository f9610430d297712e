import { describe, expect, it } from 'vitest';
import { isNavHidden, NAV_HIDDEN_PATHS } from './nav-visibility';

describe('isNavHidden', () => {
  it.each(NAV_HIDDEN_PATHS)('hides the navigation on %s', (path) => {
    expect(isNavHidden(path)).toBe(true);
  });

  it('hides it on any path under /auth/ and with a trailing slash', () => {
    expect(isNavHidden('/auth/reset/step-2')).toBe(true);
    expect(isNavHidden('/cms/')).toBe(true);
  });

  it.each([
    '/',
    '/video/neon-heirs',
    '/subscription',
    '/login',
    '/author/Mina%20Park',
    '/players',
    '/authors',
    '/play-later',
  ])('shows it on %s', (path) => {
    expect(isNavHidden(path)).toBe(false);
  });
});
