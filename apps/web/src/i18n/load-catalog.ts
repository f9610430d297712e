import { setupI18n, type Messages } from '@lingui/core';
import { definedTexts, onTextsDefined, type Locale } from '@app/contract';
import { setServerTextLocalizer } from '../lib/api-error';
import { englishKeyOf, restoreEnglish, translateTexts, type Translate } from './translate-texts';

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
 * Loads `locale`'s compiled catalog and translates every texts tree into it: those loaded now,
 * and each one a lazy chunk brings later. Lingui formats the ICU messages (plurals by the
 * locale's rules, numbers the locale's way).
 */
export const applyCatalog = async (locale: NonDefaultLocale): Promise<void> => {
  const messages = (await CATALOGS[locale]()).default;
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  const has = (key: string) => key in messages;
  const translate: Translate = (key, args) =>
    i18n._(key, Object.fromEntries(args.map((value, i) => [String(i), isolate(value)])));
  stopFollowing?.();
  translateTexts(definedTexts(), has, translate);
  stopFollowing = onTextsDefined((id, tree) =>
    translateTexts(new Map([[id, tree]]), has, translate),
  );
  // the server's English details and messages that are the contract's texts, translated too
  setServerTextLocalizer((text) => {
    const key = englishKeyOf(text);
    return key === undefined ? text : translate(key, []);
  });
};

/** Back to the English texts; trees loaded later stay English. */
export const stopCatalog = (): void => {
  stopFollowing?.();
  stopFollowing = undefined;
  setServerTextLocalizer((text) => text);
  restoreEnglish();
};
