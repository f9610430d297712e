import { defineTexts } from '../common/texts';
import { PRODUCT_NAME } from '../common/constants';

/**
 * The account mails (docs/product/auth.md#mail), written in the account's language: the server
 * reads them through its catalogs (apps/server/src/i18n/localized-texts.ts).
 */
export const AUTH_MAIL_TEXTS = /* @__PURE__ */ defineTexts('authMail', {
  hello: (username: string) => `Hello ${username},`,
  yourCode: `Your ${PRODUCT_NAME} code is:`,
  expiresIn: (minutes: number) => `It expires in ${minutes} minutes.`,
  signup: {
    subject: `Confirm your ${PRODUCT_NAME} account`,
    action: 'Enter it on the sign-up page to confirm your email address.',
    ignore: `If you did not sign up for ${PRODUCT_NAME}, you can ignore this mail.`,
  },
  reset: {
    subject: `Reset your ${PRODUCT_NAME} password`,
    action: 'Enter it with your new password on the Forgot Password page.',
    ignore: 'If you did not ask for a new password, you can ignore this mail: nothing changes.',
  },
  signUpAttempt: {
    subject: 'Someone tried to sign up with your address',
    tried: `Someone tried to sign up for ${PRODUCT_NAME} with your email address.`,
    ifYou: (username: string) =>
      `If it was you: you already have an account, with the username ${username}. Sign in, or use 'Forgot Password?' to set a new password.`,
    ifNotYou: 'If it was not you, you can ignore this mail: nothing changed.',
  },
});
