import { z } from 'zod';
import { envelope } from '../common/envelope';
import { defineTexts } from '../common/texts';
import { LOCALES } from '../i18n/locales';

/** 8 to 128 characters (docs/decisions.md#accounts-and-tokens). */
export const PASSWORD_LIMITS = { min: 8, max: 128 } as const;
/** Usernames appear in URLs, mail and comments: keep them short and unambiguous. */
export const USERNAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9._-]{1,30}[A-Za-z0-9])$/;
export const VERIFICATION_CODE_PATTERN = /^\d{6}$/;
/** Verification and reset codes: 15 minutes, 5 attempts. */
export const VERIFICATION_CODE = { ttlMinutes: 15, maxAttempts: 5 } as const;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export const ROLES = ['viewer', 'editor'] as const;
export type Role = (typeof ROLES)[number];

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/**
 * The account texts (docs/product/auth.md). The server's `detail` uses the same text where
 * the form names a message for a missing field (docs/decisions.md#errors).
 */
export const AUTH_TEXTS = /* @__PURE__ */ defineTexts('auth', {
  enterUsername: 'Please enter username',
  enterPassword: 'Please enter password',
  usernameAndPasswordRequired: 'Username and password required',
  enterVerificationCode: 'Please enter verification code',
  enterUsernameFirst: 'Please enter your username first',
  noUsernameForResend: 'No username found for resending code',
  unsupportedProvider: 'Unsupported provider',
  emailVerified: 'Email verified successfully! You can now sign in.',
  signUpSuccess: 'Sign up successful! Please check your email for verification.',
  loginSuccess: 'Login successful!',
  socialLoginSuccess: 'Social login successful!',
  codeSent: 'Verification code sent to your email',
  resetSent: 'Password reset instructions sent to your email',
  verificationFailed: 'Verification failed',
  authenticationFailed: 'Authentication failed',
  networkError: 'Network error',
  socialLoginFailed: 'Social login failed',
  callbackError: (error: string) => `Authentication failed: ${error}`,
  resendFailed: 'Failed to resend code',
  resetFailed: 'Failed to send reset instructions',
  // the server's answers and the session's notices
  signUpNoEmail: 'Sign up successful! You can now sign in.',
  notVerified: 'Please verify your email before signing in. We sent you a code.',
  invalidCredentials: 'Incorrect username or password',
  usernameTaken: 'That username is taken',
  invalidCode: 'Invalid or expired verification code',
  passwordChanged: 'Password changed. You can now sign in.',
  passwordTooShort: `Password must be at least ${PASSWORD_LIMITS.min} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_LIMITS.max} characters`,
  invalidUsername:
    'Username must be 3 to 32 letters, digits, dots, dashes or underscores, starting and ending with a letter or digit',
  invalidEmail: 'Please enter a valid email address',
  rateLimited: 'Too many attempts. Please wait a few minutes and try again.',
  providerNotConfigured: (provider: string) => `Sign-in with ${provider} is not configured`,
  signedOut: 'Signed out',
  sessionExpired: 'Your session has expired. Please sign in again.',
  signInRequired: 'Please sign in to continue',
  editorRequired: 'This page is for editors',
});

/** Required text fields: a missing or blank value gets the form's message, not zod's. */
const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

/**
 * With both fields empty the message is 'Username and password required'. A custom
 * issue on the whole body; the server's validation detail prefers it to the per-field ones.
 */
const isBlank = (v: unknown) => typeof v !== 'string' || v.trim() === '';
const credentialsMissing = (body: unknown) => {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return isBlank(fields.username) && isBlank(fields.password);
};
const credentialsRequired = {
  error: AUTH_TEXTS.usernameAndPasswordRequired,
  // run even though the field checks failed: that is exactly the case it describes
  when: (payload: { value: unknown }) => credentialsMissing(payload.value),
};

const usernameField = requiredText(AUTH_TEXTS.enterUsername);
const passwordField = requiredText(AUTH_TEXTS.enterPassword);

export const newPasswordSchema = z
  .string({ error: AUTH_TEXTS.enterPassword })
  .min(1, { error: AUTH_TEXTS.enterPassword })
  .min(PASSWORD_LIMITS.min, { error: AUTH_TEXTS.passwordTooShort })
  .max(PASSWORD_LIMITS.max, { error: AUTH_TEXTS.passwordTooLong });

