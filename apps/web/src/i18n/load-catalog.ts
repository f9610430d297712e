import { setupI18n, type Messages } from '@lingui/core';
import { definedTexts, onTextsDefined, type Locale, type PSEUDO_LOCALE } from '@app/contract';
import { setServerTextLocalizer } from '../lib/api-error';
import { englishKeyOf, restoreEnglish, translateTexts, type Translate } from './translate-texts';
import { warmFormats } from './warm-formats';

export type NonDefaultLocale = Exclude<Locale, 'en'>;

// one chunk per locale, fetched only by a page shown in that locale
const CATALOGS: Record<NonDefaultLocale, () => Promise<{ default: Messages }>> = {
  es: () => import('virtual:catalog/es'),
  'pt-BR': () => import('virtual:catalog/pt-BR'),
  ar: () => import('virtual:catalog/ar'),
};

/**
 * A text value (a title, a username, a price) inside a sentence, isolated from its direction
 * (U+2068 FIRST STRONG ISOLATE … U+2069): an English title in an Arabic sentence keeps its words
 * in order, and the sentence its punctuation. Numbers are formatted by the message itself.
 */
const isolate = (value: unknown): unknown =>
  typeof value === 'string' && value !== '' ? `\u2068${value}\u2069` : value;

let stopFollowing: (() => void) | undefined;

/**
 * `locale`'s compiled catalog: whether it has a message, and the message formatted by Lingui
 * (ICU plurals by the locale's rules, numbers the locale's way).
 */
const catalogOf = async (
  locale: NonDefaultLocale,
): Promise<{ has: (key: string) => boolean; translate: Translate }> => {
  const messages = (await CATALOGS[locale]()).default;
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return {
    has: (key) => key in messages,
    translate: (key, args) =>
      i18n._(key, Object.fromEntries(args.map((value, i) => [String(i), isolate(value)]))),
  };
};

// the contract's locales module is not imported here: the chunks before the first render stay
// as they are (its constants are inlined, its imports would still split those chunks)
const hasCatalog = (locale: string): locale is NonDefaultLocale => locale in CATALOGS;

// the pseudo-locale has no catalog: its messages are made from the English texts as they are read
const pseudoCatalog = async () => ({
  has: () => true,
  translate: (await import('./pseudo-locale')).pseudoTranslate,
});

/**
 * Loads `locale`'s catalog and translates every texts tree into it: those loaded now, and each
 * one a lazy chunk brings later.
 */
export const applyCatalog = async (
  locale: NonDefaultLocale | typeof PSEUDO_LOCALE,
): Promise<void> => {
  // the locale's number formats in a task of their own, while its catalog is on its way
  const formatsWarm = hasCatalog(locale) ? warmFormats(locale) : undefined;
  const { has, translate } = await (hasCatalog(locale) ? catalogOf(locale) : pseudoCatalog());
  await formatsWarm;
  stopFollowing?.();
  translateTexts(definedTexts(), has, translate);
  stopFollowing = onTextsDefined((id, tree) =>
    translateTexts(new Map([[id, tree]]), has, translate),
  );
  // the server's English details and messages that are the contract's texts, translated too
  setServerTextLocalizer((text) => {
    const key = englishKeyOf(text);
    return key === undefined ? text : translate(key, [], text);
  });
};

/** Back to the English texts; trees loaded later stay English. */
export const stopCatalog = (): void => {
  stopFollowing?.();
  stopFollowing = undefined;
  setServerTextLocalizer((text) => text);
  restoreEnglish();
};
