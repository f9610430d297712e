import { PRODUCT_NAME } from '@app/contract';

/**
 * What the service worker (sw.ts) does with a push and a click on its notification
 * (docs/product/notifications.md#web-push), apart from the worker so that it can be tested.
 */

/** The app's icon (apps/web/build/app-icons.ts), beside each notification. */
export const NOTIFICATION_ICON = '/icons/icon-192.png';

export type ShownNotification = {
  title: string;
  options: { body: string; icon: string; tag?: string; data: { url: string } };
};

/** A path of this site, or '/': a notification never leads a click elsewhere. */
export const sameOriginPath = (url: unknown, origin: string): string => {
  if (typeof url !== 'string') return '/';
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : '/';
  } catch {
    return '/';
  }
};

/**
 * The notification for a push's text: the server's `{id, title, body, url}` (the entry's id as
 * the tag, so the same entry never shows twice); a push that is not that still shows something,
 * as browsers require of a user-visible push.
 */
export const notificationOf = (text: string | undefined, origin: string): ShownNotification => {
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const text_ = (value: unknown) => (typeof value === 'string' ? value : '');
  const tag = text_(record.id);
  return {
    title: text_(record.title) || PRODUCT_NAME,
    options: {
      body: text_(record.body),
      icon: NOTIFICATION_ICON,
      ...(tag && { tag: `notification-${tag}` }),
      data: { url: sameOriginPath(record.url, origin) },
    },
  };
};

type WindowClientLike = { url: string; focus(): Promise<unknown> };
type ClientsLike = {
  matchAll(options: {
    type: 'window';
    includeUncontrolled: boolean;
  }): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
};

/** A click: focus a window already at the notification's page, or open one there. */
export async function openNotificationPage(clients: ClientsLike, path: string, origin: string) {
  const target = new URL(path, origin).href;
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((window) => window.url === target);
  if (open) await open.focus();
  else await clients.openWindow(target);
}
