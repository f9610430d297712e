import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_TEXTS, accountExportRoute, accountRoute, deleteAccountRoute } from '@app/contract';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEYS, storeSession } from '../../../lib/auth/session-store';
import { makeAuthSession } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { jsonResponse, stubApi, type RecordedRequest } from '../../../test/stub-api';
import { AccountPage } from './account-page';

const TEXT = ACCOUNT_TEXTS;
const BEARER = `Bearer ${makeAuthSession().access_token}`;

const summary = (hasPassword = true) =>
  jsonResponse({
    id: 'sub-alice',
    username: 'alice',
    email: null,
    has_password: hasPassword,
    locale: null,
  });

const renderSignedIn = () => {
  storeSession(makeAuthSession());
  return renderRoutes(
    [
      { path: '/login', element: <AccountPage /> },
      { path: '/', element: <p>Home page</p> },
    ],
    '/login',
  );
};

const openDialog = async () => {
  fireEvent.click(await screen.findByRole('button', { name: TEXT.deleteAccount }));
  return screen.getByRole('dialog', { name: TEXT.deleteTitle });
};

const calls = (requests: RecordedRequest[], path: string) =>
  requests.filter((request) => request.path === path);

describe('Profile page: your data', () => {
  it('is offered to signed-in users only', async () => {
    renderRoutes([{ path: '/login', element: <AccountPage /> }], '/login');
    expect(screen.queryByRole('button', { name: TEXT.download })).toBeNull();
    expect(screen.queryByRole('button', { name: TEXT.deleteAccount })).toBeNull();

    storeSession(makeAuthSession());
    expect(await screen.findByRole('region', { name: TEXT.sectionTitle })).toBeTruthy();
    expect(screen.getByRole('button', { name: TEXT.download })).toBeTruthy();
    expect(screen.getByRole('button', { name: TEXT.deleteAccount })).toBeTruthy();
  });

  it('downloads the data with the bearer, under the name the server gives it', async () => {
    const file = JSON.stringify({ account: { username: 'alice' } });
    const requests = stubApi(
      () =>
        new Response(file, {
          headers: {
            'Content-Type': 'application/json',
            'Content-Disposition': 'attachment; filename="my-data-2026-11-27.json"',
          },
        }),
    );
    const blobs: Blob[] = [];
    // jsdom has no blob URLs: these stand in for the browser's (this file's environment only)
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:my-data';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    renderSignedIn();

    fireEvent.click(await screen.findByRole('button', { name: TEXT.download }));

    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    // (the premium badge asks for the subscription status beside it)
    expect(calls(requests, accountExportRoute.path)).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: accountExportRoute.path,
        authorization: BEARER,
      }),
    ]);
    expect(await blobs[0]!.text()).toBe(file);
    expect(clicked[0]!.download).toBe('my-data-2026-11-27.json');
    expect(screen.getByRole('button', { name: TEXT.download })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    click.mockRestore();
  });

  it('says why a download was refused', async () => {
    stubApi(() => jsonResponse({ detail: TEXT.exportRateLimited, code: 'RATE_LIMITED' }, 429));
    renderSignedIn();
    fireEvent.click(await screen.findByRole('button', { name: TEXT.download }));
    expect((await screen.findByRole('alert')).textContent).toBe(TEXT.exportRateLimited);
  });

  it('deletes the account after the password, then signs out and goes home', async () => {
    const requests = stubApi((request) => {
      if (request.path === accountRoute.path) return summary();
      const body = request.body as { password?: string };
      return body.password === 'right password'
        ? jsonResponse({ success: true, message: TEXT.deleted })
        : jsonResponse({ detail: TEXT.wrongPassword, code: 'INVALID_CREDENTIALS' }, 403);
    });
    renderSignedIn();
    const dialog = await openDialog();
    const field = within(dialog).getByLabelText(TEXT.passwordLabel);
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('type')).toBe('password');

    // nothing typed: told so, nothing sent
    fireEvent.click(within(dialog).getByRole('button', { name: TEXT.confirmDelete }));
    expect(within(dialog).getByRole('alert').textContent).toBe(TEXT.passwordRequired);
    expect(calls(requests, deleteAccountRoute.path)).toEqual([]);

    // a wrong password: the server's words, still signed in
    fireEvent.input(field, { target: { value: 'wrong password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: TEXT.confirmDelete }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(TEXT.wrongPassword),
    );
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.tokens)).not.toBeNull();

    fireEvent.input(field, { target: { value: 'right password' } });
    fireEvent.click(within(dialog).getByRole('button', { name: TEXT.confirmDelete }));

    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.tokens)).toBeNull();
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.user)).toBeNull();
    expect(calls(requests, deleteAccountRoute.path)).toEqual([
      expect.objectContaining({
        method: 'POST',
        authorization: BEARER,
        body: { password: 'wrong password' },
      }),
      expect.objectContaining({
        method: 'POST',
        authorization: BEARER,
        body: { password: 'right password' },
      }),
    ]);
  });

  it('asks an account without a password to type its username', async () => {
    const requests = stubApi((request) =>
      request.path === accountRoute.path
        ? summary(false)
        : jsonResponse({ success: true, message: TEXT.deleted }),
    );
    renderSignedIn();
    const dialog = await openDialog();
    const field = await within(dialog).findByLabelText(TEXT.usernameLabel('alice'));
    expect(field.getAttribute('type')).toBe('text');

    fireEvent.input(field, { target: { value: 'alice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: TEXT.confirmDelete }));

    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(calls(requests, deleteAccountRoute.path)).toEqual([
      expect.objectContaining({ body: { confirm_username: 'alice' } }),
    ]);
  });

  it('closes on Escape or Cancel without deleting, focus back on the button', async () => {
    const requests = stubApi(() => summary());
    renderSignedIn();
    await openDialog();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const trigger = screen.getByRole('button', { name: TEXT.deleteAccount });
    expect(document.activeElement).toBe(trigger);

    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: TEXT.cancel }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls(requests, deleteAccountRoute.path)).toEqual([]);
    expect(localStorage.getItem(AUTH_STORAGE_KEYS.tokens)).not.toBeNull();
  });
});
