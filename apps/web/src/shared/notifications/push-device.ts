import { subscribePushRoute, unsubscribePushRoute, vapidPublicKeyRoute } from '@app/contract';
import { apiCall, apiGet } from '../../lib/api-client';

/**
 * This browser's push subscription, kept in step with the server (docs/product/notifications.md#web-push).
 * Loaded lazily: by the Follow button once permission is granted, and by the /notifications setting.
 */

/** The app's service worker registration, or null (the dev server, a browser without one). */
const registration = async (): Promise<ServiceWorkerRegistration | null> =>
  (await navigator.serviceWorker.getRegistration()) ?? null;

/** A VAPID key as the Push API takes it: the bytes of its base64url text. */
export const keyBytes = (base64url: string): Uint8Array<ArrayBuffer> => {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

const sameKey = (key: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean => {
  if (!key || key.byteLength !== wanted.byteLength) return false;
  const bytes = new Uint8Array(key);
  return bytes.every((byte, i) => byte === wanted[i]);
};

/**
 * Subscribes this browser with the server's key (an old subscription made with another key is
 * replaced) and stores it for the signed-in user. Answers whether the device is subscribed.
 */
export async function subscribeDevice(): Promise<boolean> {
  const worker = await registration();
  if (!worker) return false;
  const { publicKey } = await apiGet(vapidPublicKeyRoute);
  const applicationServerKey = keyBytes(publicKey);
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey,
  });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return false;
  await apiCall(subscribePushRoute, {
    body: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  });
  return true;
}

/** Removes this device from the server, then unsubscribes the browser. */
export async function unsubscribeDevice(): Promise<void> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return;
  await apiCall(unsubscribePushRoute, { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

/** Whether this browser holds a push subscription now. */
export async function deviceSubscribed(): Promise<boolean> {
  const worker = await registration();
  return (await worker?.pushManager.getSubscription()) != null;
}
