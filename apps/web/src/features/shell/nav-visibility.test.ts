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

  it('hides it on the studio: /cms and every page under it', () => {
    expect(isNavHidden('/cms')).toBe(true);
    expect(isNavHidden('/cms/series')).toBe(true);
    expect(isNavHidden('/cms/moderation/')).toBe(true);
    expect(isNavHidden('/cms/analytics')).toBe(true);
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
    '/cmsx',
  ])('shows it on %s', (path) => {
    expect(isNavHidden(path)).toBe(false);
  });
});
