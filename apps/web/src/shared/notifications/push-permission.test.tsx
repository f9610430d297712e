import { NOTIFICATION_TEXTS, PUSH_STORAGE_KEY } from '@app/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../lib/auth/session-store';
import { makeAuthSession } from '../../test/fixtures';
import { stubPushBrowser } from '../../test/push-browser';
import { renderRoutes } from '../../test/render';
import { jsonResponse, stubApi } from '../../test/stub-api';
import { FollowButton } from './follow-button';
import { keyBytes } from './push-device';
import { offerPush } from './push-permission';

// a P-256 public key as the server sends it (65 bytes, base64url)
const VAPID_KEY = `BP${'x'.repeat(84)}Q`;

/** The server: follow state, the VAPID key, and the device calls. */
const server = () => {
  let state = { followerCount: 1, isFollowing: false };
  return stubApi((request) => {
    if (request.path === '/api/push/vapid-public-key')
      return jsonResponse({ publicKey: VAPID_KEY });
    if (request.path === '/api/push/subscriptions') {
      return jsonResponse({ subscribed: request.method === 'POST' });
    }
    if (request.method === 'PUT') state = { followerCount: 2, isFollowing: true };
    if (request.method === 'DELETE') state = { followerCount: 1, isFollowing: false };
    return jsonResponse(state);
  });
};

const renderFollow = async () => {
  renderRoutes(
    [{ path: '/video/:id', element: <FollowButton seriesId="neon-heirs" ongoing /> }],
    '/video/neon-heirs',
  );
  const button = await screen.findByRole('button', { name: NOTIFICATION_TEXTS.remindMe });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  return button;
};

/** Asking for notification permission (docs/product/notifications.md#web-push). */
describe('push permission', () => {
  let browser: ReturnType<typeof stubPushBrowser> | undefined;
  afterEach(() => browser?.restore());

  it('asks nothing on load, asks on Remind me, then subscribes this device with the server key', async () => {
    storeSession(makeAuthSession());
    browser = stubPushBrowser({ permission: 'default', prompt: 'granted' });
    const requests = server();
    const button = await renderFollow();
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();

    fireEvent.click(button);
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(
        requests.some((r) => r.method === 'POST' && r.path === '/api/push/subscriptions'),
      ).toBe(true),
    );
    const [options] = browser.pushManager.subscribe.mock.calls[0]!;
    expect(options).toMatchObject({ userVisibleOnly: true });
    expect([...options.applicationServerKey]).toEqual([...keyBytes(VAPID_KEY)]);
    expect(requests.find((r) => r.path === '/api/push/subscriptions')!.body).toEqual({
      endpoint: 'https://push.example.com/new',
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    });
    // unfollowing asks nothing and changes no device
    fireEvent.click(await screen.findByRole('button', { name: NOTIFICATION_TEXTS.following }));
    await screen.findByRole('button', { name: NOTIFICATION_TEXTS.remindMe });
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(requests.filter((r) => r.path === '/api/push/subscriptions')).toHaveLength(1);
  });

  it('remembers a refusal, or a dismissed prompt, and asks no more', async () => {
    for (const prompt of ['denied', 'default'] as const) {
      browser = stubPushBrowser({ permission: 'default', prompt });
      const requests = server();
      await offerPush();
      expect(localStorage.getItem(PUSH_STORAGE_KEY)).toBe('declined');
      // the browser would prompt again on 'default': we do not
      browser.notification.permission = 'default';
      await offerPush();
      await offerPush();
      expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
      expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
      expect(requests).toEqual([]);
      browser.restore();
      localStorage.clear();
    }
  });

  it('never subscribes a device whose push was turned off on /notifications', async () => {
    browser = stubPushBrowser({ permission: 'granted' });
    const requests = server();
    localStorage.setItem(PUSH_STORAGE_KEY, 'off');
    await offerPush();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
  });

  it('subscribes without a prompt once granted, replacing a subscription made with another key', async () => {
    storeSession(makeAuthSession());
    browser = stubPushBrowser({ permission: 'granted', existingKey: new Uint8Array(65).fill(9) });
    const old = browser.held()!;
    const requests = server();
    await offerPush();
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(browser.held()?.endpoint).toBe('https://push.example.com/new');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/push/subscriptions',
    ]);
  });

  it('does nothing in a browser without push, or without a service worker', async () => {
    const requests = server();
    await offerPush();
    browser = stubPushBrowser({ permission: 'granted', worker: false });
    await offerPush();
    expect(requests.filter((r) => r.path.startsWith('/api/push'))).toEqual([]);
  });
});

describe('signing out', () => {
  it("unsubscribes this browser's push: the user's pushes stop reaching a shared device", async () => {
    storeSession(makeAuthSession());
    const browser = stubPushBrowser({ permission: 'granted' });
    server();
    try {
      await offerPush();
      const held = browser.held()!;
      const { signOut } = await import('../auth/sign-out');
      await signOut();
      await waitFor(() => expect(held.unsubscribe).toHaveBeenCalled());
      expect(browser.held()).toBeNull();
    } finally {
      browser.restore();
    }
  });
});
