import { afterEach, describe, expect, it, vi } from 'vitest';
import { SHELL_TEXTS } from '@app/contract';
import { handleAppLoadFailure } from './app-load-failure';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('when the app’s code cannot load', () => {
  it('offline: shows the offline banner and starts over once the network is back', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    handleAppLoadFailure(new TypeError('Failed to fetch dynamically imported module'));
    expect(document.querySelector('[role="status"]')?.textContent).toBe(SHELL_TEXTS.offline);
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('online: lets the error surface, with no banner', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const error = new Error('chunk gone');
    expect(() => handleAppLoadFailure(error)).toThrow(error);
    expect(document.querySelector('[role="status"]')).toBeNull();
  });
});
