import { lazy, Suspense } from 'react';
import { useAuth } from '../../lib/auth/session-store';

// the badge asks the API, which brings the contract's schemas: keep them out of the entry
const PremiumBadge = lazy(() =>
  import('./premium-badge').then((m) => ({ default: m.PremiumBadge })),
);

/** The premium badge for code in the entry chunk (the header); loads only for a signed-in user. */
export function LazyPremiumBadge({ className }: { className?: string }) {
  const auth = useAuth();
  if (!auth.isAuthenticated) return null;
  return (
    <Suspense fallback={null}>
      <PremiumBadge className={className} />
    </Suspense>
  );
}
