import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFieldInp } from './field-inp-start';

describe('startFieldInp', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    vi.unstubAllGlobals();
  });

  it('loads the reporter only after the first interaction, once, with its page', async () => {
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      run();
      return 1;
    });
    window.history.replaceState(null, '', '/play?id=neon-heirs');
    const reportInp = vi.fn();
    const load = vi.fn(() => Promise.resolve({ reportInp }));
    stop = startFieldInp(load);
    expect(load).not.toHaveBeenCalled();

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'k' }));
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(reportInp).toHaveBeenCalled());
    expect(load).toHaveBeenCalledTimes(1);
    expect(reportInp).toHaveBeenCalledWith({ at: expect.any(Number), pathname: '/play' });
  });

  it('costs nothing but the figure when the chunk fails to load', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    stop = startFieldInp(load);
    window.dispatchEvent(new Event('pointerdown'));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });
});
