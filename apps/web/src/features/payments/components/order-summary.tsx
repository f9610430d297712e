import { PAYMENT_PAGE_TEXTS } from '@app/contract';
import { formatUsd } from '../../../lib/format';

const TEXT = PAYMENT_PAGE_TEXTS;

export type OrderSummaryProps = {
  /** What is bought, a line each: the plan and its series, or the coin pack. */
  lines: readonly { term: string; value: string }[];
  /** The plan's features, once the plans have loaded. */
  features?: readonly string[];
  /** In US dollars. */
  total: number;
  /** A last word under the total (coins never expire). */
  note?: string;
};

/** The checkout's order summary: what is bought, its features and the total. */
export function OrderSummary({ lines, features = [], total, note }: OrderSummaryProps) {
  return (
    <section aria-labelledby="order-summary" className="grid gap-4">
      <h2 id="order-summary" className="text-lg font-bold">
        {TEXT.orderSummary}
      </h2>
      <dl className="grid gap-2 text-sm">
        {lines.map(({ term, value }) => (
          <div key={term} className="flex justify-between gap-4">
            <dt className="text-muted">{term}</dt>
            <dd className="text-end font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {features.length > 0 && (
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold text-muted">{TEXT.features}</h3>
          <ul className="grid gap-1.5 text-sm">
            {features.map((feature) => (
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
        <span className="text-2xl font-black tabular-nums" data-testid="payment-total">
          {formatUsd(total)}
        </span>
      </p>
      {note && <p className="m-0 text-xs text-muted">{note}</p>}
    </section>
  );
}
