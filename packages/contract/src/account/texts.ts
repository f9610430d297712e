import { PROFILE } from './constants';
import { defineTexts } from '../common/texts';

/** The profile/me page's texts (/login; docs/product/account.md), shown verbatim by the web app. */
export const PROFILE_TEXTS = /* @__PURE__ */ defineTexts('profile', {
  title: 'Me',
  guest: 'Guest',
  uid: (uid: string) => `UID: ${uid}`,
  signIn: 'Sign in',
  signOut: 'Sign out',
  firstLoginBadge: `Get ${PROFILE.firstLoginCoins} first login Coins!`,
  vipTitle: 'VIP',
  vipBenefits: ['Unlimited Viewing', 'Daily VIP Reward', 'Ad-Free', '1080P'],
  vipCta: 'Join VIP',
  wallet: 'Wallet',
  coins: 'Coins',
  walletLoadFailed: 'Could not load your wallet.',
  retry: 'Retry',
  /** Series bought with money (docs/product/wallet.md#a-bought-series). */
  purchases: 'Purchased series',
  boughtOn: (date: string) => `Bought ${date}`,
  purchaseWithdrawn:
    'Withdrawn by its editor. Payments are refunded by hand: ask support for yours.',
  tabBar: 'Sections',
  /** The bottom tab bar; Me is this page. */
  tabs: [
    { label: 'Home', to: '/' },
    { label: 'For You', to: '/foryou' },
    { label: 'Rankings', to: '/rankings' },
    { label: 'Rewards', to: '/rewards' },
    { label: 'Me', to: '/login' },
  ],
});
