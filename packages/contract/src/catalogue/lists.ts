import { z } from 'zod';
import { defineTexts } from '../common/texts';

/** The nine known series lists (docs/product/catalogue.md#lists), in display order. */
export const KNOWN_LISTS = [
  { name: 'featured', displayName: 'Featured', description: 'Hand-picked for the hero banner' },
  { name: 'top-picks', displayName: 'Top Picks', description: 'Our editors’ favourites' },
  { name: 'trending-now', displayName: 'Trending Now', description: 'What everyone is watching' },
  { name: 'popular', displayName: 'Popular', description: 'Most watched of all time' },
  { name: 'new-releases', displayName: 'New Releases', description: 'Fresh episodes this week' },
  { name: 'top-rated', displayName: 'Top Rated', description: 'Highest rated by viewers' },
  { name: 'must-watch', displayName: 'Must Watch', description: 'Do not miss these' },
  { name: 'recommended', displayName: 'Recommended', description: 'Picked for you' },
  { name: 'coming-soon', displayName: 'Coming Soon', description: 'Premieres on the way' },
] as const;
export type ListName = (typeof KNOWN_LISTS)[number]['name'];
export const LIST_NAMES = KNOWN_LISTS.map((l) => l.name) as [ListName, ...ListName[]];
export const listNameSchema = z.enum(LIST_NAMES);

/**
 * The known lists' names as the home page shows them, per language: the catalogue answers a
 * `?lang=` call with these (docs/product/i18n.md#series-in-the-viewers-language).
 */
export const LIST_NAME_TEXTS = /* @__PURE__ */ defineTexts(
  'catalogueLists',
  Object.fromEntries(KNOWN_LISTS.map((l) => [l.name, l.displayName])) as Record<ListName, string>,
);

/** The known lists' descriptions as the studio shows them, per language. */
export const LIST_DESCRIPTION_TEXTS = /* @__PURE__ */ defineTexts(
  'catalogueListDescriptions',
  Object.fromEntries(KNOWN_LISTS.map((l) => [l.name, l.description])) as Record<ListName, string>,
);

export const listDisplayName = (name: string): string =>
  KNOWN_LISTS.find((l) => l.name === name)?.displayName ?? name;

/** The list that feeds the home hero carousel. */
export const HERO_LIST: ListName = 'featured';
