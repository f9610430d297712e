import type { Episode } from '@app/contract';

/** /play without an id plays this series. */
export { DEFAULT_SERIES_ID } from '@app/contract';

export const sortEpisodes = (episodes: readonly Episode[]): Episode[] =>
  [...episodes].sort((a, b) => a.episodeNumber - b.episodeNumber);

/** The episode whose number matches the query, otherwise the first. */
export function pickEpisode(sorted: readonly Episode[], episodeParam: string | null) {
  const wanted = Number(episodeParam);
  const match =
    episodeParam !== null && Number.isInteger(wanted)
      ? sorted.find((episode) => episode.episodeNumber === wanted)
      : undefined;
  return match ?? sorted[0];
}

export function nextEpisode(sorted: readonly Episode[], current: Episode | undefined) {
  if (current === undefined) return undefined;
  return sorted[sorted.indexOf(current) + 1];
}
