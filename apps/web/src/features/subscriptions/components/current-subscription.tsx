import {
  PLAN_STATUS_TEXTS,
  SUBSCRIPTION_PAGE_TEXTS,
  SUBSCRIPTION_TEXTS,
  type Plan,
} from '@app/contract';
import { formatDate } from '../../../lib/format';
import { focusRing } from '../../../components/ui/focus-ring';
import { PlanRenewal } from '../../../shared/payments/plan-renewal';
import type { PlanState } from '../../../shared/payments/plan-state';

const TEXT = SUBSCRIPTION_PAGE_TEXTS;

type Props = {
  state: PlanState;
  /** The plans, for the plan's display name. */
  plans: readonly Plan[];
  cancelling: boolean;
  onCancel: () => void;
};

/**
 * The running plan (plan, status, start, expiry), when it renews or that it does not, and
 * Cancel while there is something to cancel.
 */
export function CurrentSubscription({ state, plans, cancelling, onCancel }: Props) {
  const subscription = state.current;
  const name =
    plans.find((plan) => plan.plan_id === subscription.subscription_type)?.name ??
    subscription.subscription_type;
  const rows: [string, string][] = [
    [TEXT.plan, name],
    [TEXT.status, PLAN_STATUS_TEXTS.status[subscription.status]],
    [TEXT.started, formatDate(subscription.start_date)],
    [TEXT.expires, formatDate(state.until)],
  ];
  return (
    <section
      aria-labelledby="current-subscription"
      className="grid gap-4 rounded-2xl bg-surface p-5 ring-1 ring-white/10 md:grid-cols-[1fr_auto] md:items-center"
    >
      <div className="grid gap-3">
        <h2 id="current-subscription" className="text-lg font-bold">
          {TEXT.currentTitle}
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-4">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className="text-muted">{label}</dt>
              <dd className="font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
        <PlanRenewal
          state={state}
          className={`text-sm font-semibold ${state.renews ? 'text-muted' : 'text-amber-200'}`}
        />
      </div>
      {state.cancellable && (
        <button
          type="button"
          onClick={onCancel}
          disabled={cancelling}
          className={`h-11 justify-self-start rounded-full px-5 text-sm font-semibold text-red-200 ring-1 ring-red-400/50 transition hover:bg-red-500/15 ${focusRing} disabled:opacity-60 md:justify-self-end`}
        >
          {cancelling ? TEXT.cancelling : SUBSCRIPTION_TEXTS.cancelSubscription}
        </button>
      )}
    </section>
  );
}
