/**
 * The account's own data: what the owner can download, and deleting the account
 * (docs/product/privacy.md).
 */
export const ACCOUNT = {
  /** Downloads per user and hour: an export reads every table the user has rows in. */
  exportsPerHour: 5,
  /** Deletion confirmations per user and 15 minutes: a stolen session cannot guess the password. */
  deleteAttemptsPer15Min: 5,
  /** The newest watch events in an export; past it the export says it was cut. */
  exportMaxWatchEvents: 50_000,
  /** The newest free-form user events in an export. */
  exportMaxUserEvents: 10_000,
  /** How long one instance trusts that an access token's account still exists. */
  activeCheckTtlMs: 5_000,
} as const;

/** The texts of the privacy controls, shown verbatim by the web app and the server's `detail`. */
export const ACCOUNT_TEXTS = {
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
} as const;
