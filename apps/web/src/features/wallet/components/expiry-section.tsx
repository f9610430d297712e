import { WALLET, WALLET_TEXTS, type ExpiringCoins } from '@app/contract';
import { formatDate } from '../../../lib/format';
import { REWARDS_CLASSES as C } from '../lib/rewards-classes';

/**
 * What expires when. `expiring` undefined: the rewards answer is still coming, and one row's
 * place is kept for it (a signed-in viewer's sign-in and check-in bonuses are most often one
 * batch or more), so the coin packs below move as little as can be known in advance.
 */
export function ExpirySection({ expiring }: { expiring: ExpiringCoins[] | undefined }) {
  return (
    <section aria-labelledby="expiry-title" className={C.expiry}>
      <h2 id="expiry-title" className={C.sectionHeading}>
        {WALLET_TEXTS.expiringSoon}
      </h2>
      {expiring === undefined ? (
        <div aria-hidden="true" className={C.expiryPlaceholder} />
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
      <p className={C.expiryNote}>
        {WALLET_TEXTS.bonusExpiryNote(WALLET.bonusExpiryDays)} {WALLET_TEXTS.neverExpire}
      </p>
    </section>
  );
}
