import { KNOWN_LISTS, LIST_DESCRIPTION_TEXTS, LIST_NAME_TEXTS, type ListName } from '@app/contract';

type ShownList = { name: string; displayName: string; description: string };

const builtIn = (name: string) => KNOWN_LISTS.find((known) => known.name === name);

/** A known list under its built-in name, in the page's language; an editor's own name as it is. */
export const shownListName = (list: Pick<ShownList, 'name' | 'displayName'>): string =>
  builtIn(list.name)?.displayName === list.displayName
    ? LIST_NAME_TEXTS[list.name as ListName]
    : list.displayName;

/** A known list's built-in description in the page's language; an editor's own as it is. */
export const shownListDescription = (list: Pick<ShownList, 'name' | 'description'>): string =>
  builtIn(list.name)?.description === list.description
    ? LIST_DESCRIPTION_TEXTS[list.name as ListName]
    : list.description;
