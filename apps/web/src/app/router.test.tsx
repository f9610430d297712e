import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeHome } from '../test/fixtures';
import { jsonResponse, renderRoutes, stubFetch } from '../test/render';
import { routes } from './router';

describe('app routes', () => {
  it('renders the not-found page inside the layout for an unknown path', async () => {
    renderRoutes(routes, '/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'ReelForge home' }).getAttribute('href')).toBe('/');
  });

  it('loads the home page lazily at /', async () => {
    stubFetch(() => jsonResponse(makeHome()));

    renderRoutes(routes, '/');

    expect(await screen.findByRole('region', { name: 'Trending Now' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });
});
