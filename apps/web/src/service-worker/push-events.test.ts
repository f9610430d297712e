import { describe, expect, it, vi } from 'vitest';
import {
  NOTIFICATION_ICON,
  notificationOf,
  openNotificationPage,
  sameOriginPath,
} from './push-events';

const ORIGIN = 'https://reelforge.example';

/** The service worker's push and notificationclick (docs/product/notifications.md#web-push). */
describe('push notifications in the service worker', () => {
  it("shows the server's title and body with the app's icon, and keeps the page to open", () => {
    const shown = notificationOf(
      JSON.stringify({
        id: '42',
        title: 'Neon Heirs: episode 3 is out',
        body: 'The Lighthouse Wakes',
        url: '/play?id=neon-heirs&episode=3',
      }),
      ORIGIN,
    );
    expect(shown).toEqual({
      title: 'Neon Heirs: episode 3 is out',
      options: {
        body: 'The Lighthouse Wakes',
        icon: NOTIFICATION_ICON,
        tag: 'notification-42',
        data: { url: '/play?id=neon-heirs&episode=3' },
      },
    });
  });

  it('still shows something for a push it cannot read, and never leads off the site', () => {
    for (const text of [undefined, '', 'not json', '[1]', '{"title": 3}']) {
      const shown = notificationOf(text, ORIGIN);
      expect(shown.title, String(text)).toBe('ReelForge');
      expect(shown.options.data.url).toBe('/');
    }
    for (const url of ['https://evil.example/play', '//evil.example/x', 'javascript:alert(1)', 7]) {
      expect(sameOriginPath(url, ORIGIN), String(url)).toBe('/');
    }
    expect(sameOriginPath(`${ORIGIN}/rankings?kind=new`, ORIGIN)).toBe('/rankings?kind=new');
  });

  it('focuses a window already at the page, or opens one there', async () => {
    const focus = vi.fn(async () => undefined);
    const openWindow = vi.fn(async () => null);
    const clients = {
      matchAll: vi.fn(async () => [
        { url: `${ORIGIN}/`, focus: vi.fn() },
        { url: `${ORIGIN}/play?id=neon-heirs&episode=3`, focus },
      ]),
      openWindow,
    };
    await openNotificationPage(clients, '/play?id=neon-heirs&episode=3', ORIGIN);
    expect(focus).toHaveBeenCalledTimes(1);
    expect(openWindow).not.toHaveBeenCalled();
    await openNotificationPage(clients, '/play?id=neon-heirs&episode=4', ORIGIN);
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/play?id=neon-heirs&episode=4`);
  });
});
