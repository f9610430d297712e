import { LIST_TAG_PREFIX, listDisplayName, type Episode } from '@app/contract';

/**
 * Tags as a viewer sees them (spec §2 "Series detail"): `list:` markers hidden, known list
 * names shown by their labels, duplicates dropped.
 */
export function visibleTags(tags: readonly string[]): string[] {
  const labels = tags
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '' && !tag.startsWith(LIST_TAG_PREFIX))
    .map(listDisplayName);
  return [...new Set(labels)];
}

export const sortEpisodes = (episodes: readonly Episode[]): Episode[] =>
  [...episodes].sort((a, b) => a.episodeNumber - b.episodeNumber);

/** Play Now starts at the first episode that has something to play. */
export const firstPlayableEpisode = (sorted: readonly Episode[]): Episode | undefined =>
  sorted.find((episode) => episode.videoUrl.trim() !== '');

export const playHref = (seriesId: string, episodeNumber: number) =>
  `/play?${new URLSearchParams({ id: seriesId, episode: String(episodeNumber) }).toString()}`;
