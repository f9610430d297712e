import { pagePaths, PROFILE_TEXTS } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { mySubscriptionsQueryOptions } from '../../../shared/payments/subscription-queries';
import { focusRing } from '../../../components/ui/focus-ring';
import { formatDate } from '../../../lib/format';
import { sectionCard } from '../../../components/ui/panel';

/**
 * The series a signed-in viewer bought (docs/product/account.md#purchased-series); one its
 * editor withdrew or deleted says so, and how its payment comes back.
 */
export function PurchasesSection({ uid }: { uid: string }) {
  const { data } = useQuery(mySubscriptionsQueryOptions(uid));
  const purchases = (data ?? []).filter((record) => record.content_id !== null);
  if (purchases.length === 0) return null;
  return (
    <section aria-labelledby="purchases-title" className={`grid gap-3 ${sectionCard}`}>
      <h2 id="purchases-title" className="text-base font-semibold">
        {PROFILE_TEXTS.purchases}
      </h2>
      <ul className="m-0 grid list-none gap-2 p-0">
        {purchases.map((purchase) => {
          const id = purchase.content_id!;
          const title = purchase.content_title ?? id;
          return (
            <li
              key={purchase.id}
              className="grid gap-0.5 rounded-lg bg-surface-2 px-3 py-2 text-sm"
            >
              {purchase.content_withdrawn ? (
                <span dir="auto" className="font-medium">
                  {title}
                </span>
              ) : (
                <Link
                  to={pagePaths.video(id)}
                  dir="auto"
                  className={`justify-self-start rounded font-medium hover:underline ${focusRing}`}
                >
                  {title}
                </Link>
              )}
              <span className="text-xs text-muted">
                {PROFILE_TEXTS.boughtOn(formatDate(purchase.start_date))}
              </span>
              {purchase.content_withdrawn && (
                <span className="text-xs text-amber-200">{PROFILE_TEXTS.purchaseWithdrawn}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
