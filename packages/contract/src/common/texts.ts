/**
 * A domain's user-facing English texts (the spec's, verbatim): strings, functions of their
 * arguments, lists, and nested groups. Every text is a message of the catalogs, keyed by the
 * tree's id and its path (`catalogue.detail.playNow`); docs/product/i18n.md.
 */
export type TextTree = { readonly [key: string]: unknown };

type TextsListener = (id: string, tree: TextTree) => void;

const trees = new Map<string, TextTree>();
const listeners = new Set<TextsListener>();

/**
 * Registers `tree` under `id` and returns it unchanged. The web app translates each tree in place
 * when its module loads, whichever chunk brings it, so a lazy page's texts arrive translated.
 */
export function defineTexts<const T extends TextTree>(id: string, tree: T): T {
  trees.set(id, tree);
  for (const listener of listeners) listener(id, tree);
  return tree;
}

/** Every tree registered so far, by id. */
export const definedTexts = (): ReadonlyMap<string, TextTree> => trees;

/** Calls `listener` for each tree registered from now on; returns the unsubscribe. */
export const onTextsDefined = (listener: TextsListener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
