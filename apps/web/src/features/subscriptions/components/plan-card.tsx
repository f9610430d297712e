import { SUBSCRIPTION_TEXTS, type Plan } from '@app/contract';
import { pricePeriod } from '../../../shared/payments/subscription-queries';
import { formatUsd } from '../../../lib/format';
import { focusRing } from '../../../components/ui/focus-ring';

type Props = {
  plan: Plan;
  current: boolean;
  busy: boolean;
  onSubscribe: () => void;
};

/** One plan: price in US dollars per month or year, its features, and its button. */
export function PlanCard({ plan, current, busy, onSubscribe }: Props) {
  const annual = plan.plan_id === 'annual';
  return (
    <article
      aria-labelledby={`plan-${plan.plan_id}`}
      className={`relative grid content-start gap-4 rounded-2xl bg-surface p-6 ring-1 ${
        annual ? 'ring-2 ring-amber-300/70 shadow-xl shadow-amber-500/10' : 'ring-white/10'
      }`}
    >
      {annual && (
        <p className="absolute -top-3 start-6 rounded-full bg-gradient-to-r from-amber-300 to-yellow-500 px-3 py-1 text-xs font-black tracking-wider text-black">
          {SUBSCRIPTION_TEXTS.bestValue}
        </p>
      )}
      <h2 id={`plan-${plan.plan_id}`} className="text-xl font-bold">
        {plan.name}
      </h2>
      <p className="flex items-baseline gap-1">
        <span className="text-4xl font-black tracking-tight">{formatUsd(plan.price)}</span>
        <span className="text-muted">{pricePeriod(plan)}</span>
        {annual && (
          <span className="ms-2 rounded-full bg-emerald-400/15 px-2 py-0.5 text-xs font-semibold text-emerald-300">
            {SUBSCRIPTION_TEXTS.annualSaving}
          </span>
        )}
      </p>
      {plan.description && <p className="text-sm text-muted">{plan.description}</p>}
      <ul className="grid gap-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <span aria-hidden="true" className="text-emerald-400">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      <button
        type="button"
        disabled={current || busy}
        onClick={onSubscribe}
        className={`mt-2 h-12 rounded-full text-sm font-bold transition ${focusRing} disabled:cursor-not-allowed ${
          current
            ? 'bg-surface-2 text-muted'
            : 'bg-accent text-white shadow-lg shadow-accent/25 hover:brightness-110 disabled:opacity-60'
        }`}
      >
        {current ? SUBSCRIPTION_TEXTS.currentPlan : SUBSCRIPTION_TEXTS.subscribeNow}
      </button>
    </article>
  );
}
