import { z } from 'zod';
import { PROFILE } from '../account/constants';
import { PRICES_CENTS } from '../subscriptions/constants';
import { episodeNumberParamSchema, seriesIdSchema, uuidSchema } from '../common/ids';
import { CHECK_IN_SCHEDULE, COIN_PACKS, EPISODE_PRICE } from './constants';

/**
 * The viewer economy (docs/product/wallet.md): a coin ledger, daily check-in rewards, coin packs
 * bought through the payment provider, and per-episode unlocks with a fair cap.
 */

/** The numbers of the economy. One coin is worth about one US cent. */
export const WALLET = {
  /** Granted once per account, on its first sign-in (the profile badge's promise). */
  firstSignInCoins: PROFILE.firstLoginCoins,
  /** Coins of day 1…7 of a check-in streak; day 8 starts again at day 1. */
  checkInSchedule: CHECK_IN_SCHEDULE,
  /** Check-ins closer together than this count as the same day (stops time-zone hopping). */
  checkInMinIntervalHours: 20,
  /** Bonus coins (grants) expire this long after they were granted; purchased coins never. */
  bonusExpiryDays: 30,
  /** Refunded bonus coins keep their grant's date, but last at least this long after the refund. */
  refundBonusGraceDays: 7,
  /** What one coin is worth, for the "about $x" comparisons. */
  coinValueCents: 1,
  /** Rewarded-ad unlocks one account may earn in any 24 hours. */
  rewardedAdsPerDay: 5,
  /** A coin price per episode an editor may set. */
  episodePrice: EPISODE_PRICE,
  /** History page size (default and maximum). */
  historyPage: { default: 20, max: 100 },
  /** The series price the fair cap compares with: the single-series purchase. */
  seriesPriceCents: PRICES_CENTS.individual,
} as const;

/** The fair cap in coins: once a viewer spent this much on one series, the rest unlocks. */
export const FAIR_CAP_COINS = Math.ceil(WALLET.seriesPriceCents / WALLET.coinValueCents);

// the coin packs on sale: ./constants.ts (COIN_PACKS), which the rewards page's first paint reads
export type CoinPack = (typeof COIN_PACKS)[number];
export const COIN_PACK_IDS = COIN_PACKS.map((pack) => pack.id) as [
  CoinPack['id'],
  ...CoinPack['id'][],
];
export type CoinPackId = CoinPack['id'];
export const findCoinPack = (id: string): CoinPack | undefined =>
  COIN_PACKS.find((pack) => pack.id === id);

/** A ledger entry's kind: grants are bonus coins (they expire), purchases never expire. */
export const COIN_ENTRY_KINDS = ['grant', 'purchase', 'spend', 'expiry', 'refund'] as const;
export type CoinEntryKind = (typeof COIN_ENTRY_KINDS)[number];

/** Why an entry was written (WALLET_TEXTS.reasons labels them). */
export const COIN_REASONS = [
  'first_sign_in',
  'daily_check_in',
  'coin_pack',
  'episode_unlock',
  'bonus_expiry',
  /** Coins of an unlock given back: its series or episode was deleted or withdrawn. */
  'refund',
] as const;
export type CoinReason = (typeof COIN_REASONS)[number];

/** How an episode was unlocked: with coins, by a rewarded ad, or by the fair cap. */
export const UNLOCK_VIA = ['coins', 'ad', 'cap'] as const;
export type UnlockVia = (typeof UNLOCK_VIA)[number];

/**
 * Whether one viewer may play one episode, and why: `free` (within the free episodes, or the
 * series sets no price), `subscription` / `purchase` (the existing access), `editor` (an editor
 * previewing), an unlock's `via`, or `locked`.
 */
export const EPISODE_ACCESS = [
  'free',
  'subscription',
  'purchase',
  'editor',
  ...UNLOCK_VIA,
  'locked',
] as const;
export type EpisodeAccess = (typeof EPISODE_ACCESS)[number];

const isoDate = z.iso.datetime();
const coins = z.number().int();

/** An IANA time zone (`Europe/Paris`); the server checks it against its zone database. */
export const timeZoneSchema = z.string().min(1).max(64);

// --- wallet -----------------------------------------------------------------------------------

