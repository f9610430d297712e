import { z } from 'zod';
import { commentStatsSchema } from './comments';
import { COMMENT_MODERATION_TEXTS } from './moderation-texts';

/**
 * Deleting, reporting, hiding and restoring comments (docs/product/comments.md#moderation).
 * Apart from comments.ts: only lazily loaded pages make these calls, so the client table that
 * every page's first JavaScript carries stays without them.
 */
export const COMMENT_MODERATION = {
  reasonMaxLength: 200,
  /** The studio queue shows this many distinct reasons per comment, newest first. */
  reasonsShown: 5,
  queueDefaultLimit: 20,
  queueMaxLimit: 50,
} as const;

/** DELETE /api/comments/{id}: the comment is gone, with its replies if it opened a thread. */
export const deleteCommentResponseSchema = z.object({
  comment_id: z.string(),
  /** Comments removed from the listings: the comment, plus its visible replies for a thread. */
  removed: z.number().int().nonnegative(),
  /** The series' totals afterwards. */
  stats: commentStatsSchema,
});
export type DeleteCommentResponse = z.infer<typeof deleteCommentResponseSchema>;

/** Trimmed; an empty reason is no reason. */
const reportReasonSchema = z
  .string()
  .trim()
  .max(COMMENT_MODERATION.reasonMaxLength, {
    error: COMMENT_MODERATION_TEXTS.reasonTooLong(COMMENT_MODERATION.reasonMaxLength),
  })
  // PostgreSQL text cannot hold NUL: refuse it here rather than fail in the database
  .refine((text) => !text.includes('\u0000'), { error: COMMENT_MODERATION_TEXTS.reasonInvalid })
  .transform((text) => (text === '' ? null : text));

/** POST /api/comments/{id}/report {reason?}; a POST without a body reaches validation as null. */
export const reportCommentBodySchema = z
  .object({ reason: reportReasonSchema.nullish() })
  .strict()
  .nullish();
export type ReportCommentBody = z.input<typeof reportCommentBodySchema>;

/** One report per user and comment: reporting again answers the same. */
export const reportCommentResponseSchema = z.object({
  comment_id: z.string(),
  reported: z.literal(true),
});
export type ReportCommentResponse = z.infer<typeof reportCommentResponseSchema>;

export const REPORTED_COMMENT_SORTS = ['newest', 'most_reported'] as const;
export type ReportedCommentSort = (typeof REPORTED_COMMENT_SORTS)[number];
export const REPORTED_COMMENT_STATUSES = ['all', 'visible', 'hidden'] as const;
export type ReportedCommentStatus = (typeof REPORTED_COMMENT_STATUSES)[number];

/**
 * GET /api/studio/comments/reported: `newest` orders by the latest report, `most_reported` by
 * the number of reports; `page` counts from 1.
 */
export const reportedCommentsQuerySchema = z
  .object({
    sort: z.enum(REPORTED_COMMENT_SORTS).default('newest'),
    status: z.enum(REPORTED_COMMENT_STATUSES).default('all'),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(COMMENT_MODERATION.queueMaxLimit)
      .default(COMMENT_MODERATION.queueDefaultLimit),
  })
  .strict();
export type ReportedCommentsQuery = z.input<typeof reportedCommentsQuerySchema>;

export const reportedCommentSchema = z.object({
  comment_id: z.string(),
  series_id: z.string(),
  series_title: z.string(),
  user_id: z.string(),
  username: z.string(),
  /** Plain text: render it as text, never as HTML. */
  content: z.string(),
  /** When it was posted (ISO 8601). */
  timestamp: z.string(),
  /** The thread's id for a reply, null for a top-level comment. */
  parent_id: z.string().nullable(),
  likes: z.number().int().nonnegative(),
  hidden: z.boolean(),
  report_count: z.number().int().positive(),
  /** Distinct reasons given, newest first, at most COMMENT_MODERATION.reasonsShown. */
  reasons: z.array(z.string()),
  last_reported_at: z.string(),
});
export type ReportedComment = z.infer<typeof reportedCommentSchema>;

export const reportedCommentsPageSchema = z.object({
  comments: z.array(reportedCommentSchema),
  /** Reported comments matching `status`, over all pages. */
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  has_more: z.boolean(),
});
export type ReportedCommentsPage = z.infer<typeof reportedCommentsPageSchema>;

/** POST /api/studio/comments/{id}/hide and /restore answer the comment's state. */
export const moderateCommentResponseSchema = z.object({
  comment_id: z.string(),
  hidden: z.boolean(),
});
export type ModerateCommentResponse = z.infer<typeof moderateCommentResponseSchema>;
