import type { Comment, CommentReply, CommentsPage, CommentStats } from '@app/contract';
import type { InfiniteData } from '@tanstack/react-query';

/** The comments panel's cached pages (TanStack Query's infinite shape). */
export type CommentPages = InfiniteData<CommentsPage, string | undefined>;

type AnyComment = Comment | CommentReply;
type LikeState = Pick<AnyComment, 'is_liked' | 'likes'>;

const mapPages = (
  data: CommentPages,
  page: (page: CommentsPage, index: number) => CommentsPage,
): CommentPages => ({ ...data, pages: data.pages.map(page) });

const withStats = (page: CommentsPage, change: (stats: CommentStats) => CommentStats) => ({
  ...page,
  stats: change(page.stats),
});

/** Find a comment or reply anywhere in the pages. */
export function findComment(data: CommentPages | undefined, id: string): AnyComment | undefined {
  for (const page of data?.pages ?? []) {
    for (const comment of page.comments) {
      if (comment.comment_id === id) return comment;
      const reply = comment.replies.find((r) => r.comment_id === id);
      if (reply) return reply;
    }
  }
  return undefined;
}

/**
 * Set a comment's like state and move the series' total likes by the same difference (+1 or
 * −1). Used for the optimistic toggle, the server's answer and a rollback.
 */
export function setLikeState(data: CommentPages, id: string, next: LikeState): CommentPages {
  const before = findComment(data, id);
  if (!before) return data;
  const delta = next.likes - before.likes;
  const patch = <C extends AnyComment>(comment: C): C =>
    comment.comment_id === id ? { ...comment, ...next } : comment;
  return mapPages(data, (page) =>
    withStats(
      {
        ...page,
        comments: page.comments.map((comment) => ({
          ...patch(comment),
          replies: comment.replies.map(patch),
        })),
      },
      (stats) => ({ ...stats, total_likes: Math.max(0, stats.total_likes + delta) }),
    ),
  );
}

/** The optimistic toggle: liked ↔ not liked, likes ± 1. */
export const toggledLike = (comment: LikeState): LikeState => ({
  is_liked: !comment.is_liked,
  likes: Math.max(0, comment.likes + (comment.is_liked ? -1 : 1)),
});

/**
 * Put a comment the server just stored into the pages: a top-level comment first on the
 * first page (newest first), a reply last in its thread (oldest first). Counts go up by one.
 */
export function addComment(data: CommentPages, added: Comment): CommentPages {
  if (findComment(data, added.comment_id)) return data;
  const parentId = added.parent_id;
  return mapPages(data, (page, index) => {
    let comments = page.comments;
    if (parentId === null) {
      if (index === 0) comments = [added, ...comments];
    } else {
      const reply: CommentReply = { ...added, replies: [] };
      comments = comments.map((comment) =>
        comment.comment_id === parentId
          ? {
              ...comment,
              replies: [...comment.replies, reply],
              reply_count: comment.reply_count + 1,
            }
          : comment,
      );
    }
    return withStats({ ...page, comments }, (stats) => ({
      ...stats,
      total_comments: stats.total_comments + 1,
    }));
  });
}

const byTime = (a: CommentReply, b: CommentReply) =>
  a.timestamp === b.timestamp
    ? a.comment_id.localeCompare(b.comment_id)
    : a.timestamp.localeCompare(b.timestamp);

/**
 * More replies of a thread (GET /api/comments/{id}/replies) into the pages: each reply once,
 * the thread oldest first, so a reply the viewer posted meanwhile keeps its place in time.
 */
export function addReplies(
  data: CommentPages,
  threadId: string,
  replies: readonly CommentReply[],
): CommentPages {
  return mapPages(data, (page) => ({
    ...page,
    comments: page.comments.map((comment) => {
      if (comment.comment_id !== threadId) return comment;
      const known = new Set(comment.replies.map((r) => r.comment_id));
      const fresh = replies.filter((r) => !known.has(r.comment_id));
      return fresh.length === 0
        ? comment
        : { ...comment, replies: [...comment.replies, ...fresh].sort(byTime) };
    }),
  }));
}

/**
 * Take a comment out of the pages at once (deleted by its author,
 * docs/product/comments.md#moderation): a thread goes with its replies, a reply leaves its
 * thread's reply count. The totals drop by what is known here (replies not loaded yet carry
 * likes this cannot see); `setStats` then takes the server's.
 */
export function removeComment(data: CommentPages, id: string): CommentPages {
  const gone = findComment(data, id);
  if (!gone) return data;
  const thread = gone.parent_id === null ? (gone as Comment) : undefined;
  const removed = thread ? 1 + thread.reply_count : 1;
  const likes = gone.likes + (thread?.replies.reduce((sum, reply) => sum + reply.likes, 0) ?? 0);
  return mapPages(data, (page) =>
    withStats(
      {
        ...page,
        comments: page.comments
          .filter((comment) => comment.comment_id !== id)
          .map((comment) =>
            comment.comment_id === gone.parent_id
              ? {
                  ...comment,
                  replies: comment.replies.filter((reply) => reply.comment_id !== id),
                  reply_count: Math.max(0, comment.reply_count - 1),
                }
              : comment,
          ),
      },
      (stats) => ({
        total_comments: Math.max(0, stats.total_comments - removed),
        total_likes: Math.max(0, stats.total_likes - likes),
      }),
    ),
  );
}

/** The series' totals as the server counted them, on every page. */
export const setStats = (data: CommentPages, stats: CommentStats): CommentPages =>
  mapPages(data, (page) => ({ ...page, stats }));
