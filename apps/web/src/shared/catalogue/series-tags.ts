import { LIST_TAG_PREFIX, listDisplayName } from '@app/contract';

/**
 * Tags as a viewer sees them, on the series page and on /play alike: `list:` markers hidden,
 * known list names shown by their labels, blanks and duplicates dropped.
 */
export function visibleTags(tags: readonly string[]): string[] {
  const labels = tags
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '' && !tag.startsWith(LIST_TAG_PREFIX))
    .map(listDisplayName);
  return [...new Set(labels)];
}
