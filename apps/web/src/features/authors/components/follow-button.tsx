import { AUTHOR_TEXTS } from '@app/contract';
import { useRequireSignIn } from '../../../shared/auth/require-sign-in';
import { useFollowAuthor } from '../api/follow-author';
import { focusRing } from '../../../components/ui/focus-ring';

type Props = { name: string; isFollowing: boolean; disabled: boolean };

/**
 * A toggle (aria-pressed). Guests go to sign-in and come back. Clicks while the last toggle is
 * on its way are ignored: answers arriving out of order would leave the button wrong.
 */
export function FollowButton({ name, isFollowing, disabled }: Props) {
  const follow = useFollowAuthor(name);
  const requireSignIn = useRequireSignIn();

  const toggle = () => {
    if (follow.isPending || !requireSignIn()) return;
    follow.mutate(!isFollowing);
  };

  return (
    <div className="grid gap-1">
      <button
        type="button"
        aria-pressed={isFollowing}
        disabled={disabled}
        onClick={toggle}
        className={`inline-flex h-10 min-w-32 items-center justify-center gap-2 rounded-full px-5 text-sm font-semibold transition ${focusRing} disabled:cursor-wait disabled:opacity-60 ${
          isFollowing
            ? 'bg-white/10 text-white ring-1 ring-white/25 hover:bg-white/15'
            : 'bg-accent text-white hover:brightness-110'
        }`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
          <path
            d={isFollowing ? 'M5 12.5l4.5 4.5L19 7.5' : 'M12 5v14M5 12h14'}
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {isFollowing ? AUTHOR_TEXTS.following : AUTHOR_TEXTS.follow}
      </button>
      {follow.isError && (
        <p role="alert" className="text-xs text-red-300">
          {AUTHOR_TEXTS.followFailed}
        </p>
      )}
    </div>
  );
}
