import { and, eq, gt, inArray, max, sql } from 'drizzle-orm';
import { TIME_PLAN_IDS, type PlanId } from '@app/contract';
import type { Db } from '../../db/database';
import { payments, plans, subscriptions, users } from '../../db/schema';
import type { SubscriptionRow } from '../subscriptions/subscriptions.repository';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/** When a settled payment's access runs: decided by the service's rule. */
export type Period = { startDate: Date; endDate: Date | null };
export type PeriodRule = (
  plan: { id: PlanId; durationDays: number | null },
  now: Date,
  /** End of the user's running or queued time plans, if any. */
  currentEnd: Date | null,
) => Period;

/** Drizzle queries for payments, and the one transaction that settles a payment. */
export class PaymentsRepository {
  constructor(private readonly db: Db) {}

  /**
   * A new pending payment, unless the user already has `maxOpen` pending ones created since
   * `openSince` (then null). The count and the insert run under a per-user transaction lock, so
   * concurrent checkouts cannot pass the cap together.
   */
  async createPending(
    payment: NewPayment,
    limit: { maxOpen: number; openSince: Date },
  ): Promise<PaymentRow | null> {
    return this.db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`payments:${payment.userId}`}))`,
      );
      const open = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(payments)
        .where(
          and(
            eq(payments.userId, payment.userId),
            eq(payments.status, 'pending'),
            gt(payments.createdAt, limit.openSince),
          ),
        );
      if ((open[0]?.n ?? 0) >= limit.maxOpen) return null;
      const rows = await tx.insert(payments).values(payment).returning();
      return rows[0]!;
    });
  }

  /** Another user's payment is as absent as an unknown one. */
  async findForUser(id: string, userId: string): Promise<PaymentRow | null> {
    const rows = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.userId, userId)));
    return rows[0] ?? null;
  }

  async findByProviderRef(
    provider: string,
    ref: string,
    userId: string,
  ): Promise<PaymentRow | null> {
    const rows = await this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.provider, provider),
          eq(payments.providerRef, ref),
          eq(payments.userId, userId),
        ),
      );
    return rows[0] ?? null;
  }

  /** Records the provider's reference once; a second call keeps the first. */
  async attachProviderRef(id: string, ref: string): Promise<void> {
    await this.db
      .update(payments)
      .set({ providerRef: ref })
      .where(and(eq(payments.id, id), sql`${payments.providerRef} is null`));
  }

  async markFailed(id: string, userId: string, now: Date): Promise<void> {
    await this.db
      .update(payments)
      .set({ status: 'failed', settledAt: now })
      .where(and(eq(payments.id, id), eq(payments.userId, userId), eq(payments.status, 'pending')));
  }

  /**
   * Settles a pending payment of this user and creates its subscription, in one transaction.
   * The conditional UPDATE is the guard: of any number of repeated or concurrent
   * calls exactly one sees the row still pending; the others get null and change nothing.
   */
  settle(
    id: string,
    userId: string,
    now: Date,
    periodFor: PeriodRule,
  ): Promise<SubscriptionRow | null> {
    return this.db.transaction(async (tx) => {
      const settled = await tx
        .update(payments)
        .set({ status: 'succeeded', settledAt: now })
        .where(
          and(eq(payments.id, id), eq(payments.userId, userId), eq(payments.status, 'pending')),
        )
        .returning({ planId: payments.planId, contentId: payments.contentId });
      const payment = settled[0];
      if (!payment) return null;

      const [plan] = await tx
        .select({ id: plans.id, durationDays: plans.durationDays })
        .from(plans)
        .where(eq(plans.id, payment.planId));
      if (!plan) throw new Error(`plan ${payment.planId} is missing`);

      let currentEnd: Date | null = null;
      if (plan.durationDays !== null) {
        // two different payments of one user settling at once must chain, not overlap
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [running] = await tx
          .select({ end: max(subscriptions.endDate) })
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.userId, userId),
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
          userId,
          planId: plan.id,
          contentId: payment.contentId,
          status: 'active',
          startDate: period.startDate,
          endDate: period.endDate,
          paymentId: id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return subscription!;
    });
  }
}
