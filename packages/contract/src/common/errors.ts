import { z } from 'zod';

/** Machine-readable error codes: every 4xx/5xx body carries one. */
export const ErrorCode = {
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_ID: 'INVALID_ID',
  NOT_FOUND: 'NOT_FOUND',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  BAD_REQUEST: 'BAD_REQUEST',
  UNAUTHORIZED: 'UNAUTHORIZED',
  FORBIDDEN: 'FORBIDDEN',
  RANGE_NOT_SATISFIABLE: 'RANGE_NOT_SATISFIABLE',
  RATE_LIMITED: 'RATE_LIMITED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  NOT_VERIFIED: 'NOT_VERIFIED',
  INVALID_CODE: 'INVALID_CODE',
  CONFLICT: 'CONFLICT',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  UNSUPPORTED_PROVIDER: 'UNSUPPORTED_PROVIDER',
  PROVIDER_NOT_CONFIGURED: 'PROVIDER_NOT_CONFIGURED',
  SHUTTING_DOWN: 'SHUTTING_DOWN',
  /** The payment provider declined (402). */
  PAYMENT_FAILED: 'PAYMENT_FAILED',
  /** The wallet holds fewer coins than the unlock costs (402). */
  INSUFFICIENT_COINS: 'INSUFFICIENT_COINS',
  /** A rewarded ad claimed before its VAST `complete` reached the server (409). */
  AD_NOT_COMPLETED: 'AD_NOT_COMPLETED',
  /** A priced or locked episode the caller has not unlocked (403): its media needs a grant. */
  EPISODE_LOCKED: 'EPISODE_LOCKED',
  INTERNAL: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorBodySchema = z.object({
  detail: z.string(),
  code: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
