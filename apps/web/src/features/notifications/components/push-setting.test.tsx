import { PUSH_STORAGE_KEY, PUSH_TEXTS } from '@app/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { storeSession } from '../../../lib/auth/session-store';
import { makeAuthSession } from '../../../test/fixtures';
import { stubPushBrowser } from '../../../test/push-browser';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { PushSetting } from './push-setting';

const VAPID_KEY = `BP${'x'.repeat(84)}Q`;
const api = () =>
  stubApi((request) =>
    request.path === '/api/push/vapid-public-key'
      ? jsonResponse({ publicKey: VAPID_KEY })
      : jsonResponse({ subscribed: request.method === 'POST' }),
  );

/** 'Push notifications on this device' on /notifications (docs/product/notifications.md#web-push). */
describe('the push setting', () => {
  let browser: ReturnType<typeof stubPushBrowser> | undefined;
  afterEach(() => browser?.restore());

  it('turns push off for this device and on again', async () => {
    storeSession(makeAuthSession());
    browser = stubPushBrowser({ permission: 'granted' });
    const requests = api();
    // subscribed already (by a Follow press)
    await browser.pushManager.subscribe({ applicationServerKey: new Uint8Array(65) });
    render(<PushSetting />);
    fireEvent.click(await screen.findByRole('button', { name: PUSH_TEXTS.turnOff }));
    await screen.findByRole('button', { name: PUSH_TEXTS.turnOn });
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([
      expect.objectContaining({
        path: '/api/push/subscriptions',
        body: { endpoint: 'https://push.example.com/new' },
      }),
    ]);
    expect(browser.held()).toBeNull();
    expect(localStorage.getItem(PUSH_STORAGE_KEY)).toBe('off');

    fireEvent.click(screen.getByRole('button', { name: PUSH_TEXTS.turnOn }));
    await screen.findByRole('button', { name: PUSH_TEXTS.turnOff });
    expect(localStorage.getItem(PUSH_STORAGE_KEY)).toBeNull();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/push/subscriptions',
    ]);
  });

  it('asks for permission on Turn on, and says so when the browser blocks it', async () => {
    storeSession(makeAuthSession());
    browser = stubPushBrowser({ permission: 'default', prompt: 'denied' });
    api();
    render(<PushSetting />);
    fireEvent.click(await screen.findByRole('button', { name: PUSH_TEXTS.turnOn }));
    expect(await screen.findByText(PUSH_TEXTS.blocked)).toBeTruthy();
    expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(PUSH_STORAGE_KEY)).toBe('declined');
  });

  it('says when the browser has no push', async () => {
    render(<PushSetting />);
    expect(await screen.findByText(PUSH_TEXTS.unsupported)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
  });
});
