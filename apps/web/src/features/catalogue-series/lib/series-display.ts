import type { Episode } from '@app/contract';

export const sortEpisodes = (episodes: readonly Episode[]): Episode[] =>
  [...episodes].sort((a, b) => a.episodeNumber - b.episodeNumber);

/** Play Now starts at the first episode that has something to play. */
export const firstPlayableEpisode = (sorted: readonly Episode[]): Episode | undefined =>
  sorted.find((episode) => episode.videoUrl.trim() !== '');
