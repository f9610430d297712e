/**
 * The viewer economy's constants the rewards page paints (docs/product/wallet.md). Free of zod
 * and of runtime imports: the web build (apps/web/build/page-shells.ts) imports it by path.
 */
import type { PageShellFiles } from '../catalogue/constants';

/**
 * The coin price per episode an editor may set (the wallet's WALLET.episodePrice). Here, not in
 * the studio's module: the viewer's unlock calls read it, and importing the studio's module for
 * it built every studio schema on every viewer's page.
 */
export const EPISODE_PRICE = { min: 1, max: 1000 } as const;

/** Coins of day 1…7 of a check-in streak; day 8 starts again at day 1. */
export const CHECK_IN_SCHEDULE = [5, 5, 10, 10, 15, 15, 30] as const;

/** The coin packs on sale; `price_cents` in US cents. */
export const COIN_PACKS = [
  { id: 'coins-100', coins: 100, price_cents: 99 },
  { id: 'coins-500', coins: 500, price_cents: 499 },
  { id: 'coins-1200', coins: 1200, price_cents: 999 },
] as const;

/**
 * The rewards page's first paint: the header's box, the heading, the check-in card's and the
 * expiry section's boxes as they stand while the rewards answer comes (the schedule, the streak's
 * line and the button's box), and the coin packs. The same for guests and signed-in viewers: the
 * server cannot tell them apart (the session is a bearer token the page keeps in localStorage).
 */
export const REWARDS_SHELL = {
  file: 'shell/rewards.html',
  cssFile: 'shell/rewards.css',
  textSlots: {
    title: '%REWARDS_TITLE%',
    checkIn: '%REWARDS_CHECK_IN%',
    /** The streak's line (unseen: for its height), as a first day's. */
    streak: '%REWARDS_STREAK%',
    /** The schedule's labels, one a day (CHECK_IN_SCHEDULE). */
    day1: '%REWARDS_DAY_1%',
    day2: '%REWARDS_DAY_2%',
    day3: '%REWARDS_DAY_3%',
    day4: '%REWARDS_DAY_4%',
    day5: '%REWARDS_DAY_5%',
    day6: '%REWARDS_DAY_6%',
    day7: '%REWARDS_DAY_7%',
    expiringSoon: '%REWARDS_EXPIRING%',
    expiryNote: '%REWARDS_EXPIRY_NOTE%',
    coinPacks: '%REWARDS_COIN_PACKS%',
    /** Each pack's button, in COIN_PACKS' order. */
    pack1: '%REWARDS_PACK_1%',
    pack2: '%REWARDS_PACK_2%',
    pack3: '%REWARDS_PACK_3%',
    neverExpire: '%REWARDS_NEVER_EXPIRE%',
  },
} as const satisfies PageShellFiles;
