import { NOTIFICATION_TEXTS, PAGE_ROUTES, PRODUCT_NAME, type Notification } from '@app/contract';
import { useEffect } from 'react';
import { Link, Navigate } from 'react-router';
import { secondaryButton } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { useAuth } from '../../../lib/auth/session-store';
import { signInPath } from '../../../shared/auth/next-path';
import { useInbox, useMarkAllRead } from '../api/inbox';
import { PushSetting } from './push-setting';
import { DocumentTitle } from '../../../lib/document-title';

const TEXTS = NOTIFICATION_TEXTS;

const textOf = (entry: Notification): string => {
  if (entry.kind === 'renewal_reminder') {
    const date = formatDate(entry.renews_at ?? entry.created_at);
    return entry.plan_id === 'annual' ? TEXTS.renewalAnnual(date) : TEXTS.renewalMonthly(date);
  }
  const title = entry.series_title ?? '';
  if (entry.kind === 'new_episode' && entry.episode_number !== null) {
    return TEXTS.newEpisode(title, entry.episode_number);
  }
  if (entry.kind === 'refund') {
    const coins = entry.coins ?? 0;
    return entry.episode_number === null
      ? TEXTS.refund(title, coins)
      : TEXTS.refundEpisode(title, entry.episode_number, coins);
  }
  return TEXTS.newSeries(title);
};

/** /notifications: the inbox, newest first; opening it marks everything read. A guest signs in. */
export function NotificationsPage() {
  const auth = useAuth();
  if (!auth.isAuthenticated) return <Navigate to={signInPath(PAGE_ROUTES.notifications)} replace />;
  return <Inbox />;
}

function Inbox() {
  const inbox = useInbox();
  const markAll = useMarkAllRead();
  const unread = inbox.data?.pages[0]?.unread ?? 0;
  const { mutate } = markAll;
  // seen once the list is on screen: the bell empties, the entries keep their Unread mark
  useEffect(() => {
    if (unread > 0) mutate();
  }, [unread, mutate]);

  const entries = inbox.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="notifications-title" className="mx-auto grid max-w-2xl gap-4">
      <DocumentTitle>{`${TEXTS.title} · ${PRODUCT_NAME}`}</DocumentTitle>
      <h1 id="notifications-title" className="text-2xl font-bold">
        {TEXTS.title}
      </h1>
      <PushSetting />
      {inbox.status === 'error' ? (
        <p role="alert" className="text-sm text-red-300">
          {TEXTS.loadFailed}{' '}
          <button type="button" className="underline" onClick={() => void inbox.refetch()}>
            {TEXTS.retry}
          </button>
        </p>
      ) : inbox.status === 'success' && entries.length === 0 ? (
        <p className="text-muted">{TEXTS.empty}</p>
      ) : (
        <ul className="grid gap-2">
          {entries.map((entry) => (
            <li key={entry.id}>
              <Link
                to={entry.url}
                className="grid gap-1 rounded-lg bg-surface p-3 ring-1 ring-white/10 hover:bg-surface-2"
              >
                <span className="flex items-center gap-2 font-semibold">
                  {!entry.read && (
                    <span className="rounded-full bg-accent/20 px-2 text-xs text-accent-ink">
                      {TEXTS.unread}
                    </span>
                  )}
                  <span dir="auto">{textOf(entry)}</span>
                </span>
                <span className="text-xs text-muted">{formatDate(entry.created_at)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {inbox.hasNextPage && (
        <button
          type="button"
          className={`${secondaryButton} w-fit`}
          disabled={inbox.isFetchingNextPage}
          onClick={() => void inbox.fetchNextPage()}
        >
          {TEXTS.more}
        </button>
      )}
    </section>
  );
}
