import { SHELL_TEXTS } from '@app/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEYS, storeSession } from '../lib/auth/session-store';
import { NoticeProvider } from '../components/ui/notice';
import { makeAuthSession, makeHome } from '../test/fixtures';
import { jsonResponse, stubApi } from '../test/stub-api';
import { AppRoutes } from './router';

function CurrentUrl() {
  const { pathname, search } = useLocation();
  return <output aria-label="current url">{`${pathname}${search}`}</output>;
}

function renderApp(url: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <NoticeProvider>
        <MemoryRouter initialEntries={[url]}>
          <AppRoutes />
          <CurrentUrl />
        </MemoryRouter>
      </NoticeProvider>
    </QueryClientProvider>,
  );
}

describe('app routes', () => {
  it('renders the not-found page inside the layout for an unknown path', async () => {
    renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('loads the home page lazily at /', async () => {
    stubApi(() => jsonResponse(makeHome()));

    renderApp('/');

    expect(await screen.findByRole('region', { name: 'Trending Now' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('loads the studio lazily at /cms for an editor, and sends a guest to sign in', async () => {
    storeSession(makeAuthSession({ role: 'editor' }));
    stubApi(() => jsonResponse({ available: true, error: null, solution: null }));
    const editor = renderApp('/cms');

    // the studio's chunk is large: its first transform in a test run takes a while
    expect(
      await screen.findByRole('heading', { name: 'Upload New Series' }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    editor.unmount();

    localStorage.clear();
    renderApp('/cms');
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'current url' }).textContent).toBe(
        `/auth?next=${encodeURIComponent('/cms')}`,
      ),
    );
  });
});

describe('header', () => {
  it('links the logo home, Home, Premium and the desktop avatar', () => {
    renderApp('/nowhere');
    const header = screen.getByRole('banner');
    const href = (name: string) => within(header).getByRole('link', { name }).getAttribute('href');

    expect(href('ReelForge home')).toBe('/');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(href('Premium')).toBe('/subscription');
    expect(href('Profile')).toBe('/login');
    expect(within(header).getByRole('combobox', { name: /search/i })).toBeTruthy();
  });

  it('shows the CMS and Analytics buttons only to editors', () => {
    const { unmount } = renderApp('/nowhere');
    expect(screen.queryByRole('link', { name: 'CMS' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Analytics' })).toBeNull();
    unmount();

    storeSession(makeAuthSession({ role: 'viewer' }));
    const viewer = renderApp('/nowhere');
    expect(screen.queryByRole('link', { name: 'CMS' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Analytics' })).toBeNull();
    viewer.unmount();

    storeSession(makeAuthSession({ role: 'editor' }));
    renderApp('/nowhere');
    expect(screen.getByRole('link', { name: 'CMS' }).getAttribute('href')).toBe('/cms');
    expect(screen.getByRole('link', { name: 'Analytics' }).getAttribute('href')).toBe(
      '/cms/analytics',
    );
  });

  it("shows the signed-in user's initial on the avatar and names the user in its label", () => {
    storeSession(makeAuthSession({ username: 'alice' }));
    renderApp('/nowhere');

    const avatar = screen.getByRole('link', { name: 'Profile: alice' });
    expect(avatar.getAttribute('href')).toBe('/login');
    expect(avatar.textContent).toBe('a');
    expect(screen.getByRole('button', { name: 'Account menu: alice' }).textContent).toBe('a');
  });

  it('offers Sign out in the mobile menu when signed in, and signs out', async () => {
    storeSession(makeAuthSession({ username: 'alice' }));
    stubApi(() => jsonResponse({ success: true, message: 'Signed out' }));
    renderApp('/nowhere');

    fireEvent.click(screen.getByRole('button', { name: 'Account menu: alice' }));
    // the open menu is its own chunk
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    // the inbox too: a phone's header has no room for its bell
    expect(items.map((item) => item.textContent)).toEqual([
      'Premium',
      'Notifications',
      'Profile',
      'Sign out',
    ]);

    fireEvent.click(items[3]!);

    expect(localStorage.getItem(AUTH_STORAGE_KEYS.tokens)).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.user)).toBeNull();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profile' })).toBeTruthy();
  });

  it.each(['/play', '/auth', '/auth/callback', '/cms', '/debug', '/payment', '/auth/reset'])(
    'is hidden on %s',
    (path) => {
      renderApp(path);
      // the site header's navigation (a page's own <header> may render there too)
      expect(
        screen.queryByRole('navigation', { name: SHELL_TEXTS.header.mainNavigation }),
      ).toBeNull();
      // the header's search box (a page's own select, such as /auth's language, may be there)
      expect(document.querySelector('input[role="combobox"]')).toBeNull();
    },
  );

  it('opens the mobile account menu with Premium, Profile and the languages; Escape closes it', async () => {
    renderApp('/nowhere');
    const button = screen.getByRole('button', { name: 'Account menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const menu = await screen.findByRole('menu', { name: 'Account menu' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      ['Premium', '/subscription'],
      ['Profile', '/login'],
    ]);
    expect(document.activeElement).toBe(items[0]);

    const languages = within(menu).getAllByRole('menuitemradio');
    expect(languages.map((item) => [item.textContent, item.getAttribute('aria-checked')])).toEqual([
      ['English✓', 'true'],
      ['Español', 'false'],
      ['Português (Brasil)', 'false'],
      ['العربية', 'false'],
    ]);

    fireEvent.keyDown(items[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(languages[0]);
    fireEvent.keyDown(languages[0]!, { key: 'End' });
    expect(document.activeElement).toBe(languages[3]);
    fireEvent.keyDown(languages[3]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[0]);

    fireEvent.keyDown(items[0]!, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu.isConnected).toBe(false);
    expect(document.activeElement).toBe(button);
  });
});

describe('/?auth=success', () => {
  it("re-reads the stored login, says 'Login successful!' and cleans the URL", async () => {
    stubApi(() => jsonResponse(makeHome()));
    renderApp('/?auth=success&access=reelforge-test');
    // what the page that sent us here stored, unseen by this page's store until re-read
    localStorage.setItem(
      AUTH_STORAGE_KEYS.tokens,
      // valid for a while: the header's premium check must not start a refresh
      JSON.stringify({
        access_token: 'a',
        refresh_token: 'r',
        id_token: 'i',
        expires_at: Date.now() + 60_000,
      }),
    );
    localStorage.setItem(
      AUTH_STORAGE_KEYS.user,
      JSON.stringify({ username: 'zoe', email: null, sub: 'z', role: 'viewer' }),
    );

    expect(await screen.findByText('Login successful!')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'current url' }).textContent).toBe(
        '/?access=reelforge-test',
      ),
    );
    expect(screen.getByRole('link', { name: 'Profile: zoe' })).toBeTruthy();
  });
});

describe('banners', () => {
  const offlineText = 'No internet connection - Videos require network access';

  it('shows the offline banner on an offline event and hides it when back online', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderApp('/nowhere');
    expect(screen.queryByText(offlineText)).toBeNull();

    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByText(offlineText)).toBeTruthy();

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByText(offlineText)).toBeNull();
  });

  it('shows the offline banner on pages without the header too', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderApp('/cms');
    expect(screen.getByText(offlineText)).toBeTruthy();
  });

  it('shows the test-access banner only for the configured access value', () => {
    const { unmount } = renderApp('/nowhere?access=reelforge-test');
    expect(screen.getByText(/Test access mode/)).toBeTruthy();
    unmount();

    renderApp('/nowhere?access=guess');
    expect(screen.queryByText(/Test access mode/)).toBeNull();
  });

  it('takes the access value from VITE_TEST_ACCESS_CODE when set', () => {
    vi.stubEnv('VITE_TEST_ACCESS_CODE', 'from-env');
    try {
      renderApp('/nowhere?access=from-env');
      expect(screen.getByText(/Test access mode/)).toBeTruthy();
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
