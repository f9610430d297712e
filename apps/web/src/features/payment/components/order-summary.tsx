import {
  isPerContentPlan,
  PAYMENT_PAGE_TEXTS,
  type CreateSubscriptionResponse,
  type Plan,
} from '@app/contract';
import { formatUsd } from '../../../lib/format';

const TEXT = PAYMENT_PAGE_TEXTS;

type Props = {
  order: CreateSubscriptionResponse;
  /** The plan bought, once the plans have loaded: its name and features. */
  plan: Plan | undefined;
  contentTitle: string | null;
};

/** The payment page's order summary, its features and the total. */
export function OrderSummary({ order, plan, contentTitle }: Props) {
  const perContent = isPerContentPlan(order.subscription_type);
  return (
    <section aria-labelledby="order-summary" className="grid gap-4">
      <h2 id="order-summary" className="text-lg font-bold">
        {TEXT.orderSummary}
      </h2>
      <dl className="grid gap-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted">{TEXT.plan}</dt>
          <dd className="text-right font-semibold">{plan?.name ?? order.subscription_type}</dd>
        </div>
        {perContent && (contentTitle ?? order.content_id) && (
          <div className="flex justify-between gap-4">
            <dt className="text-muted">{TEXT.series}</dt>
            <dd className="text-right font-semibold">{contentTitle ?? order.content_id}</dd>
          </div>
        )}
      </dl>
      {plan && plan.features.length > 0 && (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold text-muted">{TEXT.features}</h3>
          <ul className="grid gap-1.5 text-sm">
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2">
                <span aria-hidden="true" className="text-emerald-400">
                  ✓
                </span>
                {feature}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="flex items-baseline justify-between border-t border-white/10 pt-4">
        <span className="font-semibold">{TEXT.total}</span>
        <span className="text-2xl font-black" data-testid="payment-total">
          {formatUsd(order.amount)}
        </span>
      </p>
    </section>
  );
}
