import { MOCK_PAGES } from '@app/contract';

/** Free episodes play; locked and VIP ones cannot be chosen on these pages. */
export type EpisodeAccess = 'free' | 'locked' | 'vip';

export type SampleEpisode = {
  number: number;
  title: string;
  access: EpisodeAccess;
};

export type SampleStatus = 'ongoing' | 'completed';

export type SampleSeries = {
  title: string;
  description: string;
  year: number;
  language: string;
  genres: readonly string[];
  /** Out of 10. */
  rating: number;
  status: SampleStatus;
  /** Names that direct and act in the demo catalogue, so their author pages have series. */
  director: string;
  cast: readonly string[];
  episodes: readonly SampleEpisode[];
};

const EPISODE_TITLES = [
  'The Last Upload',
  'Ghost in the Ledger',
  'A Voice Without a Face',
  'Midnight Render',
  'The Succession Clause',
  'Static Hearts',
  'Firewall',
  'Second Draft',
  'The Locked Archive',
  'Neon Vows',
  'The Mirror Model',
  'Fault Lines',
  'Checkmate in Chrome',
  'Signal Lost',
  'The Quiet Merger',
  'Final Cut',
] as const;

/**
 * Episode n's flag: free before MOCK_PAGES.lockedFrom; from there VIP and locked alternate
 * (VIP: members watch it first; locked: not released yet). Either way it cannot be chosen.
 */
export const episodeAccess = (n: number): EpisodeAccess => {
  if (n < MOCK_PAGES.lockedFrom) return 'free';
  return (n - MOCK_PAGES.lockedFrom) % 2 === 0 ? 'vip' : 'locked';
};

/** Whether a viewer may choose the episode on a prototype page. */
export const isSelectable = (episode: Pick<SampleEpisode, 'access'>): boolean =>
  episode.access === 'free';

/** The hard-coded sample every prototype layout shows (spec: 16 episodes, locked from the 9th). */
export const SAMPLE_SERIES: SampleSeries = {
  title: 'The Heir Protocol',
  description:
    'An AI built to run a family empire starts choosing its own heir — and every sibling has a secret it has already read.',
  year: 2026,
  language: 'English',
  genres: ['Drama', 'Sci-Fi', 'Family'],
  rating: 9.2,
  status: 'completed',
  director: 'Mira Okafor',
  cast: ['Ava Chen', 'Kenji Mori', 'Lina Haddad', 'Hana Kim'],
  episodes: Array.from({ length: MOCK_PAGES.episodes }, (_, i) => ({
    number: i + 1,
    title: EPISODE_TITLES[i] ?? `Episode ${i + 1}`,
    access: episodeAccess(i + 1),
  })),
};
