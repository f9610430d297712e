import {
  ErrorCode,
  MONETIZATION_ERRORS,
  SUBSCRIPTION_TEXTS,
  TIME_PLAN_IDS,
  isPerContentPlan,
  type AccessType,
  type CancelSubscriptionResponse,
  type CreateSubscriptionResponse,
  type Plan,
  type PlanId,
  type SubscriptionRecord,
  type SubscriptionStatusResponse,
  type SubscriptionType,
  type ValidateAccessResponse,
} from '@app/contract';
import { HttpError, notFound } from '../../http/http-error';
import type { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { PaymentProvider } from '../payments/payment-provider';
import type { PaymentsRepository } from '../payments/payments.repository';
import { planRows } from './plan-catalogue';
import { centsToDollars, toSubscriptionRecord } from './subscription-rules';
import type { SubscriptionsRepository } from './subscriptions.repository';

const isTimePlan = (id: PlanId) => (TIME_PLAN_IDS as readonly PlanId[]).includes(id);
// my-subscriptions is a history page, not an export
const HISTORY_LIMIT = 100;

/**
 * One user's episodes of a series beyond its access: those unlocked one by one (coins, a
 * rewarded ad, the fair cap) and the priced ones still locked (docs/product/wallet.md#access).
 */
export type EpisodeAccessLookup = (
  userId: string,
  seriesId: string,
  access: AccessType,
) => Promise<{ unlocked: number[]; locked: number[] }>;

export type SubscriptionsServiceDeps = {
  subscriptions: SubscriptionsRepository;
  payments: PaymentsRepository;
  catalogue: CatalogueRepository;
  provider: PaymentProvider;
  clock: () => Date;
  /** Without it (no wallet), no episode is unlocked or locked one by one. */
  episodes?: EpisodeAccessLookup;
};

const NO_EPISODES: EpisodeAccessLookup = () => Promise.resolve({ unlocked: [], locked: [] });

/** Unpaid checkouts one user may have open (pending payments of the last day). */
export const OPEN_PAYMENTS = { maxPerUser: 20, windowMs: 24 * 60 * 60 * 1000 } as const;

/** Plans, purchases and the access check (docs/product/subscriptions-and-payments.md#access). */
export class SubscriptionsService {
  constructor(private readonly deps: SubscriptionsServiceDeps) {}

  /** Start-up: the plans table matches the contract's prices. */
  ensurePlans(): Promise<void> {
    return this.deps.subscriptions.upsertPlans(planRows());
  }

  async plans(): Promise<Plan[]> {
    const rows = await this.deps.subscriptions.listPlans();
    return rows.map((row) => ({
      plan_id: row.id,
      name: row.name,
      price: centsToDollars(row.priceCents),
      price_cents: row.priceCents,
      description: row.description,
      duration_days: row.durationDays,
      features: row.features,
    }));
  }

  /**
   * Access (docs/product/subscriptions-and-payments.md#access): an active subscription, or a
   * purchase of this very content. Guests and unknown content have none.
   */
  async accessFor(userId: string | null, contentId: string | undefined): Promise<AccessType> {
    if (!userId) return 'none';
    const rows = await this.deps.subscriptions.accessRows(userId, this.deps.clock(), contentId);
    if (rows.some((r) => isTimePlan(r.planId))) return 'subscription';
    return rows.length > 0 ? 'purchase' : 'none';
  }

  /**
   * validate-access: the series-level access, plus the episodes unlocked one by one and those
   * still locked (docs/product/wallet.md#access).
   */
  async validateAccess(userId: string, contentId: string): Promise<ValidateAccessResponse> {
    const accessType = await this.accessFor(userId, contentId);
    const episodes = await (this.deps.episodes ?? NO_EPISODES)(userId, contentId, accessType);
    return {
      has_access: accessType !== 'none',
      access_type: accessType,
      unlocked_episodes: episodes.unlocked,
      locked_episodes: episodes.locked,
    };
  }

  async status(userId: string, contentId: string | undefined): Promise<SubscriptionStatusResponse> {
    const now = this.deps.clock();
    const [running, access, episodes] = await Promise.all([
      this.deps.subscriptions.runningTimePlans(userId, now),
      contentId === undefined
        ? Promise.resolve([])
        : this.deps.subscriptions.accessRows(userId, now, contentId),
      // the play page's gate reads this answer: the unlocks ride along, no extra round trip
      contentId === undefined
        ? Promise.resolve(null)
        : (this.deps.episodes ?? NO_EPISODES)(userId, contentId, 'none'),
    ]);
    const current = running.find((r) => r.startDate <= now);
    const purchase = access.find((r) => isPerContentPlan(r.planId));
    const lastEnd = running.at(-1)?.endDate ?? null;
    return {
      has_active_subscription: current !== undefined,
      has_reel_access: purchase !== undefined,
      reel_id: purchase ? (contentId ?? null) : null,
      subscription_type: current?.planId ?? purchase?.planId ?? null,
      expires_at: current && lastEnd ? lastEnd.toISOString() : null,
      ...(episodes && { unlocked_episodes: episodes.unlocked }),
    };
  }

  /** A pending payment for the plan; settling it (payments) creates the subscription. */
  async create(
    userId: string,
    type: SubscriptionType,
    requestedContentId: string | null | undefined,
  ): Promise<CreateSubscriptionResponse> {
    const plan = await this.deps.subscriptions.findPlan(type);
    if (!plan) throw new Error(`plan ${type} is missing: ensurePlans() did not run`);
    let contentId: string | null = null;
    if (isPerContentPlan(type)) {
      // the body schema already refused a missing content_id
      contentId = requestedContentId ?? '';
      if (!(await this.deps.catalogue.findPublishedSeries(contentId))) {
        throw notFound(MONETIZATION_ERRORS.contentNotFound);
      }
      if ((await this.accessFor(userId, contentId)) === 'purchase') {
        throw new HttpError(409, ErrorCode.CONFLICT, MONETIZATION_ERRORS.alreadyPurchased);
      }
    }
    const now = this.deps.clock();
    const payment = await this.deps.payments.createPending(
      {
        userId,
        planId: plan.id,
        contentId,
        amountCents: plan.priceCents,
        provider: this.deps.provider.name,
        createdAt: now,
      },
      {
        maxOpen: OPEN_PAYMENTS.maxPerUser,
        openSince: new Date(now.getTime() - OPEN_PAYMENTS.windowMs),
      },
    );
    // checkouts started and never paid: a bound on what one account can make the server store
    if (!payment) {
      throw new HttpError(429, ErrorCode.RATE_LIMITED, MONETIZATION_ERRORS.tooManyOpenPayments);
    }
    return {
      payment_id: payment.id,
      amount: centsToDollars(payment.amountCents),
      amount_cents: payment.amountCents,
      subscription_type: plan.id,
      content_id: contentId,
    };
  }

  async mine(userId: string): Promise<SubscriptionRecord[]> {
    const now = this.deps.clock();
    const rows = await this.deps.subscriptions.listForUser(userId, HISTORY_LIMIT);
    return rows.map((row) => toSubscriptionRecord(row, now));
  }

  /** Ends the running monthly/annual plan now (and any queued after it); 404 without one. */
  async cancel(userId: string): Promise<CancelSubscriptionResponse> {
    const now = this.deps.clock();
    const changed = await this.deps.subscriptions.cancelTimePlans(userId, now);
    const current = changed.find((r) => r.startDate <= now) ?? changed[0];
    if (!current) throw notFound(MONETIZATION_ERRORS.noActiveSubscription);
    return {
      success: true,
      message: SUBSCRIPTION_TEXTS.cancelled,
      subscription: toSubscriptionRecord(current, now),
    };
  }
}
