import { PUSH_STORAGE_KEY, type PushDeviceChoice } from '@app/contract';

/**
 * When the browser is asked to show notifications (docs/product/notifications.md#web-push): only
 * after a press of Remind me or Follow, never on load, and no more once refused. This part is
 * small and loaded with the button; the subscribing code comes only once permission is granted.
 */

/** Push needs a service worker, the Push API and notifications: not every browser has them. */
export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'Notification' in window &&
  'PushManager' in window &&
  typeof navigator !== 'undefined' &&
  'serviceWorker' in navigator;

/** This browser's remembered choice: asked and refused, or turned off on /notifications. */
export const readPushChoice = (): PushDeviceChoice | null => {
  try {
    const value = localStorage.getItem(PUSH_STORAGE_KEY);
    return value === 'declined' || value === 'off' ? value : null;
  } catch {
    return null;
  }
};

export const writePushChoice = (choice: PushDeviceChoice | null): void => {
  try {
    if (choice === null) localStorage.removeItem(PUSH_STORAGE_KEY);
    else localStorage.setItem(PUSH_STORAGE_KEY, choice);
  } catch {
    // private mode without storage: the browser's own permission still holds the refusal
  }
};

/** The subscribing code, loaded only when a device is to be subscribed (never with the entry). */
const loadDevice = () => import('./push-device');

/**
 * After a press of Remind me or Follow: asks for permission when the browser has not been asked
 * (within the press, as browsers require), and subscribes this device once it is granted.
 * Refused or dismissed, it is remembered and never asked again from here. Never throws: a follow
 * works without push.
 */
export async function offerPush(): Promise<void> {
  if (!pushSupported() || readPushChoice() !== null) return;
  try {
    // asked before any await: the press's user activation is still current
    const permission =
      Notification.permission === 'default'
        ? await Notification.requestPermission()
        : Notification.permission;
    if (permission !== 'granted') {
      writePushChoice('declined');
      return;
    }
    await (await loadDevice()).subscribeDevice();
  } catch {
    // no worker yet, the push service unreachable: the next press tries again
  }
}
