import { PLAN_STATUS_TEXTS } from '@app/contract';
import { formatDate } from '../../lib/format';
import type { PlanState } from './plan-state';

/** 'Renews on <date>', or after cancelling 'Access until <date> · Does not renew'. */
export function PlanRenewal({ state, className }: { state: PlanState; className?: string }) {
  const date = formatDate(state.until);
  return (
    <p className={className} data-testid="plan-renewal">
      {state.renews ? (
        PLAN_STATUS_TEXTS.renewsOn(date)
      ) : (
        <>
          {PLAN_STATUS_TEXTS.accessUntil(date)} · {PLAN_STATUS_TEXTS.doesNotRenew}
        </>
      )}
    </p>
  );
}
