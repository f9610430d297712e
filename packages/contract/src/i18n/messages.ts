import type { TextTree } from '../common/texts';

/** One message of the catalogs: a text, or a function of `arity` positional arguments. */
export type SourceMessage = {
  /** The English text as a message: a function's arguments appear as {0}, {1}… */
  english: string;
  /** 0 for a plain text. */
  arity: number;
  /** The arguments the English message uses ({0}, {1}…); a translation must use the same. */
  args: string[];
};

const ARG = /\{(\d+)\}/g;

/**
 * Every text of `trees` by message key (`<tree id>.<path>`; list items by index). A function is
 * rendered with its arguments as placeholders; one that needs real values (a number method, say)
 * is rendered with 2, 3… and states all its arguments.
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
  const all = Array.from({ length: arity }, (_, i) => String(i));
  try {
    const english = String(fn(...all.map((i) => `{${i}}`)));
    const args = [...new Set([...english.matchAll(ARG)].map((m) => m[1] ?? ''))].sort();
    return { english, arity, args: args.length > 0 ? args : all };
  } catch {
    const english = String(fn(...all.map((i) => Number(i) + 2)));
    return { english, arity, args: all };
  }
};
