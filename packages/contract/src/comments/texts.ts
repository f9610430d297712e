import { defineTexts } from '../common/texts';

/** Comment texts (docs/product/comments.md), shown verbatim by the web app. */
export const COMMENT_TEXTS = /* @__PURE__ */ defineTexts('comment', {
  /** Failures are silently ignored in the UI; these are the underlying errors. */
  fetchFailed: 'Failed to fetch comments',
  postFailed: 'Failed to post comment',
  likeFailed: 'Failed to toggle like',
  // the server's answers to bad comments
  empty: 'Comment cannot be empty',
  tooLong: (max: number) => `Comment must be at most ${max} characters`,
  invalidCharacters: 'Comment contains characters that cannot be stored',
  invalidCursor: 'Invalid paging cursor',
  parentNotFound: 'The comment you are replying to does not exist',
  parentOtherSeries: 'The comment you are replying to belongs to another series',
  commentNotFound: 'Comment not found',
  replyAfterNotFound: 'The reply to continue after is not in this thread',
  seriesNotFound: 'Video not found',
  rateLimited: 'You are commenting too fast. Please wait a minute.',
});

/**
 * Chinese-locale time labels (docs/product/comments.md#time-labels): just now, minutes, hours
 * (under 24), days (under 7), then the date. `dateLocale` formats the date past 7 days.
 */
export const COMMENT_TIME_LABELS = /* @__PURE__ */ defineTexts('commentTimeLabels', {
  justNow: '刚刚',
  minutesAgo: (n: number) => `${n}分钟前`,
  hoursAgo: (n: number) => `${n}小时前`,
  daysAgo: (n: number) => `${n}天前`,
  dateLocale: 'zh-CN',
  hoursUnder: 24,
  daysUnder: 7,
});
