import {
  PRODUCT_NAME,
  SUBSCRIPTION_PAGE_TEXTS,
  SUBSCRIPTION_TEXTS,
  type PlanId,
} from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { viewerOf } from '../../../shared/access/access-query';
import { PremiumBadge } from '../../../shared/access/premium-badge';
import { serverDetail } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth/session-store';
import { useCheckout } from '../../../shared/payments/use-checkout';
import {
  mySubscriptionsQueryOptions,
  plansQueryOptions,
} from '../../../shared/payments/subscription-queries';
import { ErrorBox } from '../../../components/ui/error-box';
import { useNotify } from '../../../components/ui/notice';
import { useCancelPlan } from '../../../shared/payments/cancel-plan';
import { planState } from '../../../shared/payments/plan-state';
import { timePlans } from '../lib/plans';
import { CurrentSubscription } from './current-subscription';
import { PlanCard } from './plan-card';
import { DocumentTitle } from '../../../lib/document-title';

const TEXT = SUBSCRIPTION_PAGE_TEXTS;

/**
 * /subscription (docs/product/subscriptions.md#subscription-page): the monthly and
 * annual plans, the current subscription with its renewal date and Cancel (one click and the
 * spec's confirm; the plan then runs to its end date), and errors in a dismissible red box.
 * Anyone may look; subscribing needs sign-in.
 */
export function SubscriptionPage() {
  const auth = useAuth();
  const viewer = viewerOf(auth);
  const notify = useNotify();
  const plans = useQuery(plansQueryOptions());
  const mine = useQuery({
    ...mySubscriptionsQueryOptions(viewer ?? ''),
    enabled: viewer !== null,
  });
  const checkout = useCheckout();
  const cancel = useCancelPlan(() => notify(SUBSCRIPTION_TEXTS.cancelled));
  // errors are dismissed one failure at a time: the next failure shows again
  const [dismissed, setDismissed] = useState<readonly unknown[]>([]);

  const plan = viewer !== null && mine.data ? planState(mine.data) : null;
  const current = plan?.current ?? null;
  const shownPlans = plans.data ? timePlans(plans.data) : [];

  const errors = [
    { error: plans.error, text: SUBSCRIPTION_TEXTS.fetchPlansFailed },
    { error: viewer === null ? null : mine.error, text: SUBSCRIPTION_TEXTS.loadFailed },
    { error: cancel.error, text: SUBSCRIPTION_TEXTS.cancelFailed },
    {
      error: checkout.error,
      text: checkout.error
        ? SUBSCRIPTION_TEXTS.createFailed(serverDetail(checkout.error) ?? checkout.error.message)
        : '',
    },
  ].filter(({ error }) => error !== null && !dismissed.includes(error));

  const onCancel = () => {
    if (!window.confirm(SUBSCRIPTION_TEXTS.confirmCancel)) return;
    cancel.mutate();
  };

  const subscribe = (planId: PlanId) => checkout.start({ subscriptionType: planId, returnTo: '/' });

  return (
    <div className="mx-auto grid max-w-4xl gap-6 pb-16">
      <DocumentTitle>{`${TEXT.title} · ${PRODUCT_NAME}`}</DocumentTitle>
      <header className="grid justify-items-center gap-3 text-center">
        <h1 className="text-3xl font-black tracking-tight md:text-4xl">{TEXT.title}</h1>
        <p className="text-muted">{TEXT.subtitle}</p>
        <PremiumBadge className="text-sm" />
      </header>

      {errors.map(({ error, text }) => (
        <ErrorBox
          key={text}
          message={text}
          onDismiss={() => setDismissed((previous) => [...previous, error])}
        />
      ))}

      {plan && (
        <CurrentSubscription
          state={plan}
          plans={plans.data ?? []}
          cancelling={cancel.isPending}
          onCancel={onCancel}
        />
      )}

      {plans.isPending ? (
        <p role="status" className="page-status">
          {TEXT.loading}
        </p>
      ) : (
        <div className="grid gap-6 pt-3 md:grid-cols-2">
          {shownPlans.map((plan) => (
            <PlanCard
              key={plan.plan_id}
              plan={plan}
              current={current?.subscription_type === plan.plan_id}
              busy={checkout.pending}
              onSubscribe={() => subscribe(plan.plan_id)}
            />
          ))}
        </div>
      )}
    </div>
  );
}
