import { defineTexts } from '../common/texts';

/**
 * The privacy controls' texts (docs/product/privacy.md), apart from the profile page's (texts.ts):
 * the 'Your data' section loads in its own chunk, only for signed-in viewers
 * (docs/product/account.md#your-data), and these go with it.
 */

/** The texts of the privacy controls, shown verbatim by the web app and the server's `detail`. */
export const ACCOUNT_TEXTS = /* @__PURE__ */ defineTexts('account', {
  /** The name comments of a deleted account show instead of the username. */
  deletedUser: 'Deleted user',
  sectionTitle: 'Your data',
  download: 'Download my data',
  downloading: 'Preparing your data…',
  downloadFailed: 'Could not download your data. Please try again.',
  deleteAccount: 'Delete account',
  deleteTitle: 'Delete your account?',
  deleteWarning:
    'Your username, email, password and social sign-ins are removed, and your likes, follows and watch history go. Your comments stay, shown as from a deleted user. Payments are kept, without your name, as the accounting record. This cannot be undone.',
  passwordLabel: 'Your password',
  usernameLabel: (username: string) => `Type your username (${username}) to confirm`,
  confirmDelete: 'Delete my account',
  deleting: 'Deleting…',
  cancel: 'Cancel',
  deleteFailed: 'Could not delete your account. Please try again.',
  // the server's answers
  passwordRequired: 'Please enter your password to confirm',
  usernameRequired: 'Please type your username to confirm',
  wrongPassword: 'Incorrect password',
  usernameMismatch: 'That is not your username',
  deleted: 'Your account has been deleted',
  exportRateLimited: 'Too many downloads. Please try again in an hour.',
  deleteRateLimited: 'Too many attempts. Please wait a few minutes and try again.',
});
