import { NOTIFICATION_TEXTS, PAGE_ROUTES } from '@app/contract';
import { Link } from 'react-router';
import { focusRing } from '../../components/ui/focus-ring';
import { useUnreadCount } from './unread-count';
import { BellIcon } from './follow-button';

/** The header's bell: to the inbox, with the unread count (docs/product/notifications.md#inbox). */
export function NotificationBell({ className = 'grid' }: { className?: string }) {
  const unread = useUnreadCount().data ?? 0;
  return (
    <Link
      to={PAGE_ROUTES.notifications}
      aria-label={NOTIFICATION_TEXTS.bell(unread)}
      className={`relative ${className} size-10 place-items-center rounded-full bg-surface-2 text-white ring-1 ring-white/10 transition hover:bg-white/15 ${focusRing}`}
    >
      <BellIcon className="size-5" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-1 -end-1 grid min-w-5 place-items-center rounded-full bg-accent px-1 text-[11px] leading-5 font-bold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
