import { lazy, Suspense } from 'react';
import { useAuth } from '../../lib/auth/session-store';

// the bell asks the API, which brings the contract's schemas: keep them out of the entry
const NotificationBell = lazy(() =>
  import('./notification-bell').then((m) => ({ default: m.NotificationBell })),
);

/**
 * The header's bell for code in the entry chunk; loads only for a signed-in user. From `sm` up:
 * a phone's header has no room for it, and its account menu lists the inbox instead.
 */
export function LazyNotificationBell() {
  const auth = useAuth();
  if (!auth.isAuthenticated) return null;
  return (
    <Suspense fallback={null}>
      <NotificationBell className="hidden sm:grid" />
    </Suspense>
  );
}
