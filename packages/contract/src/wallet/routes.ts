import type { RouteDef } from '../common/route-def';
import { emptyQuerySchema, seriesIdParamsSchema } from '../common/ids';
import { emptyBodySchema } from '../subscriptions/subscriptions';
import {
  checkInBodySchema,
  checkInResponseSchema,
  coinPackCheckoutSchema,
  coinPackParamsSchema,
  coinPackPaymentParamsSchema,
  coinPackPaymentResultSchema,
  episodeUnlockParamsSchema,
  rewardedAdClaimParamsSchema,
  rewardedAdSessionSchema,
  rewardsQuerySchema,
  rewardsSchema,
  seriesUnlocksSchema,
  unlockEpisodeBodySchema,
  unlockResultSchema,
  walletQuerySchema,
  walletSchema,
} from './wallet';

/** The wallet calls: each its own export, so a bundle carries only the calls it makes. */

export const walletRoute = {
  method: 'GET',
  path: '/api/wallet',
  access: 'user',
  querystring: walletQuerySchema,
  response: walletSchema,
} as const satisfies RouteDef;

export const rewardsRoute = {
  method: 'GET',
  path: '/api/rewards',
  access: 'user',
  querystring: rewardsQuerySchema,
  response: rewardsSchema,
} as const satisfies RouteDef;

export const checkInRoute = {
  method: 'POST',
  path: '/api/rewards/check-in',
  access: 'user',
  body: checkInBodySchema,
  response: checkInResponseSchema,
} as const satisfies RouteDef;

export const coinPackPurchaseRoute = {
  method: 'POST',
  path: '/api/wallet/coin-packs/:pack/purchase',
  access: 'user',
  params: coinPackParamsSchema,
  body: emptyBodySchema,
  response: coinPackCheckoutSchema,
} as const satisfies RouteDef;

export const coinPackPayRoute = {
  method: 'POST',
  path: '/api/wallet/payments/:paymentId/pay',
  access: 'user',
  params: coinPackPaymentParamsSchema,
  body: emptyBodySchema,
  response: coinPackPaymentResultSchema,
} as const satisfies RouteDef;

/** Public; with a bearer, the caller's unlocks, balance and cost to finish. */
export const seriesUnlocksRoute = {
  method: 'GET',
  path: '/api/series/:id/unlocks',
  access: 'optional',
  params: seriesIdParamsSchema,
  querystring: emptyQuerySchema,
  response: seriesUnlocksSchema,
} as const satisfies RouteDef;

export const unlockEpisodeRoute = {
  method: 'POST',
  path: '/api/series/:id/episodes/:number/unlock',
  access: 'user',
  params: episodeUnlockParamsSchema,
  body: unlockEpisodeBodySchema,
  response: unlockResultSchema,
} as const satisfies RouteDef;

export const rewardedAdRoute = {
  method: 'POST',
  path: '/api/series/:id/episodes/:number/rewarded-ad',
  access: 'user',
  params: episodeUnlockParamsSchema,
  body: emptyBodySchema,
  response: rewardedAdSessionSchema,
} as const satisfies RouteDef;

/** The unlock once the session's VAST `complete` reached the server; 409 before. */
export const claimRewardedAdRoute = {
  method: 'POST',
  path: '/api/series/:id/episodes/:number/rewarded-ad/:session/claim',
  access: 'user',
  params: rewardedAdClaimParamsSchema,
  body: emptyBodySchema,
  response: unlockResultSchema,
} as const satisfies RouteDef;
