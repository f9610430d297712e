import type { TextTree } from '@app/contract';

/**
 * A message by key with positional arguments ({0}, {1}…), in the active locale; `english` is the
 * contract's text it stands for (a string, or the function of those arguments).
 */
export type Translate = (key: string, args: readonly unknown[], english: unknown) => string;

type Slot = { owner: Record<string | number, unknown>; name: string | number };

// each text's English value, kept the first time a translation replaces it
const english = new Map<string, { slot: Slot; value: unknown }>();
// and the other way: a plain English text's key, for texts the server sends (its details)
const keyOfEnglish = new Map<string, string>();

/** The message key of a plain English text (not a function's), if a translation replaced it. */
export const englishKeyOf = (text: string): string | undefined => keyOfEnglish.get(text);

const walk = (
  key: string,
  owner: Record<string | number, unknown>,
  name: string | number,
  visit: (key: string, slot: Slot, value: unknown) => void,
) => {
  const value = owner[name];
  if (typeof value === 'string' || typeof value === 'function') {
    visit(key, { owner, name }, value);
  } else if (Array.isArray(value)) {
    value.forEach((_, i) =>
      walk(`${key}.${i}`, value as unknown as Record<number, unknown>, i, visit),
    );
  } else if (value !== null && typeof value === 'object') {
    for (const child of Object.keys(value)) {
      walk(`${key}.${child}`, value as Record<string, unknown>, child, visit);
    }
  }
};

/**
 * Rewrites the texts of `trees` in place into a locale (docs/product/i18n.md#how-it-works): a
 * string becomes its translation, a function one that formats its translation with the same
 * arguments. Keys the catalog lacks keep their English. The texts objects are the contract's,
 * shared by every module that shows them, so a page, a toast or a module-level alias of a group
 * reads the active locale without knowing about it.
 */
export const translateTexts = (
  trees: ReadonlyMap<string, TextTree>,
  has: (key: string) => boolean,
  translate: Translate,
): void => {
  for (const [id, tree] of trees) {
    walk(id, { [id]: tree }, id, (key, slot, value) => {
      const original = english.get(key)?.value ?? value;
      if (!has(key)) {
        slot.owner[slot.name] = original;
        return;
      }
      if (!english.has(key)) {
        english.set(key, { slot, value });
        if (typeof value === 'string') keyOfEnglish.set(value, key);
      }
      slot.owner[slot.name] =
        typeof original === 'function'
          ? (...args: unknown[]) => translate(key, args, original)
          : translate(key, [], original);
    });
  }
};

/** Puts back the English of every text a translation replaced. */
export const restoreEnglish = (): void => {
  for (const { slot, value } of english.values()) slot.owner[slot.name] = value;
};
