import { PROFILE } from '../account/constants';
import { defineTexts } from '../common/texts';

/**
 * The viewer economy's texts (docs/product/wallet.md): the server's `detail` on refusals and the
 * labels the web app shows, verbatim.
 */
export const WALLET_ERRORS = /* @__PURE__ */ defineTexts('walletErrors', {
  insufficientCoins: (price: number, balance: number) =>
    `Not enough coins: this episode costs ${price} coins and you have ${balance}`,
  episodeNotFound: (n: number) => `Episode ${n} does not exist`,
  seriesNotFound: 'No published series with that id',
  notForSale: 'This episode is free: there is nothing to unlock',
  alreadyUnlocked: 'You can already watch this episode',
  idempotencyKeyReused: 'This idempotency_key was already used for another episode',
  unknownPack: 'No coin pack with that id',
  invalidTimeZone: 'time_zone must be an IANA time zone such as Europe/Paris',
  alreadyCheckedIn: 'You already checked in today',
  adDailyLimit: (limit: number) =>
    `You have watched ${limit} rewarded ads today: unlock with coins, or come back tomorrow`,
  adSessionNotFound: 'Rewarded ad session not found',
  adNotCompleted: 'The ad has not reported completion: watch it to the end to unlock',
  viewerIdRequired: 'Sign in, or send your viewer_id',
  myListFull: (max: number) => `My List holds at most ${max} series: remove one first`,
  cursorInvalid: 'Invalid cursor',
});

export const WALLET_TEXTS = /* @__PURE__ */ defineTexts('wallet', {
  // wallet and history
  wallet: 'Wallet',
  coins: (n: number) => (n === 1 ? '1 coin' : `${n} coins`),
  /** The word after a number shown alone ('40' then, for screen readers, 'coins'). */
  coinsWord: (_count: number) => 'coins',
  balance: 'Balance',
  bonusCoins: 'Bonus coins',
  purchasedCoins: 'Purchased coins',
  history: 'Coin history',
  noHistory: 'No coin activity yet.',
  loadMore: 'Load more',
  expiresOn: (date: string) => `expires ${date}`,
  expiringSoon: 'Expiring bonus coins',
  neverExpire: 'Purchased coins never expire.',
  entryKinds: {
    grant: 'Bonus',
    purchase: 'Purchase',
    spend: 'Unlock',
    expiry: 'Expired',
    refund: 'Refund',
  },
  reasons: {
    first_sign_in: `First sign-in bonus (${PROFILE.firstLoginCoins} coins)`,
    daily_check_in: 'Daily check-in',
    coin_pack: 'Coin pack',
    episode_unlock: 'Episode unlock',
    bonus_expiry: 'Bonus coins expired',
    refund: 'Refund: withdrawn by its editor',
  },
  // rewards
  rewardsTitle: 'Rewards',
  checkIn: 'Check in',
  checkedIn: 'Checked in today',
  checkInReward: (n: number) => `Check in for ${n} coins`,
  streakDay: (day: number, days: number) => `Day ${day} of ${days}`,
  nextCheckIn: (when: string) => `Next check-in ${when}`,
  bonusExpiryNote: (days: number) => `Bonus coins expire after ${days} days.`,
  signInForRewards: 'Sign in to collect daily rewards',
  // packs
  coinPacks: 'Coin packs',
  buyPack: (coins: number, price: string) => `${coins} coins for ${price}`,
  packBought: (coins: number) => `${coins} coins added to your wallet`,
  // unlocks
  locked: 'Locked',
  free: 'Free',
  episodePrice: (n: number) => `${n} coins`,
  unlockWithCoins: (n: number) => `Unlock for ${n} coins`,
  unlockWithAd: 'Watch an ad to unlock',
  unlocked: 'Unlocked',
  signInToUnlock: 'Sign in to unlock',
  /** The gate of an episode its editor locked without a price: a plan or a purchase opens it. */
  signInToWatch: 'Sign in to watch',
  costToFinish: (episodes: number, coins: number, dollars: string) =>
    `Unlock the remaining ${episodes} ${episodes === 1 ? 'episode' : 'episodes'}: ${coins} coins (about ${dollars})`,
  orBuySeries: (price: string) => `or buy the series for ${price}`,
  /** The accessible name of the cost upfront's box. */
  costToFinishLabel: 'Cost to finish',
  cheaper: 'Cheaper',
  fairCapNote: (coins: number) =>
    `Fair cap: once you have spent ${coins} coins on this series, the rest unlocks for free.`,
  // AI disclosure
  aiDisclosure: { none: '', partial: 'Partly AI-generated', full: 'AI-generated' },
  // my list
  myList: 'My List',
  addToMyList: 'Add to My List',
  removeFromMyList: 'Remove from My List',
  myListEmpty: 'Nothing in My List yet.',
  /** The web's own words around the economy: locked episodes, rewarded ads, the rewards page. */
  economy: {
    lockedTitle: (n: number) => `Episode ${n} is locked`,
    balance: (coins: string) => `Your balance: ${coins}`,
    getCoins: 'Get coins',
    unlocking: 'Unlocking…',
    adLoading: 'Preparing the ad…',
    adClaiming: 'Unlocking after the ad…',
    adNotFinished: 'The ad did not play to its end: nothing was unlocked.',
    adsLeft: (n: number) => `${n} left today`,
    cancelAd: 'Cancel',
    rewardedAd: 'Rewarded ad',
    day: (n: number) => `Day ${n}`,
    schedule: '7-day schedule',
    loadFailed: 'Could not load your rewards.',
  },
});
