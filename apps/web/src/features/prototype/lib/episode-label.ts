import { PROTOTYPE_TEXTS } from '@app/contract';
import type { SampleEpisode } from './sample-series';

/** An episode button's accessible name: a locked or VIP episode says so. */
export function episodeLabel(episode: SampleEpisode): string {
  switch (episode.access) {
    case 'free':
      return PROTOTYPE_TEXTS.episodeLabel(episode.number, episode.title);
    case 'locked':
      return PROTOTYPE_TEXTS.lockedEpisodeLabel(episode.number, episode.title);
    case 'vip':
      return PROTOTYPE_TEXTS.vipEpisodeLabel(episode.number, episode.title);
  }
}