export const coinEntrySchema = z.object({
  id: uuidSchema,
  kind: z.enum(COIN_ENTRY_KINDS),
  /** Signed: positive in, negative out. */
  coins,
  reason: z.enum(COIN_REASONS),
  series_id: seriesIdSchema.nullable(),
  episode_number: z.number().int().positive().nullable(),
  created_at: isoDate,
  /** Bonus grants only: when what is left of them expires. */
  expires_at: isoDate.nullable(),
});
export type CoinEntry = z.infer<typeof coinEntrySchema>;

/** Bonus coins that will expire, soonest first, by the date they expire. */
export const expiringCoinsSchema = z.object({
  coins: coins.positive(),
  expires_at: isoDate,
});
export type ExpiringCoins = z.infer<typeof expiringCoinsSchema>;

/** GET /api/wallet?cursor=&limit= (signed in). */
export const walletQuerySchema = z
  .object({
    /** Opaque: the previous page's next_cursor. */
    cursor: z.string().min(1).max(200).optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(WALLET.historyPage.max)
      .default(WALLET.historyPage.default),
  })
  .strict();
export type WalletQuery = z.input<typeof walletQuerySchema>;

export const walletSchema = z.object({
  /** bonus_balance + purchased_balance; never negative. */
  balance: coins.nonnegative(),
  bonus_balance: coins.nonnegative(),
  purchased_balance: coins.nonnegative(),
  expiring: z.array(expiringCoinsSchema),
  /** The ledger, newest first: one page. */
  entries: z.array(coinEntrySchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type Wallet = z.infer<typeof walletSchema>;

// --- rewards ----------------------------------------------------------------------------------

/** GET /api/rewards?time_zone= (signed in): today is the calendar day in that zone (UTC default). */
export const rewardsQuerySchema = z.object({ time_zone: timeZoneSchema.optional() }).strict();
export type RewardsQuery = z.input<typeof rewardsQuerySchema>;

export const rewardsSchema = z.object({
  schedule: z.array(coins.positive()),
  /** 1–7: the streak day today's check-in counts (or counted) as. */
  streak_day: z.number().int().min(1).max(7),
  /** Coins today's check-in grants (or granted). */
  today_reward: coins.positive(),
  checked_in_today: z.boolean(),
  /** The zone's calendar date today (YYYY-MM-DD). */
  local_date: z.string(),
  time_zone: z.string(),
  /** The earliest instant the next check-in is taken: the zone's next midnight, or later. */
  next_check_in_at: isoDate,
  balance: coins.nonnegative(),
  bonus_balance: coins.nonnegative(),
  expiring: z.array(expiringCoinsSchema),
});
export type Rewards = z.infer<typeof rewardsSchema>;

/** POST /api/rewards/check-in: once per calendar day in `time_zone` (UTC default). */
export const checkInBodySchema = z
  .object({ time_zone: timeZoneSchema.optional() })
  .strict()
  .nullish();
export type CheckInBody = z.input<typeof checkInBodySchema>;

/** The state after the call; `granted` is 0 when today was already checked in (no error). */
export const checkInResponseSchema = rewardsSchema.extend({ granted: coins.nonnegative() });
export type CheckInResponse = z.infer<typeof checkInResponseSchema>;

// --- coin packs -------------------------------------------------------------------------------

export const coinPackParamsSchema = z.object({ pack: z.enum(COIN_PACK_IDS) }).strict();

/**
 * POST /api/wallet/coin-packs/{pack}/purchase: a pending payment for the pack. Paying it
 * (coinPackPay) credits the coins once.
 */
export const coinPackCheckoutSchema = z.object({
  payment_id: uuidSchema,
  pack_id: z.enum(COIN_PACK_IDS),
  coins: coins.positive(),
  /** US dollars, for display; amount_cents is exact. */
  amount: z.number().nonnegative(),
  amount_cents: z.number().int().nonnegative(),
  /** The payment page shows a test-mode notice when true. */
  test_mode: z.boolean(),
});
export type CoinPackCheckout = z.infer<typeof coinPackCheckoutSchema>;

export const coinPackPaymentParamsSchema = z.object({ paymentId: uuidSchema }).strict();

/** POST /api/wallet/payments/{paymentId}/pay: idempotent; a repeat answers the same. */
export const coinPackPaymentResultSchema = z.object({
  success: z.literal(true),
  payment_id: uuidSchema,
  status: z.literal('succeeded'),
  pack_id: z.enum(COIN_PACK_IDS),
  coins: coins.positive(),
  balance: coins.nonnegative(),
});
export type CoinPackPaymentResult = z.infer<typeof coinPackPaymentResultSchema>;

// --- unlocks ----------------------------------------------------------------------------------

export const episodeUnlockParamsSchema = z
  .object({ id: seriesIdSchema, number: episodeNumberParamSchema })
  .strict();

/** A client-made key per click intent: a repeat with the same key charges once. */
export const idempotencyKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'idempotency_key: 8–64 letters, digits, _ or -');

/** POST /api/series/{id}/episodes/{n}/unlock {idempotency_key} (signed in). */
export const unlockEpisodeBodySchema = z.object({ idempotency_key: idempotencyKeySchema }).strict();
export type UnlockEpisodeBody = z.input<typeof unlockEpisodeBodySchema>;

/** The episode is playable; `charged` is 0 on a repeat or when it already was. */
export const unlockResultSchema = z.object({
  series_id: seriesIdSchema,
  episode_number: z.number().int().positive(),
  access: z.enum(EPISODE_ACCESS),
  charged: coins.nonnegative(),
  balance: coins.nonnegative(),
  /** The fair cap was reached: every episode of the series is unlocked now. */
  cap_reached: z.boolean(),
});
export type UnlockResult = z.infer<typeof unlockResultSchema>;

/** POST /api/series/{id}/episodes/{n}/rewarded-ad (signed in): a session for one VAST ad. */
export const rewardedAdSessionSchema = z.object({
  ad_session_id: uuidSchema,
  /** The VAST document to play; its `complete` tracking reports to the server, which unlocks. */
  vast_url: z.string(),
  /** Rewarded ads left in the last 24 hours after this one. */
  remaining_today: z.number().int().nonnegative(),
});
export type RewardedAdSession = z.infer<typeof rewardedAdSessionSchema>;

export const rewardedAdClaimParamsSchema = episodeUnlockParamsSchema.extend({
  session: uuidSchema,
});

/** The per-episode state of one viewer. */
export const episodeAccessSchema = z.object({
  episode_number: z.number().int().positive(),
  access: z.enum(EPISODE_ACCESS),
  /** Coins to unlock it; null unless locked. */
  price: coins.positive().nullable(),
});
export type EpisodeAccessState = z.infer<typeof episodeAccessSchema>;

/** What finishing the series costs from here; null when nothing is locked. */
export const costToFinishSchema = z.object({
  episodes: z.number().int().positive(),
  /** Coins for the locked episodes, never more than the fair cap leaves to spend. */
  coins: coins.positive(),
  usd_cents_equivalent: z.number().int().nonnegative(),
  series_price_cents: z.number().int().nonnegative(),
  /** The cheaper way to finish; 'buy' on a tie (buying also removes the ads). */
  cheaper: z.enum(['coins', 'buy']),
});
export type CostToFinish = z.infer<typeof costToFinishSchema>;

/** GET /api/series/{id}/unlocks: public; with the bearer, the caller's unlocks and balance. */
export const seriesUnlocksSchema = z.object({
  series_id: seriesIdSchema,
  /** null: every episode is free (the default). */
  free_episodes: z.number().int().nonnegative().nullable(),
  coin_price_per_episode: coins.positive().nullable(),
  /** Episode numbers this viewer unlocked (by coins, ad or cap). */
  unlocked: z.array(z.number().int().positive()),
  /** 'all' when every episode plays for this viewer. */
  access: z.enum(['all', 'partial']),
  episodes: z.array(episodeAccessSchema),
  /** Coins this viewer spent on the series, and the fair cap they count towards. */
  coins_spent: coins.nonnegative(),
  fair_cap_coins: coins.positive(),
  cost_to_finish: costToFinishSchema.nullable(),
  /** The caller's balance; null for guests. */
  balance: coins.nonnegative().nullable(),
  /** Rewarded ads left in the last 24 hours; null for guests. */
  rewarded_ads_left: z.number().int().nonnegative().nullable(),
});
export type SeriesUnlocks = z.infer<typeof seriesUnlocksSchema>;
