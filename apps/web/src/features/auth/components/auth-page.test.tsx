import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_STORAGE_KEYS } from '../../../lib/auth/session-store';
import { makeAuthResponse } from '../../../test/fixtures';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { click, renderAuthRoutes, type } from '../../../test/auth-pages';

describe('AuthPage sign in', () => {
  it('shows the form messages for a blank username and password and sends nothing', () => {
    const requests = stubApi(() => jsonResponse({}));
    renderAuthRoutes('/auth');

    click('Sign In');

    expect(screen.getByRole('alert').textContent).toBe('Username and password required');
    expect(screen.getByText('Please enter username')).toBeTruthy();
    expect(screen.getByText('Please enter password')).toBeTruthy();
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(requests).toHaveLength(0);
  });

  it('asks for the password alone when only it is missing', () => {
    renderAuthRoutes('/auth');

    type('Username', 'alice');
    click('Sign In');

    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Please enter username')).toBeNull();
    expect(screen.getByText('Please enter password')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Password'));
  });

  it('labels the inputs with autocomplete hints', () => {
    renderAuthRoutes('/auth');
    expect(screen.getByLabelText('Username').getAttribute('autocomplete')).toBe('username');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('current-password');

    fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByLabelText('Email (optional)').getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
  });

  it('stores the login and goes to /login with "Login successful!"', async () => {
    const requests = stubApi(() => jsonResponse(makeAuthResponse({ username: 'alice' })));
    renderAuthRoutes('/auth');

    type('Username', 'alice');
    type('Password', 'correct-horse');
    click('Sign In');

    expect(await screen.findByText('page /login')).toBeTruthy();
    expect(screen.getByText('Login successful!')).toBeTruthy();
    expect(requests[0]).toMatchObject({
      path: '/api/auth/signin',
      body: { username: 'alice', password: 'correct-horse' },
    });
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.tokens)).toContain('access-1');
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.user)).toContain('alice');
  });

  it('goes back to ?next after signing in', async () => {
    stubApi(() => jsonResponse(makeAuthResponse()));
    renderAuthRoutes(`/auth?next=${encodeURIComponent('/play?id=neon-heirs&episode=2')}`);

    type('Username', 'alice');
    type('Password', 'correct-horse');
    click('Sign In');

    expect(await screen.findByText('page /play?id=neon-heirs&episode=2')).toBeTruthy();
  });

  it('ignores a ?next that leaves the site', async () => {
    stubApi(() => jsonResponse(makeAuthResponse()));
    renderAuthRoutes('/auth?next=//evil.example/steal');

    type('Username', 'alice');
    type('Password', 'correct-horse');
    click('Sign In');

    expect(await screen.findByText('page /login')).toBeTruthy();
  });

  it('shows the server detail of a refused sign-in', async () => {
    stubApi(() =>
      jsonResponse({ detail: 'Incorrect username or password', code: 'INVALID_CREDENTIALS' }, 401),
    );
    renderAuthRoutes('/auth');

    type('Username', 'alice');
    type('Password', 'wrong-pass');
    click('Sign In');

    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect username or password');
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.tokens)).toBeNull();
  });

  it.each([
    [
      'an answer without detail',
      () => new Response('<html>', { status: 502 }),
      'Authentication failed',
    ],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'Network error'],
  ])('says the page text for %s', async (_, respond, text) => {
    stubApi(respond);
    renderAuthRoutes('/auth');

    type('Username', 'alice');
    type('Password', 'whatever-pass');
    click('Sign In');

    expect((await screen.findByRole('alert')).textContent).toBe(text);
  });

  it('moves to the verification step when the account is not verified', async () => {
    const detail = 'Please verify your email before signing in. We sent you a code.';
    stubApi(() => jsonResponse({ detail, code: 'NOT_VERIFIED' }, 403));
    renderAuthRoutes('/auth');

    type('Username', 'alice');
    type('Password', 'correct-horse');
    click('Sign In');

    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeTruthy();
    expect(screen.getByText(detail)).toBeTruthy();
    expect(screen.getByText('Enter the 6-digit code we sent for alice.')).toBeTruthy();
  });
});

describe('AuthPage social buttons', () => {
  it('links to each provider and remembers where to come back to', () => {
    renderAuthRoutes('/auth?next=%2Fvideo%2Fneon-heirs');
    const links = ['Google', 'Facebook', 'Apple ID'].map((name) =>
      screen.getByRole('link', { name: `Continue with ${name}` }),
    );

    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/social-auth/login/google',
      '/api/social-auth/login/facebook',
      '/api/social-auth/login/apple',
    ]);

    // jsdom does not navigate; only the remembered path matters here
    const google = links[0]!;
    google.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(google);
    expect(sessionStorage.getItem('reelforge.authNext')).toBe('/video/neon-heirs');
  });

  it('switches between Sign In and Sign Up with the arrow keys', () => {
    renderAuthRoutes('/auth');
    const tablist = screen.getByRole('tablist', { name: 'Sign in or sign up' });
    const signIn = within(tablist).getByRole('tab', { name: 'Sign In' });

    fireEvent.keyDown(signIn, { key: 'ArrowRight' });

    const signUp = within(tablist).getByRole('tab', { name: 'Sign Up' });
    expect(signUp.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(signUp);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
  });
});
