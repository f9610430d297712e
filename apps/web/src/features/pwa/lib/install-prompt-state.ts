import { INSTALL_PROMPT, PWA_STORAGE_KEYS } from '@app/contract';

// docs/product/pwa.md#install-prompt: who sees the banner, and what the browser keeps

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    // storage disabled (privacy mode): nothing was kept
    return null;
  }
};

const write = (key: string, value: string): void => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage disabled or full: the choice lasts this visit only
  }
};

/** Mobile width is under 768 px (INSTALL_PROMPT.mobileMaxWidth). */
export const isMobileWidth = (width: number): boolean => width < INSTALL_PROMPT.mobileMaxWidth;

type Device = Pick<Navigator, 'userAgent' | 'maxTouchPoints'> & {
  userAgentData?: { mobile?: boolean };
};

/** iPhone, iPod or iPad, also an iPad that reports itself as a Mac (iPadOS 13 and later). */
export const isIos = (device: Device): boolean =>
  /iPhone|iPad|iPod/.test(device.userAgent) ||
  (/Macintosh/.test(device.userAgent) && device.maxTouchPoints > 1);

/** A phone or tablet by its own account, whatever the window's width. */
export const isMobileDevice = (device: Device): boolean =>
  device.userAgentData?.mobile === true || isIos(device) || /Android|Mobi/.test(device.userAgent);

type Display = {
  matchMedia?: (query: string) => Pick<MediaQueryList, 'matches'>;
  /** iOS Safari's own flag (not in TypeScript's DOM types). */
  navigator: Navigator & { standalone?: boolean };
};

/**
 * Installed: accepted here before (or the browser said so, `appinstalled`), or running from the
 * home screen now (display-mode standalone; iOS's navigator.standalone).
 */
export const isInstalled = (display: Display): boolean =>
  read(PWA_STORAGE_KEYS.installed) === 'true' ||
  display.matchMedia?.('(display-mode: standalone)').matches === true ||
  display.navigator.standalone === true;

export const rememberInstalled = (): void => write(PWA_STORAGE_KEYS.installed, 'true');

/** 'Not now' with the month checkbox: hidden for INSTALL_PROMPT.dismissalMs from then. */
export const isDismissed = (now: number): boolean => {
  const at = Number(read(PWA_STORAGE_KEYS.dismissedAt) ?? Number.NaN);
  return Number.isFinite(at) && now >= at && now - at < INSTALL_PROMPT.dismissalMs;
};

export const rememberDismissal = (now: number): void =>
  write(PWA_STORAGE_KEYS.dismissedAt, String(now));
