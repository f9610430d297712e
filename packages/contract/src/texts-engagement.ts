/** The spec's texts for comments (§8 "Comments", §9 "Comments"), shown verbatim by the web app. */
export const COMMENT_TEXTS = {
  /** §8: failures are silently ignored in the UI; these are the underlying errors. */
  fetchFailed: 'Failed to fetch comments',
  postFailed: 'Failed to post comment',
  likeFailed: 'Failed to toggle like',
  // not in the spec: the server's answers to bad comments
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
} as const;

/**
 * Spec §2/§9: time labels "just now, minutes, hours (under 24), days (under 7), then the date",
 * Chinese-locale labels. `dateLocale` formats the date past 7 days.
 */
export const COMMENT_TIME_LABELS = {
  justNow: '刚刚',
  minutesAgo: (n: number) => `${n}分钟前`,
  hoursAgo: (n: number) => `${n}小时前`,
  daysAgo: (n: number) => `${n}天前`,
  dateLocale: 'zh-CN',
  hoursUnder: 24,
  daysUnder: 7,
} as const;

/** Not in the spec: the server's answers to bad metrics batches. */
export const METRICS_TEXTS = {
  noValidEvents: 'No valid events in the request',
  tooManyEvents: (max: number) => `At most ${max} events per request`,
  tooManyFields: (max: number) => `A user event carries at most ${max} fields`,
  eventTooLarge: (maxBytes: number) => `A user event is at most ${maxBytes} bytes of JSON`,
  nulCharacter: 'Text must not contain the NUL character',
} as const;
