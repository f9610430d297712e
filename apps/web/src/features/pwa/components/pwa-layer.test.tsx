import { PWA_TEXTS } from '@app/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catchInstallPrompt } from '../lib/install-event';
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

  // first: the page's engagement lasts its life, and the tests below click
  it('shows the install prompt only once the viewer has engaged with the page', async () => {
    vi.stubGlobal('innerWidth', 390);
    catchInstallPrompt();
    render(
      <MemoryRouter initialEntries={['/rankings']}>
        <PwaLayer promptAllowed />
      </MemoryRouter>,
    );
    act(() => {
      window.dispatchEvent(
        Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => Promise.resolve(),
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        }),
      );
    });
    const banner = { name: PWA_TEXTS.installPrompt.heading };
    // the browser offered the install, the page is on a phone: not on arrival all the same
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('region', banner)).toBeNull();
    // a pointer pressed, not yet released, is no engagement either
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    expect(screen.queryByRole('region', banner)).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByRole('region', banner)).toBeTruthy();
  });

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
