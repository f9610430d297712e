import {
  type Comment,
  COMMENT_PAGING,
  COMMENT_TEXTS,
  commentRepliesRoute,
  type SeriesId,
} from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiGet } from '../../../lib/api-client';
import { commentsQueryKey, useUid } from '../api/get-comments';
import { addReplies, type CommentPages } from '../lib/comments-cache';

/**
 * A thread's replies beyond the first ones its page carried (COMMENT_PAGING.repliesPerThread),
 * a batch per click, merged into the cached pages so likes and new replies treat them alike.
 */
export function useMoreReplies(seriesId: SeriesId, thread: Comment) {
  const queryClient = useQueryClient();
  const uid = useUid();
  // the last reply fetched; before the first click, the last one the page carried (replies the
  // viewer posted since are appended after it and are newer than any not loaded yet)
  const [after, setAfter] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const remaining = Math.max(0, thread.reply_count - thread.replies.length);

  const load = async () => {
    const carried = Math.min(COMMENT_PAGING.repliesPerThread, thread.replies.length);
    // a reply the viewer deleted since marks no place on the server: start over (merged once)
    const known = after !== null && thread.replies.some((reply) => reply.comment_id === after);
    const from = (known ? after : undefined) ?? thread.replies[carried - 1]?.comment_id;
    setLoading(true);
    try {
      const page = await apiGet(
        commentRepliesRoute,
        { id: thread.comment_id },
        { query: from ? { after: from } : {} },
      );
      queryClient.setQueryData<CommentPages>(commentsQueryKey(seriesId, uid), (data) =>
        data ? addReplies(data, thread.comment_id, page.replies) : data,
      );
      const last = page.replies.at(-1);
      if (last) setAfter(last.comment_id);
    } catch (error) {
      // the panel stays silent; the console keeps the underlying error
      console.warn(COMMENT_TEXTS.fetchFailed, error);
    } finally {
      setLoading(false);
    }
  };

  return { remaining, loading, load };
}
