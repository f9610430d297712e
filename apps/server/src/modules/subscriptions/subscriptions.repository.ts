import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import { PER_CONTENT_PLAN_IDS, TIME_PLAN_IDS, type PlanId } from '@app/contract';
import type { Db } from '../../db/database';
import { plans, subscriptions } from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect;
export type NewPlan = typeof plans.$inferInsert;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

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
