import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEYS, storeSession } from '../../../lib/auth/session-store';
import { makeAuthSession } from '../../../test/fixtures';
import { renderPage } from '../../../test/render';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { AccountPage } from './account-page';

const renderProfile = () => renderPage(<AccountPage />, { path: '/login' });

describe('AccountPage', () => {
  it('shows a guest with a Sign in link to /auth', () => {
    renderProfile();

    expect(screen.getByText('Guest')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(screen.queryByText(/^UID:/)).toBeNull();
  });

  it('shows the badge, the VIP benefits and the wallet of 10 coins', () => {
    renderProfile();

    expect(screen.getByText('Get 50 first login Coins!')).toBeTruthy();
    const vip = screen.getByRole('region', { name: 'VIP' });
    expect(
      within(vip)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Unlimited Viewing', 'Daily VIP Reward', 'Ad-Free', '1080P']);
    const wallet = screen.getByRole('region', { name: 'Wallet' });
    expect(wallet.textContent).toContain('10');
    expect(wallet.textContent).toContain('Coins');
  });

  it('has the bottom tab bar with Me as the current page', () => {
    renderProfile();
    const tabs = within(screen.getByRole('navigation', { name: 'Sections' })).getAllByRole('link');

    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['For You', '/foryou'],
      ['Rankings', '/rankings'],
      ['Rewards', '/rewards'],
      ['Me', '/login'],
    ]);
    expect(tabs[4]?.getAttribute('aria-current')).toBe('page');
  });

  it('shows the username and UID of a signed-in user, and signs out', async () => {
    storeSession(makeAuthSession({ username: 'alice', user_attributes: { sub: 'u-42' } }));
    const requests = stubApi(() => jsonResponse({ success: true, message: 'Signed out' }));
    renderProfile();

    expect(screen.getByText('alice')).toBeTruthy();
    expect(screen.getByText('UID: u-42')).toBeTruthy();
    expect(screen.queryByText('Guest')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(screen.getByText('Guest')).toBeTruthy();
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.tokens)).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.user)).toBeNull();
    await waitFor(() =>
      expect(requests.map((request) => request.path)).toEqual(['/api/auth/signout']),
    );
  });
});
