import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import {
  clearInstallPrompt,
  deferredInstallPrompt,
  watchInstallPrompt,
} from '../lib/install-event';
import {
  isDismissed,
  isInstalled,
  isIos,
  isMobileDevice,
  isMobileWidth,
  rememberDismissal,
  rememberInstalled,
} from '../lib/install-prompt-state';

/** What the banner offers: Safari's steps on iOS, the browser's install dialog elsewhere. */
export type InstallOffer = 'ios-steps' | 'install-event';

const subscribeToResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const windowWidth = () => window.innerWidth;
const noOffer = () => undefined;

/**
 * The install prompt's state (docs/product/pwa.md#install-prompt): shown on mobile widths or
 * devices, on iOS with the steps and elsewhere once the browser has offered the install; never
 * once installed or dismissed. 'Not now' hides it for this visit, for a month with the checkbox.
 */
export function useInstallPrompt(now: () => number = Date.now) {
  const installEvent = useSyncExternalStore(watchInstallPrompt, deferredInstallPrompt, noOffer);
  const width = useSyncExternalStore(subscribeToResize, windowWidth, windowWidth);
  const [closed, setClosed] = useState(() => isInstalled(window) || isDismissed(now()));

  useEffect(() => {
    const installed = () => {
      rememberInstalled();
      setClosed(true);
    };
    window.addEventListener('appinstalled', installed);
    return () => window.removeEventListener('appinstalled', installed);
  }, []);

  const mobile = isMobileWidth(width) || isMobileDevice(navigator);
  const ios = isIos(navigator);
  let offer: InstallOffer | undefined;
  if (!closed && mobile) offer = ios ? 'ios-steps' : installEvent ? 'install-event' : undefined;

  const install = useCallback(async () => {
    const event = deferredInstallPrompt();
    if (!event) return;
    // an install event prompts once
    clearInstallPrompt();
    try {
      await event.prompt();
      if ((await event.userChoice).outcome === 'accepted') rememberInstalled();
    } catch {
      // the browser withdrew the offer: nothing to install from here
    }
    setClosed(true);
  }, []);

  const dismiss = useCallback(
    (forAMonth: boolean) => {
      if (forAMonth) rememberDismissal(now());
      setClosed(true);
    },
    [now],
  );

  return { offer, install, dismiss };
}
