import { NOTIFICATION_TEXTS, type NotificationsPage as Page } from '@app/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../../lib/format';
import { storeSession } from '../../../lib/auth/session-store';
import { makeAuthSession } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { FollowButton } from '../../../shared/notifications/follow-button';
import { NotificationsPage } from './notifications-page';

const TEXTS = NOTIFICATION_TEXTS;

const page: Page = {
  items: [
    {
      id: '7',
      kind: 'new_episode',
      series_id: 'neon-heirs',
      series_title: 'Neon Heirs',
      episode_number: 3,
      coins: null,
      plan_id: null,
      renews_at: null,
      url: '/play?id=neon-heirs&episode=3',
      created_at: '2026-11-29T10:00:00.000Z',
      read: false,
    },
    {
      id: '6',
      kind: 'renewal_reminder',
      series_id: null,
      series_title: null,
      episode_number: null,
      coins: null,
      plan_id: 'annual',
      renews_at: '2026-12-02T10:00:00.000Z',
      url: '/subscription',
      created_at: '2026-11-29T09:00:00.000Z',
      read: true,
    },
    {
      id: '5',
      kind: 'refund',
      series_id: 'glass-orchard',
      series_title: 'Glass Orchard',
      episode_number: null,
      coins: 12,
      plan_id: null,
      renews_at: null,
      url: '/rewards',
      created_at: '2026-11-28T09:00:00.000Z',
      read: true,
    },
    {
      id: '4',
      kind: 'refund',
      series_id: 'glass-orchard',
      series_title: 'Glass Orchard',
      episode_number: 2,
      coins: 1,
      plan_id: null,
      renews_at: null,
      url: '/rewards',
      created_at: '2026-11-27T09:00:00.000Z',
      read: true,
    },
  ],
  next_cursor: null,
  unread: 1,
};

describe('notifications', () => {
  beforeEach(() => localStorage.clear());

  it("lists the inbox's entries, each to its episode, and marks them read once shown", async () => {
    storeSession(makeAuthSession());
    // the server's inbox: read once the page said so
    let marked = false;
    const readPage = { ...page, items: page.items.map((i) => ({ ...i, read: true })), unread: 0 };
    const requests = stubApi((request) => {
      if (request.path === '/api/notifications/read') {
        marked = true;
        return jsonResponse({ unread: 0 });
      }
      return jsonResponse(marked ? readPage : page);
    });
    renderRoutes([{ path: '/notifications', element: <NotificationsPage /> }], '/notifications');
    const entry = await screen.findByRole('link', { name: /Neon Heirs: episode 3 is out/ });
    expect(entry.getAttribute('href')).toBe('/play?id=neon-heirs&episode=3');
    expect(entry.textContent).toContain(TEXTS.unread);
    await waitFor(() => expect(marked).toBe(true));
    // the list on screen is not asked again (the stub answers at once, so a refetch would have
    // come within these turns), and keeps its Unread mark for this visit
    for (let turn = 0; turn < 5; turn++) await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(requests.filter((r) => r.method === 'GET')).toHaveLength(1);
    expect(
      screen.getByRole('link', { name: /Neon Heirs: episode 3 is out/ }).textContent,
    ).toContain(TEXTS.unread);
  });

  it('says when a plan renews, and what a refund gave back, each with its link', async () => {
    storeSession(makeAuthSession());
    stubApi((request) =>
      request.path === '/api/notifications/read' ? jsonResponse({ unread: 0 }) : jsonResponse(page),
    );
    renderRoutes([{ path: '/notifications', element: <NotificationsPage /> }], '/notifications');
    const renewal = await screen.findByRole('link', {
      name: new RegExp(TEXTS.renewalAnnual(formatDate('2026-12-02T10:00:00.000Z'))),
    });
    expect(renewal.getAttribute('href')).toBe('/subscription');
    expect(renewal.textContent).toContain('Your annual plan renews on Dec 2, 2026');
    const refund = screen.getByRole('link', { name: /12 coins refunded for Glass Orchard/ });
    expect(refund.getAttribute('href')).toBe('/rewards');
    const one = screen.getByRole('link', { name: /1 coin refunded for Glass Orchard, episode 2/ });
    expect(one.getAttribute('href')).toBe('/rewards');
  });

  it('sends a guest to sign in and back', async () => {
    stubApi(() => jsonResponse(page));
    const { router } = renderRoutes(
      [
        { path: '/notifications', element: <NotificationsPage /> },
        { path: '/auth', element: <p>sign in</p> },
      ],
      '/notifications',
    );
    expect(await screen.findByText('sign in')).toBeTruthy();
    expect(router.state.location.search).toContain('next=%2Fnotifications');
  });

  it('follows an ongoing series with Remind me, counted, and shows Following', async () => {
    storeSession(makeAuthSession());
    let state = { followerCount: 2, isFollowing: false };
    const requests = stubApi((request) => {
      if (request.method === 'PUT') state = { followerCount: 3, isFollowing: true };
      return jsonResponse(state);
    });
    renderRoutes(
      [{ path: '/video/:id', element: <FollowButton seriesId="neon-heirs" ongoing /> }],
      '/video/neon-heirs',
    );
    const button = await screen.findByRole('button', { name: TEXTS.remindMe });
    expect(await screen.findByText(TEXTS.followers(2))).toBeTruthy();
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    const following = await screen.findByRole('button', { name: TEXTS.following });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText(TEXTS.followers(3))).toBeTruthy();
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.path)).toEqual([
      '/api/series/neon-heirs/follow',
    ]);
  });
});
