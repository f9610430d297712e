import { createSubscriptionResponseSchema, type CreateSubscriptionResponse } from '@app/contract';
import { safeNextPath } from '../auth/next-path';

/**
 * What /payment needs (payment id, plan, amount, subscription type, content id), carried in
 * the navigation state by whoever created the payment.
 */
export type PaymentState = {
  order: CreateSubscriptionResponse;
  /** The series a per-content purchase is for, for the order summary. */
  contentTitle: string | null;
  /** Where the viewer goes after paying: the page the purchase started from. */
  returnTo: string;
};

/**
 * The navigation state as /payment may trust it, or null. History state survives reloads and
 * is written by scripts too: check it like any input.
 */
export function readPaymentState(state: unknown): PaymentState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { order, contentTitle, returnTo } = state as Partial<Record<keyof PaymentState, unknown>>;
  const parsed = createSubscriptionResponseSchema.safeParse(order);
  if (!parsed.success) return null;
  return {
    order: parsed.data,
    contentTitle: typeof contentTitle === 'string' && contentTitle !== '' ? contentTitle : null,
    returnTo: safeNextPath(returnTo) ?? '/',
  };
}
