import type { JobHandler } from '../../jobs/job-types';
import type { BillingService } from './billing.service';

/** How often the worker enqueues a billing pass: well inside the renewal's lead time. */
export const BILLING_JOB = { everyMs: 10 * 60_000 } as const;

/** `subscriptions.billing`: the reminders and renewals due on the billing clock. */
export const billingJob =
  (billing: BillingService): JobHandler<'subscriptions.billing'> =>
  async (_payload, { log }) => {
    const run = await billing.run();
    if (Object.values(run).some((n) => n > 0)) log.info(run, 'billing pass');
    return { status: 'done' };
  };
