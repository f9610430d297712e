import type { Comment, CommentReply, CommentsPage } from '@app/contract';

/** Test data for the comments panel, in the contract's comment shapes. */
export const makeComment = (overrides: Partial<Comment> = {}): Comment => ({
  comment_id: '00000000-0000-4000-8000-000000000001',
  video_id: 'neon-heirs',
  user_id: 'user-bob',
  username: 'bob',
  avatar: null,
  content: 'What a cliffhanger!',
  timestamp: '2025-03-10T11:55:00.000Z',
  likes: 2,
  is_liked: false,
  parent_id: null,
  platform: 'pc',
  reply_count: 0,
  replies: [],
  ...overrides,
});

export const makeReply = (overrides: Partial<CommentReply> = {}): CommentReply => ({
  ...makeComment({ parent_id: '00000000-0000-4000-8000-000000000001' }),
  comment_id: '00000000-0000-4000-8000-000000000099',
  username: 'carol',
  content: 'Agreed',
  likes: 0,
  replies: [],
  ...overrides,
});

export const makeCommentsPage = (overrides: Partial<CommentsPage> = {}): CommentsPage => ({
  comments: [makeComment()],
  stats: { total_comments: 1, total_likes: 2 },
  has_more: false,
  next_cursor: null,
  ...overrides,
});
