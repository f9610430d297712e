import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PwaLayer } from './pwa-layer';

const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Link to="/video/neon-heirs">Series</Link>
      <PwaLayer promptAllowed={false} />
    </MemoryRouter>,
  );

describe('the PWA layer', () => {
  afterEach(() => vi.unstubAllEnvs());

  const stubWorker = () => {
    vi.stubEnv('PROD', true);
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator) as Navigator, {
        serviceWorker: { register },
      }),
    );
    register.mockClear();
  };

  it('registers the service worker once the page has loaded', () => {
    stubWorker();
    renderAt('/video/neon-heirs');
    // jsdom's document has loaded
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });

  it('leaves the player page’s connection to the stream', () => {
    stubWorker();
    renderAt('/play?id=neon-heirs&episode=1');
    expect(register).not.toHaveBeenCalled();
  });

  it('registers on the next page after the player, once', () => {
    stubWorker();
    renderAt('/play?id=neon-heirs&episode=1');
    fireEvent.click(screen.getByRole('link', { name: 'Series' }));
    expect(register).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: 'Series' }));
    expect(register).toHaveBeenCalledTimes(1);
  });
});
