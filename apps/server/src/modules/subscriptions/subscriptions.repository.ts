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

/** Rows that grant access at `now`: a running time plan, or a purchase of `contentId`. */
const grantsAccess = (userId: string, now: Date, contentId: string | undefined) =>
  and(
    eq(subscriptions.userId, userId),
    eq(subscriptions.status, 'active'),
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

  /** Time plans still running or queued after the current one, earliest first. */
  runningTimePlans(userId: string, now: Date): Promise<SubscriptionRow[]> {
    return this.db
      .select()
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.userId, userId),
          eq(subscriptions.status, 'active'),
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
   * (payments.repository.ts), so both commit together.
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
            eq(subscriptions.status, 'active'),
            inArray(subscriptions.planId, TIME_PLAN_IDS),
            gt(subscriptions.endDate, now),
          ),
        );
      currentEnd = running?.end ?? null;
    }

    const period = periodFor(plan, now, currentEnd);
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        userId: payment.userId,
        planId: plan.id,
        contentId: payment.contentId,
        status: 'active',
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
   * Ends every running or queued time plan now: the current one at `now`, a queued one at its
   * own start (so it never runs). Answers the rows it changed.
   */
  cancelTimePlans(userId: string, now: Date): Promise<SubscriptionRow[]> {
    return this.db
      .update(subscriptions)
      .set({
        status: 'cancelled',
        endDate: sql`least(${subscriptions.endDate}, greatest(${subscriptions.startDate}, ${now.toISOString()}::timestamptz))`,
        updatedAt: now,
      })
      .where(
        and(
          eq(subscriptions.userId, userId),
          eq(subscriptions.status, 'active'),
          inArray(subscriptions.planId, TIME_PLAN_IDS),
          gt(subscriptions.endDate, now),
        ),
      )
      .returning();
  }
}
