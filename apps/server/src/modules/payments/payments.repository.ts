import { and, eq, gt, sql } from 'drizzle-orm';
import type { CoinPackId, PlanId } from '@app/contract';
import type { Db, Tx } from '../../db/database';
import { payments } from '../../db/schema';

type PaymentRow = typeof payments.$inferSelect;
type Common = Omit<PaymentRow, 'kind' | 'planId' | 'contentId' | 'packId' | 'coins'>;

/** A plan's payment: a time plan, or a per-series purchase (`contentId`). */
export type PlanPayment = Common & {
  kind: 'plan';
  planId: PlanId;
  contentId: string | null;
  packId: null;
  coins: null;
};
/** A coin pack's payment: `coins` are credited once it settles. */
export type CoinPackPayment = Common & {
  kind: 'coin_pack';
  packId: CoinPackId;
  coins: number;
  planId: null;
  contentId: null;
};
export type Payment = PlanPayment | CoinPackPayment;
export type PaymentKind = Payment['kind'];
export type PaymentOf<K extends PaymentKind> = Extract<Payment, { kind: K }>;

/** What a checkout sells, at the price it is sold for. */
export type Order =
  | { kind: 'plan'; planId: PlanId; contentId: string | null; amountCents: number }
  | { kind: 'coin_pack'; packId: CoinPackId; coins: number; amountCents: number };

/** The row as its kind (the `payments_kind_fields` check holds the columns to it). */
const asPayment = (row: PaymentRow): Payment => {
  if (row.kind === 'plan' && row.planId !== null) {
    return { ...row, kind: 'plan', planId: row.planId, packId: null, coins: null };
  }
  if (row.kind === 'coin_pack' && row.packId !== null && row.coins !== null) {
    return {
      ...row,
      kind: 'coin_pack',
      packId: row.packId,
      coins: row.coins,
      planId: null,
      contentId: null,
    };
  }
  throw new Error(`payment ${row.id} does not hold its kind's columns`);
};

const ofKind = <K extends PaymentKind>(
  kind: K,
  row: PaymentRow | undefined,
): PaymentOf<K> | null => (row && row.kind === kind ? (asPayment(row) as PaymentOf<K>) : null);

/**
 * Records a new payment where it is for, in the transaction that creates it: false when it is
 * no longer wanted, and the payment is not created.
 */
export type PendingClaim = (tx: Tx, payment: Payment) => Promise<boolean>;

/** Thrown to roll back a payment whose claim failed. */
class Unclaimed extends Error {}

/** Drizzle queries for payments of every kind, and the transaction that settles one. */
export class PaymentsRepository {
  constructor(private readonly db: Db) {}

  /**
   * A new pending payment, unless the user already has `maxOpen` pending ones (of any kind)
   * created since `openSince` (then null). The count and the insert run under a per-user
   * transaction lock, so concurrent checkouts cannot pass the cap together.
   */
  async createPending(
    userId: string,
    order: Order,
    opened: { provider: string; createdAt: Date },
    limit: { maxOpen: number; openSince: Date },
    claim?: PendingClaim,
  ): Promise<Payment | null> {
    const created = this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`payments:${userId}`}))`);
      const [open] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(payments)
        .where(
          and(
            eq(payments.userId, userId),
            eq(payments.status, 'pending'),
            gt(payments.createdAt, limit.openSince),
          ),
        );
      if ((open?.n ?? 0) >= limit.maxOpen) return null;
      const [row] = await tx
        .insert(payments)
        .values({ ...order, userId, ...opened })
        .returning();
      const payment = asPayment(row!);
      if (claim && !(await claim(tx, payment))) throw new Unclaimed();
      return payment;
    });
    // unclaimed: the payment was rolled back with the claim, so none is left behind
    return created.catch((error: unknown) => {
      if (error instanceof Unclaimed) return null;
      throw error;
    });
  }

  /** This user's payment of this kind: another user's, or another kind's, is as absent. */
  async find<K extends PaymentKind>(
    kind: K,
    id: string,
    userId: string,
  ): Promise<PaymentOf<K> | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, id), eq(payments.userId, userId)));
    return ofKind(kind, row);
  }

  async findByProviderRef<K extends PaymentKind>(
    kind: K,
    provider: string,
    ref: string,
    userId: string,
  ): Promise<PaymentOf<K> | null> {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.provider, provider),
          eq(payments.providerRef, ref),
          eq(payments.userId, userId),
        ),
      );
    return ofKind(kind, row);
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
   * Settles a pending payment and runs `deliver` in the same transaction, so what it bought
   * commits with it or not at all. The conditional UPDATE is the guard: of any number of
   * repeated or concurrent calls exactly one sees the row still pending; the others get null
   * and change nothing.
   */
  settle<P extends Payment, R>(
    payment: P,
    now: Date,
    deliver: (tx: Tx, settled: P) => Promise<R>,
  ): Promise<{ delivered: R } | null> {
    return this.db.transaction(async (tx) => {
      const settled = await tx
        .update(payments)
        .set({ status: 'succeeded', settledAt: now })
        .where(
          and(
            eq(payments.id, payment.id),
            eq(payments.userId, payment.userId),
            eq(payments.status, 'pending'),
          ),
        )
        .returning({ id: payments.id });
      if (settled.length === 0) return null;
      return { delivered: await deliver(tx, { ...payment, status: 'succeeded', settledAt: now }) };
    });
  }
}
