import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { SHELL_TEXTS } from '@app/contract';
import { RouteErrorBoundary } from './route-error';

function Broken(): never {
  throw new TypeError('Failed to fetch dynamically imported module');
}

const renderBroken = () =>
  render(
    <RouteErrorBoundary>
      <Broken />
    </RouteErrorBoundary>,
  );

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('a page that fails', () => {
  it('offline: says something went wrong and starts over once the network is back', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderBroken();
    expect(screen.getByRole('heading', { name: SHELL_TEXTS.routeError.title })).toBeDefined();
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('online: waits for the viewer’s Reload', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderBroken();
    window.dispatchEvent(new Event('online'));
    expect(reload).not.toHaveBeenCalled();
    screen.getByRole('button', { name: SHELL_TEXTS.routeError.reload }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
