import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  catchInstallPrompt,
  clearInstallPrompt,
  deferredInstallPrompt,
  watchInstallPrompt,
} from './install-event';

const offer = () => new Event('beforeinstallprompt', { cancelable: true });

describe('the entry’s install event catcher', () => {
  beforeAll(() => catchInstallPrompt());
  afterEach(() => clearInstallPrompt());

  it('keeps the browser’s offer and stops the browser’s own install bar', () => {
    const event = offer();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(deferredInstallPrompt()).toBe(event);
  });

  it('tells the install prompt when an offer comes and when it is used up', () => {
    const listener = vi.fn();
    const stop = watchInstallPrompt(listener);
    window.dispatchEvent(offer());
    expect(listener).toHaveBeenCalledTimes(1);
    clearInstallPrompt();
    expect(deferredInstallPrompt()).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(offer());
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps a newer listener when an older one stops watching', () => {
    const older = vi.fn();
    const newer = vi.fn();
    const stopOlder = watchInstallPrompt(older);
    watchInstallPrompt(newer);
    stopOlder();
    window.dispatchEvent(offer());
    expect(newer).toHaveBeenCalledTimes(1);
    expect(older).not.toHaveBeenCalled();
  });
});
