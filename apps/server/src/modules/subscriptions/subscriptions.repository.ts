import { and, asc, desc, eq, gt, inArray, lte, max, or, sql } from 'drizzle-orm';
import { PER_CONTENT_PLAN_IDS, TIME_PLAN_IDS, type PlanId } from '@app/contract';
import type { Db, Tx } from '../../db/database';
import { plans, subscriptions, users } from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect;
export type NewPlan = typeof plans.$inferInsert;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** When a bought plan's access runs: decided by the rule (subscription-rules.ts). */
export type Period = { startDate: Date; endDate: Date | null };
export type PeriodRule = (
  plan: { id: PlanId; durationDays: number | null },
  now: Date,
  /** End of the user's running or queued time plans, if any. */
  currentEnd: Date | null,
) => Period;

/** The settled payment a subscription is made for. */
export type PaidPlan = { id: string; userId: string; planId: PlanId; contentId: string | null };

/**
 * Statuses whose time plan grants access until its end_date: a cancelled plan runs to the end of
 * what was paid (docs/product/subscriptions.md#cancelling).
 */
const PAID_UP = ['active', 'cancelled'] as const;

/** Rows that grant access at `now`: a running time plan, or a purchase of `contentId`. */
const grantsAccess = (userId: string, now: Date, contentId: string | undefined) =>
  and(
    eq(subscriptions.userId, userId),
    inArray(subscriptions.status, PAID_UP),
    or(
      and(
        inArray(subscriptions.planId, TIME_PLAN_IDS),
        lte(subscriptions.startDate, now),
        gt(subscriptions.endDate, now),
      ),
      contentId === undefined
        ? sql`false`
        : and(
            inArray(subscriptions.planId, PER_CONTENT_PLAN_IDS),
            eq(subscriptions.contentId, contentId),
          ),
    ),
  );

/** Drizzle queries for plans and subscriptions. No rules here: see the service. */
export class SubscriptionsRepository {
  constructor(private readonly db: Db) {}

  async upsertPlans(rows: NewPlan[]): Promise<void> {
    await this.db
      .insert(plans)
      .values(rows)
      .onConflictDoUpdate({
        target: plans.id,
        set: {
          name: sql`excluded.name`,
          description: sql`excluded.description`,
          priceCents: sql`excluded.price_cents`,
          durationDays: sql`excluded.duration_days`,
          features: sql`excluded.features`,
          position: sql`excluded.position`,
          updatedAt: sql`now()`,
        },
      });
  }

  listPlans(): Promise<PlanRow[]> {
    return this.db.select().from(plans).orderBy(asc(plans.position));
  }

  async findPlan(id: PlanId): Promise<PlanRow | null> {
    const rows = await this.db.select().from(plans).where(eq(plans.id, id));
    return rows[0] ?? null;
  }

  /** Time plans still running or queued after the current one (cancelled too), earliest first. */
  runningTimePlans(userId: string, now: Date): Promise<SubscriptionRow[]> {
    return this.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          inArray(subscriptions.status, PAID_UP),
          inArray(subscriptions.planId, TIME_PLAN_IDS),
          gt(subscriptions.endDate, now),
        ),
      )
      .orderBy(asc(subscriptions.startDate));
  }

  /** The plans that grant this user access now (at most one of each kind matters). */
  async accessRows(
    userId: string,
    now: Date,
    contentId: string | undefined,
  ): Promise<Pick<SubscriptionRow, 'planId' | 'contentId'>[]> {
    return this.db
      .select({ planId: subscriptions.planId, contentId: subscriptions.contentId })
      .from(subscriptions)
      .where(grantsAccess(userId, now, contentId))
      .limit(4);
  }

  listForUser(userId: string, limit: number): Promise<SubscriptionRow[]> {
    return this.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(limit);
  }

  /**
   * The subscription a plan's payment bought, inside the transaction that settles the payment
   * (payments.repository.ts), so both commit together. A time plan renews, and is the only one
   * of the user's that does: the plans it follows stop renewing. A renewal's payment (a
   * plan's `renewal_payment_id`) carries the renewed plan's state on: cancelled in the
   * meantime, the period paid for runs but does not renew.
   */
  async createForPayment(
    tx: Tx,
    payment: PaidPlan,
    now: Date,
    periodFor: PeriodRule,
  ): Promise<SubscriptionRow> {
    const [plan] = await tx
      .select({ id: plans.id, durationDays: plans.durationDays })
      .from(plans)
      .where(eq(plans.id, payment.planId));
    if (!plan) throw new Error(`plan ${payment.planId} is missing`);

    let currentEnd: Date | null = null;
    if (plan.durationDays !== null) {
      // two different payments of one user settling at once must chain, not overlap
      await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.id, payment.userId))
        .for('update');
      const [running] = await tx
        .select({ end: max(subscriptions.endDate) })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, payment.userId),
            inArray(subscriptions.status, PAID_UP),
            inArray(subscriptions.planId, TIME_PLAN_IDS),
            gt(subscriptions.endDate, now),
          ),
        );
      currentEnd = running?.end ?? null;
    }
    const timePlan = plan.durationDays !== null;
    const [renewed] = timePlan
      ? await tx
          .select({ status: subscriptions.status })
          .from(subscriptions)
          .where(eq(subscriptions.renewalPaymentId, payment.id))
      : [];
    const cancelled = renewed?.status === 'cancelled';

    const period = periodFor(plan, now, currentEnd);
    if (timePlan) {
      // only the last plan of the chain renews
      await tx
        .update(subscriptions)
        .set({ renews: false, updatedAt: now })
        .where(and(eq(subscriptions.userId, payment.userId), eq(subscriptions.renews, true)));
    }
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        userId: payment.userId,
        planId: plan.id,
        contentId: payment.contentId,
        status: cancelled ? 'cancelled' : 'active',
        renews: timePlan && !cancelled,
        startDate: period.startDate,
        endDate: period.endDate,
        paymentId: payment.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return subscription!;
  }

  findByPayment(paymentId: string): Promise<SubscriptionRow | undefined> {
    return this.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.paymentId, paymentId))
      .then((rows) => rows[0]);
  }

  /**
   * Cancels every running or queued time plan of the user: none renews any more, and each keeps
   * its dates, so the access paid for runs to its end. Under the user's row lock, as a plan's
   * delivery is, so a renewal settling at the same moment either is cancelled here or sees the
   * cancellation (createForPayment). Answers the rows it changed.
   */
  cancelTimePlans(userId: string, now: Date): Promise<SubscriptionRow[]> {
    return this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
      return tx
        .update(subscriptions)
        .set({ status: 'cancelled', renews: false, updatedAt: now })
        .where(
          and(
            eq(subscriptions.userId, userId),
            eq(subscriptions.status, 'active'),
            inArray(subscriptions.planId, TIME_PLAN_IDS),
            gt(subscriptions.endDate, now),
          ),
        )
        .returning();
    });
  }
}
