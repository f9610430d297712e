import { defineTexts } from '../common/texts';

/**
 * Labels of the comments panel (docs/product/comments.md), apart from texts.ts: the schemas
 * (comments.ts) import that file's messages, and only the panel shows these.
 */
export const COMMENT_PAGE_TEXTS = /* @__PURE__ */ defineTexts('commentPage', {
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
});
