import { defineTexts } from '../common/texts';

/**
 * Comment moderation's words (docs/product/comments.md#moderation): what the comments panel
 * shows for deleting and reporting, the server's refusals, and the studio's queue. Apart from
 * texts.ts, whose comment texts the play page's first chunks carry.
 */
export const COMMENT_MODERATION_TEXTS = /* @__PURE__ */ defineTexts('commentModeration', {
  // the server's refusals
  notAuthor: 'You can only delete your own comments',
  ownComment: 'You cannot report your own comment',
  reasonTooLong: (max: number) => `A report reason must be at most ${max} characters`,
  reasonInvalid: 'The report reason contains characters that cannot be stored',
  // failures stay silent in the panel; the console logs these with the cause
  deleteFailed: 'Failed to delete comment',
  reportFailed: 'Failed to report comment',
  // the comments panel
  delete: 'Delete',
  deleteConfirm: 'Delete your comment?',
  deleteConfirmThread: 'Delete your comment and its replies?',
  confirmDelete: 'Delete',
  cancel: 'Cancel',
  report: 'Report',
  reported: 'Reported',
  reportHeading: 'Why are you reporting this comment?',
  /** The reasons offered; the server takes any text up to COMMENT_MODERATION.reasonMaxLength. */
  reasons: ['Spam', 'Harassment or hate', 'Spoilers', 'Something else'],
  sendReport: 'Send report',
  reportThanks: 'Thanks for reporting. An editor will take a look.',
});

/** The studio's moderation queue (/cms/moderation; docs/product/studio.md#moderation). */
export const STUDIO_MODERATION_TEXTS = /* @__PURE__ */ defineTexts('studioModeration', {
  heading: 'Moderation',
  intro:
    'Comments viewers reported. Hide what breaks the rules; restore what was hidden by mistake.',
  loading: 'Loading reported comments…',
  loadFailed: 'Failed to load reported comments',
  retry: 'Retry',
  empty: 'No reported comments.',
  sortLabel: 'Order',
  sortNewest: 'Newest reports first',
  sortMostReported: 'Most reported first',
  statusLabel: 'Show',
  statusAll: 'All',
  statusVisible: 'Visible',
  statusHidden: 'Hidden',
  reports: (count: number) => `${count} ${count === 1 ? 'report' : 'reports'}`,
  noReason: 'No reason given',
  reply: 'Reply',
  byIn: (username: string, seriesTitle: string) => `${username} on ${seriesTitle}`,
  hiddenBadge: 'Hidden',
  hide: 'Hide',
  restore: 'Restore',
  actionFailed: 'The comment could not be updated. Try again.',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
});
