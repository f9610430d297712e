import { LIST_TAG_PREFIX, PROFILE } from '@app/contract';

/** `list:` tags mark list membership; viewers never see them. */
export const visibleTags = (tags: readonly string[]): string[] =>
  tags.filter((tag) => !tag.startsWith(LIST_TAG_PREFIX) && tag.trim() !== '');

/** Spec §9: the cast preview shows 3 names, then '+N more'. */
export function castPreview(cast: readonly string[]) {
  return {
    names: cast.slice(0, PROFILE.castPreviewCount),
    more: Math.max(0, cast.length - PROFILE.castPreviewCount),
  };
}
