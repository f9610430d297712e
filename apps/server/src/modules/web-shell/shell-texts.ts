import type {
  AUTHOR_SHELL,
  FOR_YOU_SHELL,
  RANKINGS_EMPTY_SHELL,
  REWARDS_SHELL,
} from '@app/contract';
import {
  AUTHOR_TEXTS,
  authorAvatarUrl,
  authorBannerBackground,
  CHECK_IN_SCHEDULE,
  COIN_PACKS,
  FOR_YOU_TEXTS,
  formatUsd,
  RANKINGS_TEXTS,
  WALLET,
  WALLET_TEXTS,
  type Locale,
  type RankingKind,
  type ShellTexts,
} from '@app/contract';
import { localizedTexts } from '../../i18n/localized-texts';
import type { AuthorPageTop } from '../authors/authors.service';

/**
 * The texts of the author page's first paint (page-shell.ts) in the page's language: what the
 * app's first render shows there, so it replaces the shell without moving anything.
 */
export const authorShellTexts = (
  name: string,
  top: AuthorPageTop,
  locale: Locale,
): ShellTexts<typeof AUTHOR_SHELL> => {
  const texts = localizedTexts(locale, 'author', AUTHOR_TEXTS);
  return {
    banner: authorBannerBackground(name),
    avatar: authorAvatarUrl(name),
    about: texts.about,
    // the profile's own, as the API answers it
    description: top.description,
    seriesHeading: texts.seriesHeading,
    seriesCount: texts.seriesCount(top.seriesCount),
  };
};

/**
 * The texts of the rankings page's first paint with `kind` chosen, in the page's language (the
 * empty ranking's message too, which only the empty shell shows).
 */
export const rankingsShellTexts = (
  kind: RankingKind,
  locale: Locale,
): ShellTexts<typeof RANKINGS_EMPTY_SHELL> => {
  const texts = localizedTexts(locale, 'rankings', RANKINGS_TEXTS);
  const selected = (k: RankingKind) => String(k === kind);
  return {
    title: texts.title,
    ...texts.tabs,
    trendingSelected: selected('trending'),
    finishedSelected: selected('finished'),
    newSelected: selected('new'),
    completedSelected: selected('completed'),
    description: texts.descriptions[kind],
    empty: texts.empty,
  };
};

/**
 * The texts of the rewards page's first paint in the page's language: what WalletPage shows a
 * signed-in viewer before the rewards answer (the coin packs' buttons included), so its first
 * render replaces the shell without moving anything.
 */
export const rewardsShellTexts = (locale: Locale): ShellTexts<typeof REWARDS_SHELL> => {
  const texts = localizedTexts(locale, 'wallet', WALLET_TEXTS);
  const day = (n: number) => texts.economy.day(n);
  const pack = (i: number) =>
    texts.buyPack(COIN_PACKS[i]!.coins, formatUsd(COIN_PACKS[i]!.price_cents / 100, locale));
  return {
    title: texts.rewardsTitle,
    checkIn: texts.checkIn,
    streak: texts.streakDay(1, CHECK_IN_SCHEDULE.length),
    day1: day(1),
    day2: day(2),
    day3: day(3),
    day4: day(4),
    day5: day(5),
    day6: day(6),
    day7: day(7),
    expiringSoon: texts.expiringSoon,
    expiryNote: `${texts.bonusExpiryNote(WALLET.bonusExpiryDays)} ${texts.neverExpire}`,
    coinPacks: texts.coinPacks,
    pack1: pack(0),
    pack2: pack(1),
    pack3: pack(2),
    neverExpire: texts.neverExpire,
  };
};

/**
 * The texts of the For You page's first paint in the page's language: the title and the loading
 * message ForYouPage shows while its first items come, so its first render replaces the shell
 * without moving anything.
 */
export const forYouShellTexts = (locale: Locale): ShellTexts<typeof FOR_YOU_SHELL> => {
  const texts = localizedTexts(locale, 'forYou', FOR_YOU_TEXTS);
  return { title: texts.title, loading: texts.loading };
};
