import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { SourceMessage } from './messages';

/** A locale's messages by key, as the catalog files hold them (ICU MessageFormat). */
export type Catalog = Readonly<Record<string, string>>;

/** Plural categories a plural must give in each locale (CLDR); Arabic has all six. */
const pluralCategories = (locale: string): string[] =>
  new Intl.PluralRules(locale).resolvedOptions().pluralCategories;

type Usage = { args: Set<string>; plurals: { arg: string; forms: string[] }[] };

const usage = (
  compiled: CompiledMessage,
  into: Usage = { args: new Set(), plurals: [] },
): Usage => {
  for (const token of compiled) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    into.args.add(name);
    if ((type === 'plural' || type === 'select' || type === 'selectordinal') && format) {
      const choices = format as Record<string, CompiledMessage | number | undefined>;
      if (type === 'plural') {
        into.plurals.push({ arg: name, forms: Object.keys(choices).filter((k) => k !== 'offset') });
      }
      for (const [key, choice] of Object.entries(choices)) {
        if (key !== 'offset' && Array.isArray(choice)) usage(choice, into);
      }
    }
  }
  return into;
};

/**
 * What is wrong with `catalog` for `locale` against the English `source`: keys missing or extra,
 * messages that do not parse, arguments other than the English message's, and plurals that lack
 * one of the locale's plural categories (exact `=N` forms are extra, never instead).
 */
export const checkCatalog = (
  locale: string,
  catalog: Catalog,
  source: ReadonlyMap<string, SourceMessage>,
): string[] => {
  const problems: string[] = [];
  const categories = pluralCategories(locale);
  for (const key of source.keys()) {
    if (!(key in catalog)) problems.push(`${locale}: missing ${key}`);
  }
  for (const [key, message] of Object.entries(catalog)) {
    const expected = source.get(key);
    if (!expected) {
      problems.push(`${locale}: extra ${key}`);
      continue;
    }
    let compiled: CompiledMessage;
    try {
      compiled = compileMessageOrThrow(message);
    } catch (error) {
      problems.push(`${locale}: ${key} does not parse: ${(error as Error).message.split('\n')[0]}`);
      continue;
    }
    const used = usage(compiled);
    const args = [...used.args].sort();
    if (args.join(',') !== expected.args.join(',')) {
      problems.push(
        `${locale}: ${key} uses {${args.join('}, {')}}; English uses {${expected.args.join('}, {')}}`,
      );
    }
    for (const plural of used.plurals) {
      const missing = categories.filter((c) => !plural.forms.includes(c));
      if (missing.length > 0) {
        problems.push(`${locale}: ${key} plural of {${plural.arg}} lacks ${missing.join(', ')}`);
      }
    }
  }
  return problems;
};
