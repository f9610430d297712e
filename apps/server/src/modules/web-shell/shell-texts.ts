import type { AUTHOR_SHELL, RANKINGS_EMPTY_SHELL } from '@app/contract';
import {
  AUTHOR_TEXTS,
  authorAvatarUrl,
  authorBannerBackground,
  RANKINGS_TEXTS,
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
