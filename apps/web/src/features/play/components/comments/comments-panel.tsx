import { COMMENT_PAGE_TEXTS, type SeriesId } from '@app/contract';
import { useId, useState } from 'react';
import { useAuth } from '../../../../lib/auth/session-store';
import { useComments } from '../../api/get-comments';
import { useNow } from '../../hooks/use-now';
import { viewerLocale } from '../../lib/comment-time';
import { CommentComposer } from './comment-composer';
import { CommentThread } from './comment-thread';
import { SignInPrompt } from './sign-in-prompt';
import { focusRing } from '../../../../components/ui/focus-ring';

const TEXTS = COMMENT_PAGE_TEXTS;

/**
 * The comments panel (docs/product/comments.md#comments-panel): stats, a composer (a sign-in
 * prompt for guests), the series' comments newest first with likes and nested replies, and
 * "Load more" by cursor. Failures stay silent; the console has them.
 */
export function CommentsPanel({ seriesId }: { seriesId: SeriesId }) {
  const headingId = useId();
  const auth = useAuth();
  const comments = useComments(seriesId);
  const now = useNow();
  const [locale] = useState(viewerLocale);

  const pages = comments.data?.pages ?? [];
  const list = pages.flatMap((page) => page.comments);
  const stats = pages.at(-1)?.stats;

  return (
    <section aria-labelledby={headingId} className="grid gap-4 px-4 lg:px-0">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          {TEXTS.heading}
        </h2>
        {stats && (
          <p data-testid="comment-stats" className="m-0 text-sm text-[var(--muted)]">
            {TEXTS.commentsCount(stats.total_comments)} · {TEXTS.likesCount(stats.total_likes)}
          </p>
        )}
      </header>

      {auth.isAuthenticated ? <CommentComposer seriesId={seriesId} /> : <SignInPrompt />}

      {comments.status === 'pending' && (
        <p role="status" className="text-sm text-[var(--muted)]">
          {TEXTS.loading}
        </p>
      )}
      {comments.status === 'success' && list.length === 0 && (
        <p className="text-sm text-[var(--muted)]">{TEXTS.empty}</p>
      )}
      {list.length > 0 && (
        <ul aria-labelledby={headingId} className="m-0 grid list-none gap-5 p-0">
          {list.map((comment) => (
            <li key={comment.comment_id}>
              <CommentThread seriesId={seriesId} comment={comment} now={now} locale={locale} />
            </li>
          ))}
        </ul>
      )}
      {comments.hasNextPage && (
        <button
          type="button"
          onClick={() => void comments.fetchNextPage()}
          disabled={comments.isFetchingNextPage}
          className={`justify-self-center rounded-full bg-[var(--surface-2)] px-5 py-2 text-sm font-semibold text-white ring-1 ring-white/10 transition hover:bg-white/15 ${focusRing} disabled:opacity-60`}
        >
          {comments.isFetchingNextPage ? TEXTS.loadingMore : TEXTS.loadMore}
        </button>
      )}
    </section>
  );
}
