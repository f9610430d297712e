/**
 * Labels of the engagement pages: the comments panel, continue watching and creator analytics.
 * The comment and metrics messages are in texts-engagement.ts.
 */
export const COMMENT_PAGE_TEXTS = {
  heading: 'Comments',
  /** English "just now"; Chinese is COMMENT_TIME_LABELS.justNow. */
  justNow: 'just now',
  commentsCount: (count: number) => `${count} ${count === 1 ? 'comment' : 'comments'}`,
  likesCount: (count: number) => `${count} ${count === 1 ? 'like' : 'likes'}`,
  empty: 'No comments yet. Be the first to share your thoughts.',
  loading: 'Loading comments…',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  composerLabel: 'Add a comment',
  composerPlaceholder: 'Share your thoughts…',
  replyLabel: (username: string) => `Reply to ${username}`,
  replyPlaceholder: 'Write a reply…',
  post: 'Post',
  posting: 'Posting…',
  reply: 'Reply',
  cancel: 'Cancel',
  charactersLeft: (count: number) => `${count} ${count === 1 ? 'character' : 'characters'} left`,
  like: (username: string) => `Like ${username}'s comment`,
  repliesOf: (username: string) => `Replies to ${username}`,
  moreReplies: (count: number) => `View ${count} more ${count === 1 ? 'reply' : 'replies'}`,
  signInPrompt: 'Sign in to join the conversation.',
  signIn: 'Sign in',
} as const;

export const CONTINUE_WATCHING_TEXTS = {
  heading: 'Continue Watching',
  episode: (episodeNumber: number) => `Episode ${episodeNumber}`,
  progress: (percent: number) => `${percent}% watched`,
} as const;

export const ANALYTICS_TEXTS = {
  heading: 'Creator Analytics',
  intro: 'How viewers watch each series and episode.',
  loading: 'Loading analytics…',
  loadFailed: 'Failed to load analytics',
  retry: 'Retry',
  noSeries: 'No series yet.',
  series: 'Series',
  episode: 'Episode',
  episodes: 'Episodes',
  views: 'Views',
  uniqueViewers: 'Unique viewers',
  avgWatchTime: 'Avg. watch time',
  completionRate: 'Completion rate',
  dropoffTitle: (name: string) => `Viewers still watching: ${name}`,
  dropoffDesc: 'Share of viewers still watching at each 10% of the duration.',
  dropoffPoint: (percentOfDuration: number) => `${percentOfDuration}% of the video`,
  dropoffPointHeader: 'Point in the video',
  dropoffData: (name: string) => `Drop-off data: ${name}`,
  stillWatching: 'Still watching',
  noViews: 'No views yet.',
  loadMore: 'Load more series',
  loadingMore: 'Loading more series…',
  /** The server's answer to a cursor it did not make. */
  invalidCursor: 'Invalid paging cursor',
} as const;