export const newUsernameSchema = usernameField.regex(USERNAME_PATTERN, {
  error: AUTH_TEXTS.invalidUsername,
});

const verificationCodeField = requiredText(AUTH_TEXTS.enterVerificationCode).regex(
  VERIFICATION_CODE_PATTERN,
  { error: AUTH_TEXTS.invalidCode },
);

/**
 * POST /api/auth/signup {username, password, email?, locale?} (docs/product/auth.md#sign-up).
 * `locale`, our extension: the language the page was in, which the account's mails are written in.
 */
export const signUpBodySchema = z
  .object({
    username: newUsernameSchema,
    password: newPasswordSchema,
    email: z
      .union([z.literal(''), z.null(), z.email({ error: AUTH_TEXTS.invalidEmail }).max(254)])
      .optional()
      .transform((v) => (v ? v.toLowerCase() : undefined)),
    locale: z.enum(LOCALES).optional(),
  })
  .strict()
  .refine((body) => !credentialsMissing(body), credentialsRequired);
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const signInBodySchema = z
  .object({ username: usernameField.max(254), password: passwordField.max(PASSWORD_LIMITS.max) })
  .strict()
  .refine((body) => !credentialsMissing(body), credentialsRequired);
export type SignInBody = z.input<typeof signInBodySchema>;

export const confirmSignUpBodySchema = z
  .object({ username: usernameField.max(254), confirmation_code: verificationCodeField })
  .strict();
export type ConfirmSignUpBody = z.input<typeof confirmSignUpBodySchema>;

export const usernameBodySchema = z
  .object({ username: requiredText(AUTH_TEXTS.enterUsernameFirst).max(254) })
  .strict();
export type UsernameBody = z.input<typeof usernameBodySchema>;

/** The mailed reset code + a new password (docs/product/auth.md#password-reset). */
export const confirmForgotPasswordBodySchema = z
  .object({
    username: usernameField.max(254),
    confirmation_code: verificationCodeField,
    new_password: newPasswordSchema,
  })
  .strict();
export type ConfirmForgotPasswordBody = z.input<typeof confirmForgotPasswordBodySchema>;

export const refreshBodySchema = z
  .object({ refresh_token: requiredText(AUTH_TEXTS.sessionExpired).max(512) })
  .strict();
export type RefreshBody = z.input<typeof refreshBodySchema>;

/** POST /api/auth/callback {code, state}; state binds the return to the browser that left. */
export const socialCallbackBodySchema = z
  .object({
    code: requiredText(AUTH_TEXTS.socialLoginFailed).max(2048),
    state: requiredText(AUTH_TEXTS.socialLoginFailed).max(512),
  })
  .strict();
export type SocialCallbackBody = z.input<typeof socialCallbackBodySchema>;

export const socialProviderParamsSchema = z.object({ provider: z.string().max(64) }).strict();

/** A sign-in's answer: tokens plus who signed in (docs/product/auth.md#tokens-and-sessions). */
export const authSessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  id_token: z.string(),
  /** seconds until access_token expires */
  expires_in: z.number().int(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.enum(ROLES),
  user_attributes: z.object({ sub: z.string() }),
  /** The account's language, null until chosen (docs/product/i18n.md#choosing); our extension. */
  locale: z.enum(LOCALES).nullable().optional(),
});
export type AuthSession = z.infer<typeof authSessionSchema>;

export const authResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: authSessionSchema,
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Sign-up: no tokens yet. verification_required is false when no email was given. */
export const signUpResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    username: z.string(),
    email: z.string().nullable(),
    verification_required: z.boolean(),
    user_attributes: z.object({ sub: z.string() }),
  }),
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/** Confirm, resend, forgot, confirm-forgot and sign-out answer a message only. */
export const authMessageResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type AuthMessageResponse = z.infer<typeof authMessageResponseSchema>;

export const meSchema = z.object({
  sub: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  email_verified: z.boolean(),
  role: z.enum(ROLES),
  created_at: z.string(),
});
export type Me = z.infer<typeof meSchema>;
export const meResponseSchema = envelope(meSchema);

/** Claims of the access token (HS256 JWT, aud 'reelforge-api'). */
export const ACCESS_TOKEN_AUDIENCE = 'reelforge-api';
export const ID_TOKEN_AUDIENCE = 'reelforge-web';
