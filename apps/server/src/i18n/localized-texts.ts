import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { type Locale, type TextTree } from '@app/contract';
import ar from '@app/contract/catalogs/ar.json';
import es from '@app/contract/catalogs/es.json';
import ptBR from '@app/contract/catalogs/pt-BR.json';

const CATALOGS: Record<Exclude<Locale, 'en'>, Record<string, string>> = {
  es,
  'pt-BR': ptBR,
  ar,
};

// each tree's copy per locale, made once: mails ask for the same texts again and again
const copies = new Map<string, unknown>();

// each locale compiled once, on first use
const compiled = new Map<Locale, { i18n: I18n; messages: Messages }>();

const catalogFor = (locale: Exclude<Locale, 'en'>) => {
  let entry = compiled.get(locale);
  if (!entry) {
    const messages = Object.fromEntries(
      Object.entries(CATALOGS[locale]).map(([key, message]) => [key, compileMessage(message)]),
    );
    entry = { i18n: setupI18n({ locale, messages: { [locale]: messages } }), messages };
    compiled.set(locale, entry);
  }
  return entry;
};

const copy = (
  key: string,
  value: unknown,
  translate: (key: string, args: unknown[]) => string | undefined,
): unknown => {
  if (typeof value === 'string') return translate(key, []) ?? value;
  if (typeof value === 'function') {
    return (...args: unknown[]) =>
      translate(key, args) ?? (value as (...a: unknown[]) => string)(...args);
  }
  if (Array.isArray(value)) return value.map((item, i) => copy(`${key}.${i}`, item, translate));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, child]) => [
        name,
        copy(`${key}.${name}`, child, translate),
      ]),
    );
  }
  return value;
};

/**
 * A texts tree (registered as `id`) in `locale`, as a copy: the server answers many languages at
 * once, so it never rewrites the shared tree as the web app does. English, and any message the
 * catalog lacks, is the tree's own text.
 */
export const localizedTexts = <T extends TextTree>(locale: Locale, id: string, tree: T): T => {
  if (locale === 'en') return tree;
  const cached = copies.get(`${locale}:${id}`);
  if (cached) return cached as T;
  const { i18n, messages } = catalogFor(locale);
  const translate = (key: string, args: unknown[]) =>
    key in messages
      ? i18n._(key, Object.fromEntries(args.map((value, i) => [String(i), value])))
      : undefined;
  const localized = copy(id, tree, translate) as T;
  copies.set(`${locale}:${id}`, localized);
  return localized;
};
