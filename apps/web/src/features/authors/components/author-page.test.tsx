import {
  AUTHOR_TEXTS,
  authorAvatarUrl,
  type AuthorProfile,
  type AuthorSeries,
} from '@app/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAuthSession } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { jsonResponse, stubApi, type RecordedRequest } from '../../../test/stub-api';
import { clearSession, storeSession } from '../../../lib/auth/session-store';
import { AuthorPage } from './author-page';

const makeSeries = (overrides: Partial<AuthorSeries> = {}): AuthorSeries => ({
  id: 'neon-heirs',
  title: 'Neon Heirs',
  image: '/media/posters/neon-heirs.jpg',
  year: 2026,
  episodesCount: 3,
  role: 'director',
  ...overrides,
});

const makeProfile = (overrides: Partial<AuthorProfile> = {}): AuthorProfile => ({
  name: 'Mira Okafor',
  avatar: authorAvatarUrl('Mira Okafor'),
  description: 'Mira Okafor directed 1 title and stars in 1 title on ReelForge.',
  followerCount: 3,
  isFollowing: false,
  series: [
    makeSeries(),
    makeSeries({ id: 'love-in-beta', title: 'Love in Beta', role: 'cast', episodesCount: 1 }),
  ],
  ...overrides,
});

const renderAuthor = (path = '/author/Mira%20Okafor') =>
  renderRoutes(
    [
      // as the reach table mounts it: under the catch-all, without route parameters
      { path: '*', element: <AuthorPage /> },
      { path: '/auth', element: <p>auth page</p> },
      { path: '/video/:id', element: <p>series page</p> },
    ],
    path,
  );

const followButton = () => screen.getByRole('button', { name: /^Follow/ });
const isToggle = (r: RecordedRequest) => r.method === 'PUT' || r.method === 'DELETE';

afterEach(() => {
  clearSession();
});

