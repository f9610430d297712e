import { AUTHOR_TEXTS, authorAvatarUrl, type AuthorProfile } from '@app/contract';

/**
 * What the page shows when the author is unknown or the profile failed to load: the name from
 * the address, its generated avatar, no series (docs/product/authors.md#when-loading-fails).
 */
export const genericProfile = (name: string): AuthorProfile => ({
  name,
  avatar: authorAvatarUrl(name),
  description: AUTHOR_TEXTS.genericDescription,
  followerCount: 0,
  isFollowing: false,
  series: [],
});
