import { COMMENT_PAGE_TEXTS, type SeriesId } from '@app/contract';
import { useRequireSignIn } from '../../../../shared/auth/require-sign-in';
import { useLikeComment } from '../../api/like-comment';
import { focusRing } from '../../../../components/ui/focus-ring';

type Props = {
  seriesId: SeriesId;
  commentId: string;
  username: string;
  isLiked: boolean;
  likes: number;
};

/**
 * A toggle (aria-pressed). Guests go to sign-in. Clicks while the last toggle is
 * on its way are ignored: answers arriving out of order would leave the heart wrong.
 */
export function LikeButton({ seriesId, commentId, username, isLiked, likes }: Props) {
  const like = useLikeComment(seriesId);
  const requireSignIn = useRequireSignIn();

  const toggle = () => {
    if (like.isPending || !requireSignIn()) return;
    like.mutate(commentId);
  };

  return (
    <button
      type="button"
      aria-pressed={isLiked}
      aria-label={`${COMMENT_PAGE_TEXTS.like(username)}, ${COMMENT_PAGE_TEXTS.likesCount(likes)}`}
      onClick={toggle}
      className={`inline-flex items-center gap-1.5 rounded-full px-2 py-1 text-xs font-semibold transition ${focusRing} ${
        isLiked ? 'text-accent-ink' : 'text-[var(--muted)] hover:text-white'
      }`}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
        <path
          d="M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0 1 12 7.6a4.4 4.4 0 0 1 7.5 2.8c0 5.5-7.5 10.1-7.5 10.1z"
          fill={isLiked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className="tabular-nums">{likes}</span>
    </button>
  );
}
