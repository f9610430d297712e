import type { TextTree } from '../common/texts';

/** One message of the catalogs: a text, or a function of `arity` positional arguments. */
export type SourceMessage = {
  /** The English text as a message: a function's arguments appear as {0}, {1}… */
  english: string;
  /** 0 for a plain text. */
  arity: number;
  /** The function's arguments ({0}, {1}…); a translation uses each of them. */
  args: string[];
};

/**
 * Every text of `trees` by message key (`<tree id>.<path>`; list items by index). A function is
 * rendered with its arguments as placeholders, or with 2, 3… where it computes with them (a
 * count's plural, a number method); a translation uses every argument either way.
 */
export const sourceMessages = (
  trees: ReadonlyMap<string, TextTree>,
): Map<string, SourceMessage> => {
  const out = new Map<string, SourceMessage>();
  const walk = (key: string, value: unknown) => {
    if (typeof value === 'string') out.set(key, { english: value, arity: 0, args: [] });
    else if (typeof value === 'function') out.set(key, functionMessage(value as TextFunction));
    else if (Array.isArray(value)) value.forEach((item, i) => walk(`${key}.${i}`, item));
    else if (value !== null && typeof value === 'object') {
      for (const [name, child] of Object.entries(value)) walk(`${key}.${name}`, child);
    }
  };
  for (const [id, tree] of trees) walk(id, tree);
  return out;
};

type TextFunction = (...args: unknown[]) => unknown;

const functionMessage = (fn: TextFunction): SourceMessage => {
  const arity = fn.length;
  const args = Array.from({ length: arity }, (_, i) => String(i));
  try {
    const english = String(fn(...args.map((i) => `{${i}}`)));
    if (args.every((i) => english.includes(`{${i}}`)) && !english.includes('NaN')) {
      return { english, arity, args };
    }
  } catch {
    // an argument it computes with: rendered with numbers below
  }
  return { english: String(fn(...args.map((i) => Number(i) + 2))), arity, args };
};
