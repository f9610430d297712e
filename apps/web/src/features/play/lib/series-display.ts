import { PROFILE } from '@app/contract';

/** The cast preview shows 3 names, then '+N more'. */
export function castPreview(cast: readonly string[]) {
  return {
    names: cast.slice(0, PROFILE.castPreviewCount),
    more: Math.max(0, cast.length - PROFILE.castPreviewCount),
  };
}
