import { PAGE_ROUTES, PLAN_STATUS_TEXTS, SUBSCRIPTION_TEXTS } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/focus-ring';
import { useNotify } from '../../../components/ui/notice';
import { useCancelPlan } from '../../../shared/payments/cancel-plan';
import { PlanRenewal } from '../../../shared/payments/plan-renewal';
import { planState } from '../../../shared/payments/plan-state';
import {
  mySubscriptionsQueryOptions,
  plansQueryOptions,
} from '../../../shared/payments/subscription-queries';
import { sectionCard } from '../../../components/ui/panel';

/**
 * A subscriber's plan on the account page (docs/product/account.md#your-plan): when it renews,
 * or when its access ends, and Cancel Subscription in one click (and the spec's confirm), as on
 * /subscription.
 */
export function PlanSection({ uid }: { uid: string }) {
  const mine = useQuery(mySubscriptionsQueryOptions(uid));
  const plans = useQuery(plansQueryOptions());
  const notify = useNotify();
  const cancel = useCancelPlan(() => notify(SUBSCRIPTION_TEXTS.cancelled));
  const state = mine.data ? planState(mine.data) : null;
  if (!state) return null;
  const type = state.current.subscription_type;
  const name = plans.data?.find((plan) => plan.plan_id === type)?.name ?? type;

  const onCancel = () => {
    if (!window.confirm(SUBSCRIPTION_TEXTS.confirmCancel)) return;
    cancel.mutate();
  };

  return (
    <section aria-labelledby="plan-title" className={`grid gap-3 ${sectionCard}`}>
      <div className="flex items-center justify-between gap-4">
        <h2 id="plan-title" className="text-base font-semibold">
          {PLAN_STATUS_TEXTS.yourPlan}
        </h2>
        <Link
          to={PAGE_ROUTES.subscription}
          className={`rounded text-sm text-muted hover:text-white hover:underline ${focusRing}`}
        >
          {PLAN_STATUS_TEXTS.managePlan}
        </Link>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-0.5">
          <p className="font-semibold">{name}</p>
          <PlanRenewal
            state={state}
            className={`text-sm ${state.renews ? 'text-muted' : 'text-amber-200'}`}
          />
        </div>
        {state.cancellable && (
          <button
            type="button"
            onClick={onCancel}
            disabled={cancel.isPending}
            className={`h-10 rounded-full px-4 text-sm font-semibold text-red-200 ring-1 ring-red-400/50 transition hover:bg-red-500/15 ${focusRing} disabled:opacity-60`}
          >
            {SUBSCRIPTION_TEXTS.cancelSubscription}
          </button>
        )}
      </div>
      {cancel.isError && (
        <p role="alert" className="text-sm text-red-300">
          {SUBSCRIPTION_TEXTS.cancelFailed}
        </p>
      )}
    </section>
  );
}
