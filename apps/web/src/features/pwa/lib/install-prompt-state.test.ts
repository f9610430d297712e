import { INSTALL_PROMPT, PWA_STORAGE_KEYS } from '@app/contract';
import { describe, expect, it } from 'vitest';
import {
  isDismissed,
  isInstalled,
  isIos,
  isMobileDevice,
  isMobileWidth,
  rememberDismissal,
  rememberInstalled,
} from './install-prompt-state';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const display = (standalone: boolean, iosStandalone?: boolean) => ({
  matchMedia: (query: string) => ({
    matches: standalone && query === '(display-mode: standalone)',
  }),
  navigator: Object.assign(Object.create(navigator) as Navigator, { standalone: iosStandalone }),
});

describe('who sees the install prompt', () => {
  it('counts widths under 768 px as mobile', () => {
    expect(isMobileWidth(390)).toBe(true);
    expect(isMobileWidth(767)).toBe(true);
    expect(isMobileWidth(768)).toBe(false);
    expect(isMobileWidth(1440)).toBe(false);
  });

  it('knows iPhones and iPads, also an iPad that says it is a Mac', () => {
    expect(isIos({ userAgent: IPHONE, maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 })).toBe(true);
    expect(isIos({ userAgent: IPAD_AS_MAC, maxTouchPoints: 0 })).toBe(false);
    expect(isIos({ userAgent: ANDROID, maxTouchPoints: 5 })).toBe(false);
  });

  it('counts phones and tablets as mobile devices whatever their width', () => {
    expect(isMobileDevice({ userAgent: ANDROID, maxTouchPoints: 5 })).toBe(true);
    expect(isMobileDevice({ userAgent: IPHONE, maxTouchPoints: 5 })).toBe(true);
    expect(
      isMobileDevice({ userAgent: DESKTOP, maxTouchPoints: 0, userAgentData: { mobile: true } }),
    ).toBe(true);
    expect(
      isMobileDevice({ userAgent: DESKTOP, maxTouchPoints: 0, userAgentData: { mobile: false } }),
    ).toBe(false);
  });

  it('treats the app as installed once accepted, or when it runs from the home screen', () => {
    expect(isInstalled(display(false))).toBe(false);
    expect(isInstalled(display(true))).toBe(true);
    expect(isInstalled(display(false, true))).toBe(true);
    rememberInstalled();
    expect(localStorage.getItem(PWA_STORAGE_KEYS.installed)).toBe('true');
    expect(isInstalled(display(false))).toBe(true);
  });

  it('keeps a dismissal for exactly one month (2,592,000,000 ms)', () => {
    const at = 1_700_000_000_000;
    expect(isDismissed(at)).toBe(false);
    rememberDismissal(at);
    expect(localStorage.getItem(PWA_STORAGE_KEYS.dismissedAt)).toBe(String(at));
    expect(INSTALL_PROMPT.dismissalMs).toBe(2_592_000_000);
    expect(isDismissed(at + INSTALL_PROMPT.dismissalMs - 1)).toBe(true);
    expect(isDismissed(at + INSTALL_PROMPT.dismissalMs)).toBe(false);
  });

  it('ignores a stored dismissal that is not a time, or lies in the future', () => {
    localStorage.setItem(PWA_STORAGE_KEYS.dismissedAt, 'soon');
    expect(isDismissed(1_700_000_000_000)).toBe(false);
    localStorage.setItem(PWA_STORAGE_KEYS.dismissedAt, String(9e15));
    expect(isDismissed(1_700_000_000_000)).toBe(false);
  });
});
