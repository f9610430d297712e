/** The web app's own words around the economy (the contract's WALLET_TEXTS hold the shared ones). */
export const ECONOMY_LABELS = {
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
} as const;
