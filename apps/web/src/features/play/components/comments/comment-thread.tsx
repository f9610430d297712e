import { COMMENT_PAGE_TEXTS, type Comment, type CommentReply, type SeriesId } from '@app/contract';
import { useState } from 'react';
import { useRequireSignIn } from '../../../../shared/auth/require-sign-in';
import { useMoreReplies } from '../../hooks/use-more-replies';
import { commentTimeLabel } from '../../lib/comment-time';
import { CommentActions } from './comment-actions';
import { CommentComposer } from './comment-composer';
import { LikeButton } from './like-button';
import { focusRing } from '../../../../components/ui/focus-ring';

const TEXTS = COMMENT_PAGE_TEXTS;

type TimeProps = { now: number; locale: string };
type ReplyTarget = { id: string; username: string };

/** A top-level comment with its replies, and the reply composer when the viewer opens it. */
export function CommentThread({
  seriesId,
  comment,
  ...time
}: { seriesId: SeriesId; comment: Comment } & TimeProps) {
  const [replyingTo, setReplyingTo] = useState<ReplyTarget | null>(null);
  const requireSignIn = useRequireSignIn();
  const more = useMoreReplies(seriesId, comment);

  const reply = (target: CommentReply | Comment) => {
    if (requireSignIn()) setReplyingTo({ id: target.comment_id, username: target.username });
  };

  return (
    <>
      <CommentBody seriesId={seriesId} comment={comment} onReply={reply} {...time} />
      {(comment.replies.length > 0 || replyingTo) && (
        <div className="mt-3 grid gap-3 border-s border-white/10 ps-4 sm:ms-12">
          {comment.replies.length > 0 && (
            <ul
              aria-label={TEXTS.repliesOf(comment.username)}
              className="m-0 grid list-none gap-3 p-0"
            >
              {comment.replies.map((item) => (
                <li key={item.comment_id}>
                  <CommentBody seriesId={seriesId} comment={item} onReply={reply} {...time} />
                </li>
              ))}
            </ul>
          )}
          {more.remaining > 0 && (
            <button
              type="button"
              onClick={() => void more.load()}
              disabled={more.loading}
              aria-busy={more.loading}
              className={`justify-self-start rounded-full px-2 py-1 text-xs font-semibold text-[var(--muted)] hover:text-white ${focusRing} disabled:opacity-60`}
            >
              {more.loading ? TEXTS.loadingMore : TEXTS.moreReplies(more.remaining)}
            </button>
          )}
          {replyingTo && (
            <CommentComposer
              // a reply to a reply joins this thread (the server attaches it to the top level)
              key={replyingTo.id}
              seriesId={seriesId}
              parentId={replyingTo.id}
              label={TEXTS.replyLabel(replyingTo.username)}
              placeholder={TEXTS.replyPlaceholder}
              autoFocus
              onPosted={() => setReplyingTo(null)}
              onCancel={() => setReplyingTo(null)}
            />
          )}
        </div>
      )}
    </>
  );
}

type BodyProps = {
  seriesId: SeriesId;
  comment: Comment | CommentReply;
  onReply: (comment: Comment | CommentReply) => void;
} & TimeProps;

function CommentBody({ seriesId, comment, onReply, now, locale }: BodyProps) {
  const date = new Date(comment.timestamp);
  return (
    <article className="flex gap-3">
      <Avatar username={comment.username} src={comment.avatar} />
      <div className="grid min-w-0 flex-1 gap-1">
        <header className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span dir="auto" className="font-semibold text-white">
            {comment.username}
          </span>
          <time
            dateTime={comment.timestamp}
            title={Number.isNaN(date.getTime()) ? undefined : date.toLocaleString(locale)}
            className="text-xs text-[var(--muted)]"
          >
            {commentTimeLabel(comment.timestamp, now, locale)}
          </time>
        </header>
        {/* user text: always rendered as text, never as HTML */}
        <p dir="auto" className="m-0 text-sm break-words whitespace-pre-wrap text-white/90">
          {comment.content}
        </p>
        <div className="-ms-2 flex flex-wrap items-center gap-1">
          <LikeButton
            seriesId={seriesId}
            commentId={comment.comment_id}
            username={comment.username}
            isLiked={comment.is_liked}
            likes={comment.likes}
          />
          <button
            type="button"
            onClick={() => onReply(comment)}
            className={`rounded-full px-2 py-1 text-xs font-semibold text-[var(--muted)] hover:text-white ${focusRing}`}
          >
            {TEXTS.reply}
          </button>
          <CommentActions seriesId={seriesId} comment={comment} />
        </div>
      </div>
    </article>
  );
}

function Avatar({ username, src }: { username: string; src: string | null }) {
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={36}
        height={36}
        loading="lazy"
        className="size-9 shrink-0 rounded-full bg-[var(--surface-2)] object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="grid size-9 shrink-0 place-items-center rounded-full bg-[var(--surface-2)] text-sm font-bold text-white uppercase"
    >
      {Array.from(username)[0] ?? '?'}
    </span>
  );
}
