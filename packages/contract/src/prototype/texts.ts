import { defineTexts } from '../common/texts';

/**
 * Texts of the prototype detail pages and their home/prototype player
 * (docs/product/prototype.md), shown verbatim by the web app.
 */
export const PROTOTYPE_TEXTS = /* @__PURE__ */ defineTexts('prototype', {
  /** Each layout's name, in its <title> after the sample series' title. */
  pageNames: {
    videoDetail: 'Video detail',
    videoAlbum: 'Episode album',
    iqiyiDetail: 'iQIYI-style detail',
  },
  /** A prototype with sample data, said once at the top of each page. */
  sampleNotice: 'Prototype page with sample data',
  rating: 'Rating',
  ratingValue: (score: number) => `${score.toFixed(1)} out of 10`,
  status: 'Status',
  statuses: { ongoing: 'Ongoing', completed: 'Completed' },
  director: 'Director',
  cast: 'Cast',
  episodes: 'Episodes',
  allEpisodes: (count: number) => `Episodes (${count})`,
  people: 'Director and cast',
  episodesCount: (count: number) => `${count} episodes`,
  episodeShort: (n: number) => `EP ${n}`,
  /** Episode badges and the accessible names of the episode buttons. */
  badges: { locked: 'Locked', vip: 'VIP' },
  episodeLabel: (n: number, title: string) => `Episode ${n}: ${title}`,
  lockedEpisodeLabel: (n: number, title: string) => `Episode ${n}: ${title}, locked`,
  vipEpisodeLabel: (n: number, title: string) => `Episode ${n}: ${title}, VIP only`,
  nowPlaying: (n: number) => `Now playing: Episode ${n}`,
  lockedHint: 'Episodes from 9 on are locked or VIP and cannot be chosen here.',
  /** The player. */
  playerLabel: (n: number) => `Player, episode ${n}`,
  play: 'Play',
  loadingVideo: 'Loading video…',
  noVideo: 'No sample video is available: the catalogue has no episode to play.',
});

/** The home/prototype player's errors (docs/product/prototype.md#player-errors). */
export const PROTOTYPE_PLAYER_ERRORS = /* @__PURE__ */ defineTexts('prototypePlayerErrors', {
  aborted: 'Video loading was aborted',
  network: 'Network error occurred while loading video',
  decode: 'Video format is not supported by your browser',
  sourceNotSupported: 'Video source is not supported',
  other: (message: string) => `Video error: ${message || 'Unknown error'}`,
  interrupted: 'Video loading was interrupted',
  autoplayFailed: 'Autoplay failed. Please tap to play manually.',
});
