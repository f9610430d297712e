import { z } from 'zod';
import { seriesIdSchema, uuidSchema } from '../common/ids';
import { PLAN_IDS, subscriptionRecordSchema } from '../subscriptions/subscriptions';

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** GET /api/payments/config: the simulated provider is always in test mode. */
export const paymentConfigResponseSchema = z.object({ test_mode: z.boolean() });
export type PaymentConfigResponse = z.infer<typeof paymentConfigResponseSchema>;

export const paymentIdParamsSchema = z.object({ paymentId: uuidSchema }).strict();

/**
 * POST /api/payments/simulate-payment/{paymentId} (and confirm-payment). Settling is
 * idempotent: a repeat answers the same result and changes nothing.
 */
export const paymentResultSchema = z.object({
  success: z.literal(true),
  payment_id: uuidSchema,
  status: z.literal('succeeded'),
  subscription: subscriptionRecordSchema,
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** For a real provider's client; the web app does not call it. Implemented on the simulated one. */
export const createPaymentIntentBodySchema = z
  .object({
    payment_id: uuidSchema,
    subscription_type: z.enum(PLAN_IDS),
    content_id: seriesIdSchema.nullable().optional(),
  })
  .strict();
export type CreatePaymentIntentBody = z.input<typeof createPaymentIntentBodySchema>;

export const paymentIntentSchema = z.object({
  payment_intent_id: z.string(),
  client_secret: z.string(),
  payment_id: uuidSchema,
  amount: z.number().nonnegative(),
  amount_cents: z.number().int().nonnegative(),
  currency: z.literal('usd'),
  status: z.enum(PAYMENT_STATUSES),
});
export type PaymentIntent = z.infer<typeof paymentIntentSchema>;

/** Intent ids come from the provider: bounded, URL-safe. */
export const PAYMENT_INTENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
export const confirmPaymentBodySchema = z
  .object({ payment_intent_id: z.string().regex(PAYMENT_INTENT_ID_PATTERN) })
  .strict();
export type ConfirmPaymentBody = z.input<typeof confirmPaymentBodySchema>;