describe('AuthorPage', () => {
  it('shows the banner, avatar, follower count, About and the series with their badges', async () => {
    const requests = stubApi(() => jsonResponse(makeProfile()));

    renderAuthor();

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Mira Okafor');
    expect(await screen.findByText('3 followers')).toBeTruthy();
    expect(document.title).toBe('Mira Okafor · ReelForge');
    expect(screen.getByTestId('author-banner')).toBeTruthy();
    expect(document.querySelector('header img')?.getAttribute('src')).toBe(
      authorAvatarUrl('Mira Okafor'),
    );
    const about = screen.getByRole('region', { name: 'About' });
    expect(within(about).getByText(/directed 1 title/)).toBeTruthy();

    const grid = screen.getByRole('region', { name: 'Series' });
    const links = within(grid).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/video/neon-heirs',
      '/video/love-in-beta',
    ]);
    expect(links.map((a) => within(a).getByTestId('role-badge').textContent)).toEqual([
      'Director',
      'Cast',
    ]);
    expect(links[1]!.textContent).toContain('2026 · 1 episode');
    expect(followButton().getAttribute('aria-pressed')).toBe('false');

    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      method: 'GET',
      path: '/api/authors/Mira%20Okafor',
      authorization: null,
    });
  });

  it('opens a series page when a series is clicked', async () => {
    stubApi(() => jsonResponse(makeProfile()));
    const { router } = renderAuthor();

    fireEvent.click(await screen.findByRole('link', { name: /Love in Beta/ }));

    expect(await screen.findByText('series page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/video/love-in-beta');
  });

  it('alerts that messaging is coming soon', async () => {
    stubApi(() => jsonResponse(makeProfile()));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderAuthor();

    fireEvent.click(await screen.findByRole('button', { name: 'Message' }));

    expect(alert).toHaveBeenCalledWith('Messaging feature coming soon!');
  });

  it('sends a guest who presses Follow to sign in and back, without a follow call', async () => {
    const requests = stubApi(() => jsonResponse(makeProfile()));
    const { router } = renderAuthor();
    await screen.findByText('3 followers');

    fireEvent.click(followButton());

    expect(await screen.findByText('auth page')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/auth?next=${encodeURIComponent('/author/Mira%20Okafor')}`,
    );
    expect(requests.filter(isToggle)).toEqual([]);
  });

  it('follows and unfollows for a signed-in user, the count moving at once then as answered', async () => {
    storeSession(makeAuthSession({ username: 'alice' }));
    let answer: (body: unknown) => void = () => undefined;
    const requests = stubApi((request) => {
      if (request.method === 'GET') return jsonResponse(makeProfile());
      return new Promise((resolve) => {
        answer = (body) => resolve(jsonResponse(body));
      });
    });
    renderAuthor();
    await screen.findByText('3 followers');
    expect(requests[0]?.authorization).toMatch(/^Bearer /);

    fireEvent.click(followButton());
    expect(await screen.findByText('4 followers')).toBeTruthy();
    expect(followButton().getAttribute('aria-pressed')).toBe('true');
    expect(followButton().textContent).toBe('Following');
    await waitFor(() => expect(requests.filter(isToggle)).toHaveLength(1));
    // a click while the call is on its way is ignored
    fireEvent.click(followButton());
    answer({ followerCount: 7, isFollowing: true });
    expect(await screen.findByText('7 followers')).toBeTruthy();

    fireEvent.click(followButton());
    expect(await screen.findByText('6 followers')).toBeTruthy();
    expect(followButton().getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(requests.filter(isToggle)).toHaveLength(2));
    answer({ followerCount: 5, isFollowing: false });
    expect(await screen.findByText('5 followers')).toBeTruthy();

    expect(requests.filter(isToggle).map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /api/authors/Mira%20Okafor/follow',
      'DELETE /api/authors/Mira%20Okafor/follow',
    ]);
  });

  it('puts the toggle back and says so when following fails', async () => {
    storeSession(makeAuthSession({ username: 'alice' }));
    stubApi((request) =>
      request.method === 'GET'
        ? jsonResponse(makeProfile())
        : jsonResponse({ detail: 'boom', code: 'INTERNAL' }, 500),
    );
    renderAuthor();
    await screen.findByText('3 followers');

    fireEvent.click(followButton());

    expect((await screen.findByRole('alert')).textContent).toBe(AUTHOR_TEXTS.followFailed);
    expect(followButton().getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('3 followers')).toBeTruthy();
  });

  it('shows a generic profile with no series for an unknown author', async () => {
    stubApi(() => jsonResponse({ detail: AUTHOR_TEXTS.notFound, code: 'NOT_FOUND' }, 404));

    renderAuthor('/author/Nobody%20Here');

    expect(await screen.findByText(AUTHOR_TEXTS.genericDescription)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Nobody Here');
    expect(screen.getByText(AUTHOR_TEXTS.noSeries)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Follow/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Message' })).toBeTruthy();
    // no error page, no alert: the server answered
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the generic profile on a server failure, and the full one after Retry', async () => {
    let fail = true;
    stubApi(() =>
      fail
        ? jsonResponse({ detail: 'Internal Server Error', code: 'INTERNAL' }, 500)
        : jsonResponse(makeProfile()),
    );
    renderAuthor();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(AUTHOR_TEXTS.loadFailed);
    expect(screen.getByText(AUTHOR_TEXTS.noSeries)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mira Okafor');

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('3 followers')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getAllByTestId('role-badge')).toHaveLength(2);
  });

  it('decodes a name with an encoded slash and asks for it encoded', async () => {
    const requests = stubApi(() =>
      jsonResponse(
        makeProfile({ name: 'AC/DC', avatar: authorAvatarUrl('AC/DC'), followerCount: 1 }),
      ),
    );

    renderAuthor(`/author/${encodeURIComponent('AC/DC')}`);

    expect(await screen.findByText('1 follower')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('AC/DC');
    expect(requests[0]?.path).toBe('/api/authors/AC%2FDC');
  });
});
