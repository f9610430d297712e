import {
  MONETIZATION_ERRORS,
  SUBSCRIPTION_TEXTS,
  isPerContentPlan,
  type EpisodeAccess,
  type CancelSubscriptionResponse,
  type CreateSubscriptionResponse,
  type Plan,
  type SubscriptionRecord,
  type SubscriptionStatusResponse,
  type SubscriptionType,
  type ValidateAccessResponse,
} from '@app/contract';
import { conflict, notFound } from '../../http/http-error';
import { centsToDollars } from '../../lib/money';
import type { AccessService, Viewer } from '../access/access.service';
import type { CatalogueRepository } from '../catalogue/catalogue.repository';
import type { PaymentsService } from '../payments/payments.service';
import { planRows } from './plan-catalogue';
import { toSubscriptionRecord } from './subscription-rules';
import type { SubscriptionsRepository } from './subscriptions.repository';

// an episode unlocked one by one, as the access answers list them
const isUnlock = (state: EpisodeAccess) => state === 'coins' || state === 'ad' || state === 'cap';
// my-subscriptions is a history page, not an export
const HISTORY_LIMIT = 100;

export type SubscriptionsServiceDeps = {
  subscriptions: SubscriptionsRepository;
  /** Checkouts: the one limit on open ones, the one provider. */
  payments: PaymentsService;
  catalogue: CatalogueRepository;
  clock: () => Date;
  /** The access decision: plans, unlocks and grants meet there. */
  access: AccessService;
};

/** Plans, purchases and the access check (docs/product/subscriptions.md#access). */
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
   * validate-access: the series-level access, plus the episodes unlocked one by one and those
   * still locked (docs/product/wallet.md#access).
   */
  async validateAccess(viewer: Viewer, contentId: string): Promise<ValidateAccessResponse> {
    const [accessType, standing] = await Promise.all([
      this.deps.access.planAccess(viewer.userId, contentId),
      this.deps.access.standing(viewer, contentId),
    ]);
    const episodes = standing?.episodes ?? [];
    return {
      has_access: accessType !== 'none',
      access_type: accessType,
      unlocked_episodes: episodes.filter((e) => isUnlock(e.state)).map((e) => e.episodeNumber),
      locked_episodes: episodes.filter((e) => e.state === 'locked').map((e) => e.episodeNumber),
    };
  }

  async status(viewer: Viewer, contentId: string | undefined): Promise<SubscriptionStatusResponse> {
    const userId = viewer.userId ?? '';
    const now = this.deps.clock();
    const [running, access, standing] = await Promise.all([
      this.deps.subscriptions.runningTimePlans(userId, now),
      contentId === undefined
        ? Promise.resolve([])
        : this.deps.subscriptions.accessRows(userId, now, contentId),
      // the play page's gate and early start read this answer: the unlocks and the grants ride
      // along, no extra round trip before the first frame
      contentId === undefined
        ? Promise.resolve(null)
        : this.deps.access.standing(viewer, contentId),
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
      ...(contentId !== undefined && {
        unlocked_episodes: (standing?.episodes ?? [])
          .filter((e) => isUnlock(e.state))
          .map((e) => e.episodeNumber),
        playback: standing ? this.deps.access.grants(viewer, standing) : [],
      }),
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
      if ((await this.deps.access.planAccess(userId, contentId)) === 'purchase') {
        throw conflict(MONETIZATION_ERRORS.alreadyPurchased);
      }
    }
    const payment = await this.deps.payments.checkout(userId, {
      kind: 'plan',
      planId: plan.id,
      contentId,
      amountCents: plan.priceCents,
    });
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
    const ids = [...new Set(rows.flatMap((row) => (row.contentId ? [row.contentId] : [])))];
    const published = new Map(
      (ids.length > 0 ? await this.deps.catalogue.publishedSummaries(ids) : []).map((s) => [
        s.id,
        s.title,
      ]),
    );
    return rows.map((row) => {
      const record = toSubscriptionRecord(row, now);
      if (row.contentId === null) return record;
      // the purchase stays, told apart while its series is away (docs/product/wallet.md#a-bought-series)
      return {
        ...record,
        content_title: published.get(row.contentId) ?? null,
        content_withdrawn: !published.has(row.contentId),
      };
    });
  }

  /**
   * Cancels the running monthly/annual plan (and any queued after it): renewal stops, and the
   * access already paid for runs to its end date (docs/product/subscriptions.md#cancelling).
   * 404 without an active one, a plan already cancelled included.
   */
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
