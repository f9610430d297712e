import { z } from 'zod';
import { playbackGrantSchema } from '../access/access';
import { seriesIdSchema, uuidSchema } from '../common/ids';
import { MONETIZATION_ERRORS } from './texts';

/**
 * Plans (docs/product/subscriptions.md#plans-and-prices): plan_id is also the
 * subscription_type a purchase names.
 */
export const PLAN_IDS = ['monthly', 'annual', 'individual_reel', 'individual_series'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const SUBSCRIPTION_TYPES = PLAN_IDS;
export type SubscriptionType = PlanId;

/** Time-based plans: ad-free everywhere until end_date; the /subscription page shows only these. */
export const TIME_PLAN_IDS = ['monthly', 'annual'] as const satisfies readonly PlanId[];
export type TimePlanId = (typeof TIME_PLAN_IDS)[number];
/** Per-content plans: ad-free for one content id (a series id), with no end date. */
export const PER_CONTENT_PLAN_IDS = [
  'individual_reel',
  'individual_series',
] as const satisfies readonly PlanId[];
export type PerContentPlanId = (typeof PER_CONTENT_PLAN_IDS)[number];
export const isPerContentPlan = (id: PlanId): id is PerContentPlanId =>
  (PER_CONTENT_PLAN_IDS as readonly PlanId[]).includes(id);

/**
 * 'expired' is computed from end_date when read, so a record never looks active past its end.
 * 'cancelled': the viewer cancelled; the plan does not renew and its access runs to end_date
 * (docs/decisions.md#cancelling-keeps-the-paid-period).
 */
export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const ACCESS_TYPES = ['subscription', 'purchase', 'none'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

const isoDate = z.iso.datetime();

export const planSchema = z.object({
  plan_id: z.enum(PLAN_IDS),
  name: z.string(),
  /** US dollars, for display; price_cents is exact. */
  price: z.number().nonnegative(),
  price_cents: z.number().int().nonnegative(),
  description: z.string(),
  /** null for the per-content plans: a purchase does not expire. */
  duration_days: z.number().int().positive().nullable(),
  features: z.array(z.string()),
});
export type Plan = z.infer<typeof planSchema>;
export const plansResponseSchema = z.object({ plans: z.array(planSchema) });
export type PlansResponse = z.infer<typeof plansResponseSchema>;

/** GET /api/subscriptions/status, optional query content_id (a series id). */
export const subscriptionStatusQuerySchema = z
  .object({ content_id: seriesIdSchema.optional() })
  .strict();
export type SubscriptionStatusQuery = z.infer<typeof subscriptionStatusQuerySchema>;

/** The status answer (docs/product/subscriptions.md#access). */
export const subscriptionStatusResponseSchema = z.object({
  /**
   * A monthly or annual plan that grants access now: active, or cancelled and not yet past its
   * end_date (a cancelled plan runs to the end of what was paid).
   */
  has_active_subscription: z.boolean(),
  /** A per-content purchase of the queried content_id (false without content_id). */
  has_reel_access: z.boolean(),
  /** The queried content_id when has_reel_access, otherwise null. */
  reel_id: seriesIdSchema.nullable(),
  /** The active plan; else 'individual_*' when only reel access holds; else null. */
  subscription_type: z.enum(PLAN_IDS).nullable(),
  /** When the access of the running plan and any queued after it ends (ISO 8601); null without one. */
  expires_at: isoDate.nullable(),
  /**
   * With content_id: the episodes of that series this user unlocked one by one (coins, a
   * rewarded ad, the fair cap; docs/product/wallet.md#access). Always sent with content_id.
   */
  unlocked_episodes: z.array(z.number().int().positive()).optional(),
  /**
   * With content_id: a playback grant for each priced or locked episode of that series this
   * user may play (docs/product/wallet.md#playback-grants). Always sent with content_id.
   */
  playback: z.array(playbackGrantSchema).optional(),
});
export type SubscriptionStatusResponse = z.infer<typeof subscriptionStatusResponseSchema>;

/**
 * POST /api/subscriptions/create {subscription_type, content_id}. content_id is a
 * series id, required for the per-content plans and ignored for monthly/annual.
 */
export const createSubscriptionBodySchema = z
  .object({
    subscription_type: z.enum(PLAN_IDS),
    content_id: seriesIdSchema.nullable().optional(),
  })
  .strict()
  .refine((b) => !isPerContentPlan(b.subscription_type) || Boolean(b.content_id), {
    error: MONETIZATION_ERRORS.contentIdRequired,
    path: ['content_id'],
  });
export type CreateSubscriptionBody = z.input<typeof createSubscriptionBodySchema>;

/** A pending payment to settle on /payment. */
export const createSubscriptionResponseSchema = z.object({
  payment_id: uuidSchema,
  /** US dollars. */
  amount: z.number().nonnegative(),
  amount_cents: z.number().int().nonnegative(),
  subscription_type: z.enum(PLAN_IDS),
  /** The series a per-content purchase is for; null for monthly/annual. */
  content_id: seriesIdSchema.nullable(),
});
export type CreateSubscriptionResponse = z.infer<typeof createSubscriptionResponseSchema>;

/** docs/product/subscriptions.md#subscription-records */
export const subscriptionRecordSchema = z.object({
  id: uuidSchema,
  subscription_type: z.enum(PLAN_IDS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  start_date: isoDate,
  /** null for per-content purchases (they do not expire). */
  end_date: isoDate.nullable(),
  content_id: seriesIdSchema.nullable(),
  /**
   * My subscriptions' per-content purchases: the series' title while it is published, else
   * null. Optional for older clients; always sent there.
   */
  content_title: z.string().nullable().optional(),
  /**
   * My subscriptions' per-content purchases: true while the series is withdrawn or deleted
   * (docs/product/wallet.md#a-bought-series). Optional for older clients; always sent there.
   */
  content_withdrawn: z.boolean().optional(),
  /**
   * A monthly or annual plan that buys its next period at end_date
   * (docs/product/subscriptions.md#renewal); false once cancelled, and for purchases. Optional
   * for older clients; always sent.
   */
  renews: z.boolean().optional(),
});
export type SubscriptionRecord = z.infer<typeof subscriptionRecordSchema>;

/** Newest first. */
export const mySubscriptionsResponseSchema = z.object({
  subscriptions: z.array(subscriptionRecordSchema),
});
export type MySubscriptionsResponse = z.infer<typeof mySubscriptionsResponseSchema>;

/** POST calls without input: no body (null once parsed), or `{}`. */
export const emptyBodySchema = z.object({}).strict().nullish();

/**
 * Cancelling turns renewal off: the plan's status becomes 'cancelled', its access runs to its
 * end_date, and it is not charged again (404 without an active plan).
 */
export const cancelSubscriptionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  subscription: subscriptionRecordSchema,
});
export type CancelSubscriptionResponse = z.infer<typeof cancelSubscriptionResponseSchema>;

/** GET /api/subscriptions/validate-access/{id} (a series id). */
export const validateAccessResponseSchema = z.object({
  has_access: z.boolean(),
  access_type: z.enum(ACCESS_TYPES),
  /** Episodes this user unlocked one by one (docs/product/wallet.md#access); always sent. */
  unlocked_episodes: z.array(z.number().int().positive()).optional(),
  /** Episodes this user cannot play yet (priced, not unlocked, no access); always sent. */
  locked_episodes: z.array(z.number().int().positive()).optional(),
});
export type ValidateAccessResponse = z.infer<typeof validateAccessResponseSchema>;
