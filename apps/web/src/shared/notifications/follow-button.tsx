import { NOTIFICATION_TEXTS, type SeriesId } from '@app/contract';
import { Link, useLocation } from 'react-router';
import { serverDetail } from '../../lib/api-error';
import { signInPath } from '../auth/next-path';
import { focusRing } from '../../components/ui/focus-ring';
import { offerPush } from './push-permission';
import { useSeriesFollow } from './series-follow';

const TEXTS = NOTIFICATION_TEXTS;
const BUTTON = `inline-flex cursor-pointer items-center gap-2 rounded-md border-0 bg-white/10 px-4 py-2 text-sm font-semibold text-white ring-1 ring-white/15 hover:bg-white/20 ${focusRing} disabled:cursor-wait`;

/**
 * Follow a series ('Remind me' while it is ongoing): its new episodes reach the inbox
 * (docs/product/notifications.md#follow). A guest is sent to sign in and back.
 */
export function FollowButton({ seriesId, ongoing }: { seriesId: SeriesId; ongoing: boolean }) {
  const { state, mutation, signedIn } = useSeriesFollow(seriesId);
  const { pathname, search } = useLocation();
  const label = ongoing ? TEXTS.remindMe : TEXTS.follow;
  if (!signedIn) {
    return (
      <Link to={signInPath(`${pathname}${search}`)} className={BUTTON} title={TEXTS.signInToFollow}>
        <BellIcon />
        {label}
      </Link>
    );
  }
  const following = state?.isFollowing ?? false;
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        aria-pressed={following}
        disabled={mutation.isPending || state === undefined}
        onClick={() => {
          mutation.mutate(!following);
          // the browser's prompt only after this press (docs/product/notifications.md#web-push)
          if (!following) void offerPush();
        }}
        className={BUTTON}
      >
        <BellIcon filled={following} />
        {following ? TEXTS.following : label}
      </button>
      {state && <span className="text-xs text-muted">{TEXTS.followers(state.followerCount)}</span>}
      {mutation.error && (
        <span role="alert" className="text-sm text-red-300">
          {serverDetail(mutation.error) ?? mutation.error.message}
        </span>
      )}
    </span>
  );
}

export function BellIcon({
  filled = false,
  className = 'size-4',
}: {
  filled?: boolean;
  className?: string;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0" />
    </svg>
  );
}
