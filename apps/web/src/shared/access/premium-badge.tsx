import { SUBSCRIPTION_TEXTS } from '@app/contract';
import { useAccess } from './use-access';

/** Subscribers see '✓ Premium Access'. Nothing for everyone else. */
export function PremiumBadge({ className = '' }: { className?: string }) {
  const { premium } = useAccess();
  if (!premium) return null;
  return (
    <span
      className={`inline-flex items-center rounded-full bg-amber-400/15 px-3 py-1 text-xs font-bold whitespace-nowrap text-amber-300 ring-1 ring-amber-300/40 ${className}`}
    >
      {SUBSCRIPTION_TEXTS.premiumBadge}
    </span>
  );
}
