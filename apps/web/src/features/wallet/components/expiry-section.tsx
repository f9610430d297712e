import { WALLET, WALLET_TEXTS, type ExpiringCoins } from '@app/contract';
import { formatDate } from '../../../lib/format';
import { sectionCard } from '../../../components/ui/panel';

/**
 * What expires when. `expiring` undefined: the rewards answer is still coming, and one row's
 * place is kept for it (a signed-in viewer's sign-in and check-in bonuses are most often one
 * batch or more), so the coin packs below move as little as can be known in advance.
 */
export function ExpirySection({ expiring }: { expiring: ExpiringCoins[] | undefined }) {
  return (
    <section aria-labelledby="expiry-title" className={`grid gap-2 text-sm ${sectionCard}`}>
      <h2 id="expiry-title" className="text-base font-semibold">
        {WALLET_TEXTS.expiringSoon}
      </h2>
      {expiring === undefined ? (
        <div aria-hidden="true" className="h-5 w-48 animate-pulse rounded bg-surface-2" />
      ) : (
        expiring.length > 0 && (
          <ul className="m-0 grid list-none gap-1 p-0" aria-label={WALLET_TEXTS.expiringSoon}>
            {expiring.map((batch) => (
              <li key={batch.expires_at} className="text-amber-200">
                {WALLET_TEXTS.coins(batch.coins)} ·{' '}
                {WALLET_TEXTS.expiresOn(formatDate(batch.expires_at))}
              </li>
            ))}
          </ul>
        )
      )}
      <p className="m-0 text-muted">
        {WALLET_TEXTS.bonusExpiryNote(WALLET.bonusExpiryDays)} {WALLET_TEXTS.neverExpire}
      </p>
    </section>
  );
}
