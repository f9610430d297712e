import type { SocialProvider } from './auth';
import { defineTexts } from '../common/texts';

/**
 * Labels of the /auth and /auth/callback pages (docs/product/auth.md#auth-page). The
 * validation and result messages are AUTH_TEXTS in auth.ts; these are the page's own words.
 */
export const AUTH_PAGE_TEXTS = /* @__PURE__ */ defineTexts('authPage', {
  title: 'Sign in',
  signInHeading: 'Welcome back',
  signUpHeading: 'Create your account',
  tagline: 'Short dramas, big twists. Sign in to keep watching.',
  modeToggle: 'Sign in or sign up',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  username: 'Username',
  email: 'Email (optional)',
  password: 'Password',
  newPassword: 'New password',
  verificationCode: 'Verification code',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  createAccount: 'Create account',
  forgotPassword: 'Forgot Password?',
  haveCode: 'Have a verification code?',
  verifyTitle: 'Verify your email',
  verifyIntro: (username: string) => `Enter the 6-digit code we sent for ${username}.`,
  verifyIntroNoUser: 'Enter your username and the 6-digit code from the email.',
  verify: 'Verify',
  resend: 'Resend code',
  resetTitle: 'Reset your password',
  resetIntro: (username: string) =>
    `Enter the code we sent for ${username} and choose a new password.`,
  changePassword: 'Change password',
  backToSignIn: 'Back to sign in',
  orContinueWith: 'or continue with',
  /** The social buttons. */
  providers: {
    google: 'Google',
    facebook: 'Facebook',
    apple: 'Apple ID',
  } satisfies Record<SocialProvider, string>,
  continueWith: (provider: string) => `Continue with ${provider}`,
  completing: 'Completing sign-in…',
  working: 'Please wait…',
});
