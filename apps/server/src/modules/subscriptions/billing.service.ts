import { RENEWAL } from '@app/contract';
import type { Logger } from 'pino';
import { HttpError } from '../../http/http-error';
import type { MailDispatcher } from '../../mail/mail-dispatcher';
import type { Inbox } from '../notifications/notifications.service';
import type { PaymentsService } from '../payments/payments.service';
import {
  reminderKey,
  type BillingRepository,
  type PlanToRemind,
  type RenewingPlan,
} from './billing.repository';
import { renewalReminderMail } from './renewal-mail';

/** Plans one pass reads at a time. */
const BATCH = 200;

export type BillingServiceDeps = {
  billing: BillingRepository;
  payments: Pick<PaymentsService, 'renewalCheckout' | 'pay' | 'testMode'>;
  inbox: Inbox;
  mail: Pick<MailDispatcher, 'dispatch'>;
  publicUrl: string;
  /** The billing clock: what is due is decided by it, so tests move it. */
  clock: () => Date;
  log: Logger;
};

export type BillingRun = {
  reminded: number;
  mailed: number;
  renewed: number;
  /** Renewals declined by the provider: those plans end at their end date. */
  declined: number;
  /** Renewals that failed otherwise: tried again on the next run. */
  failed: number;
  /**
   * Plans cancelled between being read and being claimed, or claimed by another pass: no
   * payment is made for them.
   */
  skipped: number;
};

/**
 * Renewals and their reminders (docs/product/subscriptions.md#renewal), run by the
 * `subscriptions.billing` job on the billing clock. Each step is idempotent, so a run repeated,
 * or cut short and run again, reminds once and charges once per period.
 */
export class BillingService {
  constructor(private readonly deps: BillingServiceDeps) {}

  /** One pass: the reminders due, then the renewals due. */
  async run(): Promise<BillingRun> {
    const { reminded, mailed } = await this.remind();
    return { reminded, mailed, ...(await this.renew()) };
  }

  /**
   * An inbox entry for each plan whose reminder is due (1 day before a monthly plan renews, 3
   * before an annual one), keyed by the period; the mail goes only when the entry was written
   * now, so at most once per period. Reminders come before renewals: a run late by days still
   * tells the viewer before charging.
   */
  async remind(): Promise<{ reminded: number; mailed: number }> {
    let reminded = 0;
    let mailed = 0;
    for (;;) {
      const due = await this.deps.billing.dueReminders(this.deps.clock(), BATCH);
      for (const plan of due) {
        if (!(await this.writeReminder(plan))) continue;
        reminded += 1;
        if (plan.email) {
          this.deps.mail.dispatch(
            renewalReminderMail({
              to: plan.email,
              username: plan.username,
              plan: plan.planId,
              renewsAt: plan.endDate,
              priceCents: plan.priceCents,
              publicUrl: this.deps.publicUrl,
              locale: plan.locale ?? 'en',
              testMode: this.deps.payments.testMode,
            }),
          );
          mailed += 1;
        }
      }
      // each written entry drops out of the query: a short page is the last
      if (due.length < BATCH) return { reminded, mailed };
    }
  }

  private writeReminder(plan: PlanToRemind): Promise<boolean> {
    return this.deps.inbox.write({
      userId: plan.userId,
      kind: 'renewal_reminder',
      seriesId: null,
      seriesTitle: null,
      planId: plan.planId,
      renewsAt: plan.endDate,
      dedupeKey: reminderKey(plan.id),
      createdAt: this.deps.clock(),
    });
  }

  /**
   * Renews each plan ending within the lead time: a payment of the plan's current price, claimed
   * on the plan before it is charged, then paid like any checkout; settling it starts the next
   * period where this one ends (createForPayment) and moves the renewal onto it.
   */
  async renew(): Promise<Omit<BillingRun, 'reminded' | 'mailed'>> {
    const counts = { renewed: 0, declined: 0, failed: 0, skipped: 0 };
    const tried = new Set<string>();
    for (;;) {
      const until = new Date(this.deps.clock().getTime() + RENEWAL.leadMinutes * 60_000);
      const due = (await this.deps.billing.dueRenewals(until, BATCH + tried.size)).filter(
        (plan) => !tried.has(plan.id),
      );
      for (const plan of due) {
        tried.add(plan.id);
        counts[await this.renewOne(plan)] += 1;
      }
      if (due.length < BATCH) return counts;
    }
  }

  private async renewOne(
    plan: RenewingPlan,
  ): Promise<'renewed' | 'declined' | 'failed' | 'skipped'> {
    const { billing, payments, clock, log } = this.deps;
    try {
      let paymentId = plan.renewalPaymentId;
      if (paymentId === null) {
        const payment = await payments.renewalCheckout(
          plan.userId,
          { kind: 'plan', planId: plan.planId, contentId: null, amountCents: plan.priceCents },
          (tx, created) => billing.claimRenewal(plan.id, created.id, clock(), tx),
        );
        // cancelled since it was read, or claimed by another pass: no payment was made
        if (!payment) return 'skipped';
        paymentId = payment.id;
      }
      await payments.pay('plan', plan.userId, paymentId);
      return 'renewed';
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 402) {
        await billing.stopRenewing(plan.id, clock());
        log.info({ subscriptionId: plan.id }, 'renewal declined: the plan ends at its end date');
        return 'declined';
      }
      log.error({ err: error, subscriptionId: plan.id }, 'renewal failed: tried again next run');
      return 'failed';
    }
  }
}
