import { vi } from 'vitest';

/**
 * A browser with the Push API for unit tests: Notification with a permission the test sets and
 * a prompt that answers `prompt`, a service worker registration whose pushManager records its
 * subscriptions. Unknown to jsdom, so stubbed; `restore()` takes them away again.
 */
export function stubPushBrowser(options: {
  permission?: NotificationPermission;
  prompt?: NotificationPermission;
  /** A subscription the browser already holds, made with this key. */
  existingKey?: Uint8Array;
  worker?: boolean;
}) {
  const notification = {
    permission: options.permission ?? 'default',
    requestPermission: vi.fn(async () => {
      notification.permission = options.prompt ?? 'granted';
      return notification.permission;
    }),
  };
  type Held = { endpoint: string; key: Uint8Array; unsubscribe: ReturnType<typeof vi.fn> };
  let held: Held | null = null;
  const subscriptionOf = (h: Held) => ({
    endpoint: h.endpoint,
    options: { applicationServerKey: h.key.buffer },
    unsubscribe: h.unsubscribe,
    toJSON: () => ({
      endpoint: h.endpoint,
      expirationTime: null,
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    }),
  });
  const hold = (endpoint: string, key: Uint8Array) => {
    const h: Held = {
      endpoint,
      key,
      unsubscribe: vi.fn(async () => {
        if (held === h) held = null;
        return true;
      }),
    };
    held = h;
    return h;
  };
  if (options.existingKey) hold('https://push.example.com/old', options.existingKey);
  const pushManager = {
    getSubscription: vi.fn(async () => (held ? subscriptionOf(held) : null)),
    subscribe: vi.fn(async ({ applicationServerKey }: { applicationServerKey: Uint8Array }) =>
      subscriptionOf(hold('https://push.example.com/new', new Uint8Array(applicationServerKey))),
    ),
  };
  const registration = { pushManager };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: vi.fn(async () => (options.worker === false ? undefined : registration)),
    },
  });
  return {
    notification,
    pushManager,
    held: () => held,
    restore: () => {
      vi.unstubAllGlobals();
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    },
  };
}
