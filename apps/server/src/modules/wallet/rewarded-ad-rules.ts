/**
 * When a rewarded ad's `complete` counts (docs/product/wallet.md#rewarded-ads): once the ad's
 * length has passed on the server's clock since its VAST was served. The player fetches the VAST
 * before it starts the ad, so a viewer who watched it to the end is always past that.
 */

/** A `complete` may arrive this much early: the player's and our clocks, and the pixel's trip. */
export const AD_COMPLETE_TOLERANCE_MS = 1000;

export type ServedAd = { vastServedAt: Date | null; adDurationMs: number | null };

/** Whether the ad served for a session could have played to its end by `now`. */
export const adWatched = (session: ServedAd, now: Date): boolean =>
  session.vastServedAt !== null &&
  session.adDurationMs !== null &&
  now.getTime() >= session.vastServedAt.getTime() + session.adDurationMs - AD_COMPLETE_TOLERANCE_MS;
