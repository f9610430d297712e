import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { RENEWAL, TIME_PLAN_IDS, type Locale, type TimePlanId } from '@app/contract';
import type { Db, Tx } from '../../db/database';
import { notifications, plans, subscriptions, users } from '../../db/schema';
import { DAY_MS } from '../../lib/time';

/** A plan that renews, with what its renewal costs now. */
export type RenewingPlan = {
  id: string;
  userId: string;
  planId: TimePlanId;
  endDate: Date;
  priceCents: number;
  /** The renewal's payment, once claimed (a run that stopped half way left it). */
  renewalPaymentId: string | null;
};

/** A plan to remind its viewer of, with where the mail goes. */
export type PlanToRemind = RenewingPlan & {
  username: string;
  /** A confirmed address only; null sends no mail. */
  email: string | null;
  locale: Locale | null;
};

/** The key of a plan period's reminder: one per subscription row, so one per period. */
export const reminderKey = (subscriptionId: string) => `renewal_reminder:${subscriptionId}`;

const renewing = and(
  eq(subscriptions.renews, true),
  eq(subscriptions.status, 'active'),
  inArray(subscriptions.planId, TIME_PLAN_IDS),
  // a deleted account is charged no more
  isNull(users.deletedAt),
);

const columns = {
  id: subscriptions.id,
  userId: subscriptions.userId,
  planId: subscriptions.planId,
  endDate: subscriptions.endDate,
  priceCents: plans.priceCents,
  renewalPaymentId: subscriptions.renewalPaymentId,
};

const asRenewing = <T extends { planId: string; endDate: Date | null }>(row: T) =>
  ({ ...row, planId: row.planId as TimePlanId, endDate: row.endDate! }) as Omit<
    T,
    'planId' | 'endDate'
  > & { planId: TimePlanId; endDate: Date };

/**
 * The billing job's queries (docs/product/subscriptions.md#renewal): the plans due to renew or
 * to be reminded of, read through the partial index of renewing plans by end date.
 */
export class BillingRepository {
  constructor(private readonly db: Db) {}

  /** Renewing plans that end by `until`, earliest first. */
  async dueRenewals(until: Date, limit: number): Promise<RenewingPlan[]> {
    const rows = await this.db
      .select(columns)
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(and(renewing, lte(subscriptions.endDate, until)))
      .orderBy(asc(subscriptions.endDate), asc(subscriptions.id))
      .limit(limit);
    return rows.map(asRenewing);
  }

  /**
   * Renewing plans whose reminder is due at `now` (a monthly plan within a day of its end, an
   * annual one within three) and not yet written.
   */
  async dueReminders(now: Date, limit: number): Promise<PlanToRemind[]> {
    const within = (plan: TimePlanId) =>
      and(
        eq(subscriptions.planId, plan),
        lte(
          subscriptions.endDate,
          new Date(now.getTime() + RENEWAL.remindDaysBefore[plan] * DAY_MS),
        ),
      );
    const rows = await this.db
      .select({
        ...columns,
        username: users.username,
        email: sql<string | null>`case when ${users.emailVerified} then ${users.email} end`,
        locale: users.locale,
      })
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .leftJoin(
        notifications,
        and(
          eq(notifications.userId, subscriptions.userId),
          eq(notifications.dedupeKey, sql`'renewal_reminder:' || ${subscriptions.id}::text`),
        ),
      )
      .where(and(renewing, or(...TIME_PLAN_IDS.map(within)), isNull(notifications.id)))
      .orderBy(asc(subscriptions.endDate), asc(subscriptions.id))
      .limit(limit);
    return rows.map(asRenewing);
  }

  /**
   * Records `paymentId` as the plan's renewal, if the plan still renews and has none: false when
   * it was cancelled meanwhile, or another run claimed it first. In `tx`, the transaction that
   * creates the payment, so an unclaimed payment is never made.
   */
  async claimRenewal(
    subscriptionId: string,
    paymentId: string,
    now: Date,
    tx: Tx | Db = this.db,
  ): Promise<boolean> {
    const claimed = await tx
      .update(subscriptions)
      .set({ renewalPaymentId: paymentId, updatedAt: now })
      .where(
        and(
          eq(subscriptions.id, subscriptionId),
          eq(subscriptions.renews, true),
          eq(subscriptions.status, 'active'),
          isNull(subscriptions.renewalPaymentId),
        ),
      )
      .returning({ id: subscriptions.id });
    return claimed.length > 0;
  }

  /** A declined renewal: the plan runs to its end and is not tried again. */
  async stopRenewing(subscriptionId: string, now: Date): Promise<void> {
    await this.db
      .update(subscriptions)
      .set({ renews: false, updatedAt: now })
      .where(eq(subscriptions.id, subscriptionId));
  }
}
