import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubApi } from '../../../test/stub-api';
import { click, message, renderAuthRoutes, signUpAnswer, type } from '../../../test/auth-pages';

describe('AuthPage sign up and verification', () => {
  it('goes from sign-up to the verification step, then back to sign in once verified', async () => {
    const requests = stubApi((request) =>
      request.path === '/api/auth/signup'
        ? jsonResponse(
            signUpAnswer(true, 'Sign up successful! Please check your email for verification.'),
          )
        : jsonResponse(message('Email verified successfully! You can now sign in.')),
    );
    renderAuthRoutes('/auth');
    fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));

    type('Username', 'alice');
    type('Email (optional)', 'alice@example.com');
    type('Password', 'correct-horse');
    click('Create account');

    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeTruthy();
    expect(
      screen.getByText('Sign up successful! Please check your email for verification.'),
    ).toBeTruthy();
    expect(requests[0]?.body).toEqual({
      username: 'alice',
      password: 'correct-horse',
      email: 'alice@example.com',
      // the page's language, which the account's mails are written in
      locale: 'en',
    });

    click('Verify');
    expect(screen.getByText('Please enter verification code')).toBeTruthy();

    type('Verification code', '123 456');
    click('Verify');

    expect(
      await screen.findByText('Email verified successfully! You can now sign in.'),
    ).toBeTruthy();
    expect(requests[1]).toMatchObject({
      path: '/api/auth/confirm-signup',
      body: { username: 'alice', confirmation_code: '123456' },
    });
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('alice');
  });

  it('goes straight to sign in with the message when no verification is needed', async () => {
    stubApi(() => jsonResponse(signUpAnswer(false, 'Sign up successful! You can now sign in.')));
    renderAuthRoutes('/auth');
    fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));

    type('Username', 'alice');
    type('Password', 'correct-horse');
    click('Create account');

    expect(await screen.findByText('Sign up successful! You can now sign in.')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows "Verification failed" when a refused code carries no detail', async () => {
    stubApi((request) =>
      request.path === '/api/auth/signup'
        ? jsonResponse(signUpAnswer(true, 'Sign up successful!'))
        : new Response(null, { status: 400 }),
    );
    renderAuthRoutes('/auth');
    fireEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    type('Username', 'alice');
    type('Email (optional)', 'alice@example.com');
    type('Password', 'correct-horse');
    click('Create account');
    await screen.findByRole('heading', { name: 'Verify your email' });

    type('Verification code', '000000');
    click('Verify');

    expect((await screen.findByRole('alert')).textContent).toBe('Verification failed');
  });

  it('refuses to resend a code without a stored username', () => {
    const requests = stubApi(() => jsonResponse(message('Verification code sent to your email')));
    renderAuthRoutes('/auth');

    click('Have a verification code?');
    click('Resend code');

    expect(screen.getByRole('alert').textContent).toBe('No username found for resending code');
    expect(requests).toHaveLength(0);
  });

  it('resends the code for the stored username', async () => {
    const requests = stubApi(() => jsonResponse(message('Verification code sent to your email')));
    renderAuthRoutes('/auth');

    type('Username', 'alice');
    click('Have a verification code?');
    click('Resend code');

    expect(await screen.findByText('Verification code sent to your email')).toBeTruthy();
    expect(requests[0]).toMatchObject({
      path: '/api/auth/resend-confirmation',
      body: { username: 'alice' },
    });
  });

  it('says "Failed to resend code" when resending fails without detail', async () => {
    stubApi(() => new Response(null, { status: 500 }));
    renderAuthRoutes('/auth');

    type('Username', 'alice');
    click('Have a verification code?');
    click('Resend code');

    expect((await screen.findByRole('alert')).textContent).toBe('Failed to resend code');
  });
});

describe('AuthPage forgot password', () => {
  it('needs the username first', () => {
    const requests = stubApi(() => jsonResponse(message('')));
    renderAuthRoutes('/auth');

    click('Forgot Password?');

    expect(screen.getByText('Please enter your username first')).toBeTruthy();
    expect(requests).toHaveLength(0);
  });

  it('sends the code, takes a new password and returns to sign in', async () => {
    const requests = stubApi((request) =>
      request.path === '/api/auth/forgot-password'
        ? jsonResponse(message('Password reset instructions sent to your email'))
        : jsonResponse(message('Password changed. You can now sign in.')),
    );
    renderAuthRoutes('/auth');

    type('Username', 'alice');
    click('Forgot Password?');

    expect(await screen.findByText('Password reset instructions sent to your email')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
    expect(screen.getByLabelText('Verification code').getAttribute('autocomplete')).toBe(
      'one-time-code',
    );

    type('Verification code', '654321');
    type('New password', 'brand-new-pass');
    click('Change password');

    expect(await screen.findByText('Password changed. You can now sign in.')).toBeTruthy();
    expect(requests[1]).toMatchObject({
      path: '/api/auth/confirm-forgot-password',
      body: { username: 'alice', confirmation_code: '654321', new_password: 'brand-new-pass' },
    });
    expect(screen.getByRole('tab', { name: 'Sign In' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says "Failed to send reset instructions" when the request fails without detail', async () => {
    stubApi(() => new Response(null, { status: 500 }));
    renderAuthRoutes('/auth');

    type('Username', 'alice');
    click('Forgot Password?');

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to send reset instructions',
    );
  });
});
