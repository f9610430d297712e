import { z } from 'zod';
import { COMMENTS } from './constants';
import { seriesIdSchema } from '../common/ids';
import { COMMENT_TEXTS } from './texts';

/** A comment's platform: mobile or pc. */
export const COMMENT_PLATFORMS = ['mobile', 'pc'] as const;
export type CommentPlatform = (typeof COMMENT_PLATFORMS)[number];

/**
 * Paging: top-level comments newest first, `limit` per page. Each comment carries up to
 * `repliesPerThread` replies, oldest first; `reply_count` says how many exist. Posting is limited
 * per user, against flooding.
 */
export const COMMENT_PAGING = {
  defaultLimit: 20,
  maxLimit: 50,
  repliesPerThread: 50,
  postsPerMinute: 10,
} as const;

/** GET /api/comments?videoId=..&cursor=.. — videoId is the series id. */
export const commentsQuerySchema = z
  .object({
    videoId: seriesIdSchema,
    /** Opaque: the previous page's next_cursor; empty (`cursor=`) is the first page. */
    cursor: z
      .string()
      .max(200)
      .optional()
      .transform((cursor) => cursor || undefined),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(COMMENT_PAGING.maxLimit)
      .default(COMMENT_PAGING.defaultLimit),
  })
  .strict();
export type CommentsQuery = z.input<typeof commentsQuerySchema>;

/** One comment's fields (docs/product/comments.md#comment-calls); `timestamp` is ISO 8601. */
const commentFields = {
  comment_id: z.string(),
  /** The series id. */
  video_id: z.string(),
  user_id: z.string(),
  username: z.string(),
  /** An image URL, or null: the client shows the username's initial. */
  avatar: z.string().nullable(),
  /** As typed (trimmed). Plain text: render it as text, never as HTML. */
  content: z.string(),
  timestamp: z.string(),
  likes: z.number().int().nonnegative(),
  /** Always false for guests. */
  is_liked: z.boolean(),
  /** The top-level comment's id for a reply, null for a top-level comment. */
  parent_id: z.string().nullable(),
  platform: z.enum(COMMENT_PLATFORMS),
  /** Replies in total (0 for a reply); `replies` holds at most COMMENT_PAGING.repliesPerThread. */
  reply_count: z.number().int().nonnegative(),
};

/** Replies are one level deep: a reply to a reply joins its top-level thread. */
export const commentReplySchema = z.object({
  ...commentFields,
  replies: z.array(z.never()).max(0),
});
export type CommentReply = z.infer<typeof commentReplySchema>;

export const commentSchema = z.object({
  ...commentFields,
  replies: z.array(commentReplySchema),
});
export type Comment = z.infer<typeof commentSchema>;

/** Comment stats for the whole series (replies included). */
export const commentStatsSchema = z.object({
  total_comments: z.number().int().nonnegative(),
  total_likes: z.number().int().nonnegative(),
});
export type CommentStats = z.infer<typeof commentStatsSchema>;

export const commentsPageSchema = z.object({
  comments: z.array(commentSchema),
  stats: commentStatsSchema,
  has_more: z.boolean(),
  /** Pass back as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type CommentsPage = z.infer<typeof commentsPageSchema>;

/**
 * The rest of a thread's replies, oldest first. A page of threads carries the
 * first `repliesPerThread` of each; `after` is the id of the last reply the client has.
 */
export const commentRepliesQuerySchema = z
  .object({
    after: z.uuid().optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(COMMENT_PAGING.maxLimit)
      .default(COMMENT_PAGING.repliesPerThread),
  })
  .strict();
export type CommentRepliesQuery = z.input<typeof commentRepliesQuerySchema>;

export const commentRepliesPageSchema = z.object({
  replies: z.array(commentReplySchema),
  /** More replies follow the last one: ask again with its id as `after`. */
  has_more: z.boolean(),
});
export type CommentRepliesPage = z.infer<typeof commentRepliesPageSchema>;

/** The composer's rule: trimmed, non-empty, at most 500 characters. */
export const commentContentSchema = z
  .string({ error: COMMENT_TEXTS.empty })
  .trim()
  .min(1, { error: COMMENT_TEXTS.empty })
  .max(COMMENTS.maxLength, { error: COMMENT_TEXTS.tooLong(COMMENTS.maxLength) })
  // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the database
  .refine((text) => !text.includes('\u0000'), { error: COMMENT_TEXTS.invalidCharacters });

/** POST /api/comments {video_id, content, parent_id}; answers the comment. */
export const postCommentBodySchema = z
  .object({
    video_id: seriesIdSchema,
    content: commentContentSchema,
    parent_id: z.uuid().nullable().optional(),
    platform: z.enum(COMMENT_PLATFORMS).default('pc'),
  })
  .strict();
export type PostCommentBody = z.input<typeof postCommentBodySchema>;

export const commentIdParamsSchema = z.object({ id: z.uuid() }).strict();

/**
 * No body (or `{}`): the like toggles. `{is_liked}` sets that state instead, so a double click or
 * a retried request cannot undo itself.
 */
// a POST without a body reaches validation as null
export const likeCommentBodySchema = z
  .object({ is_liked: z.boolean().optional() })
  .strict()
  .nullish();
export type LikeCommentBody = z.input<typeof likeCommentBodySchema>;

/** POST /api/comments/{id}/like answers the new state (docs/product/comments.md#likes). */
export const likeCommentResponseSchema = z.object({
  is_liked: z.boolean(),
  likes: z.number().int().nonnegative(),
});
export type LikeCommentResponse = z.infer<typeof likeCommentResponseSchema>;
