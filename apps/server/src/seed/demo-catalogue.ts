import type { ListName } from '@app/contract';

export type DemoPattern = 'mandelbrot' | 'life' | 'cellauto' | 'gradient' | 'testsrc2';

export type DemoSeries = {
  id: string;
  title: string;
  director: string;
  cast: string[];
  language: string;
  year: number;
  genre: string[];
  tags: string[];
  description: string;
  lists: ListName[];
  pattern: DemoPattern;
  /** Poster colours, top to bottom. */
  palette: [string, string];
  /** Episode lengths in seconds (20–60 s short-drama episodes; a movie has one). */
  episodes: number[];
  toneHz: number;
  /** Still getting episodes: its weekday (0 Sunday – 6) and final count. Else completed. */
  ongoing?: { weekday: number; finalEpisodes: number };
};

// shared people, so author pages have several titles each
const DIRECTORS = ['Mira Okafor', 'Jun Park', 'Elena Vasquez', 'Tomás Lindqvist'] as const;
const CAST = [
  'Ava Chen',
  'Kenji Mori',
  'Lina Haddad',
  'Marcus Reed',
  'Sofia Rossi',
  'Dev Sharma',
  'Hana Kim',
  'Noah Fischer',
  'Yara Nunes',
  'Leo Dubois',
] as const;
const d = (i: number) => DIRECTORS[i % DIRECTORS.length]!;
const c = (...indexes: number[]) => indexes.map((i) => CAST[i % CAST.length]!);

/**
 * The demo catalogue (docs/decisions.md#demo-catalogue): 10 vertical short-drama series and 2
 * single-episode movies, covering all nine lists with at least 3 series in the hero and in every
 * row.
 */
export const DEMO_SERIES: DemoSeries[] = [
  {
    id: 'neon-heirs',
    title: 'Neon Heirs',
    director: d(0),
    cast: c(0, 1, 2, 3),
    language: 'English',
    year: 2026,
    genre: ['Drama', 'Sci-Fi'],
    tags: ['AI', 'Family'],
    description:
      'A tech dynasty’s AI decides which heir inherits the empire — and it is watching all of them.',
    lists: ['featured', 'top-picks', 'trending-now', 'must-watch'],
    pattern: 'mandelbrot',
    palette: ['#ff3d7f', '#2a0845'],
    episodes: [20, 21, 22],
    toneHz: 440,
  },
  {
    id: 'the-synthetic-bride',
    title: 'The Synthetic Bride',
    director: d(1),
    cast: c(4, 5, 0),
    language: 'Korean',
    year: 2025,
    genre: ['Romance', 'Drama'],
    tags: ['AI', 'Wedding'],
    description:
      'She was built to be the perfect wife. She wants to be the perfect lawyer instead.',
    lists: ['featured', 'popular', 'top-rated', 'recommended'],
    pattern: 'gradient',
    palette: ['#f7b733', '#fc4a1a'],
    episodes: [21, 20, 22],
    ongoing: { weekday: 5, finalEpisodes: 12 },
    toneHz: 494,
  },
  {
    id: 'midnight-algorithm',
    title: 'Midnight Algorithm',
    director: d(2),
    cast: c(6, 7, 1),
    language: 'Japanese',
    year: 2026,
    genre: ['Thriller', 'Mystery'],
    tags: ['Hacker', 'Tokyo'],
    description:
      'Every night at 00:00 a model predicts one crime in Tokyo. Tonight it predicts hers.',
    lists: ['featured', 'trending-now', 'new-releases', 'must-watch'],
    pattern: 'life',
    palette: ['#00c6ff', '#0072ff'],
    episodes: [22, 20, 21],
    toneHz: 523,
  },
  {
    id: 'billionaire-by-prompt',
    title: 'Billionaire by Prompt',
    director: d(3),
    cast: c(3, 8, 9),
    language: 'English',
    year: 2025,
    genre: ['Comedy', 'Drama'],
    tags: ['Startup', 'Revenge'],
    description: 'A fired intern types one prompt and wakes up owning the company that fired him.',
    lists: ['top-picks', 'popular', 'recommended'],
    pattern: 'cellauto',
    palette: ['#11998e', '#38ef7d'],
    episodes: [20, 21, 22],
    toneHz: 587,
  },
  {
    id: 'ghost-in-the-feed',
    title: 'Ghost in the Feed',
    director: d(0),
    cast: c(2, 6, 4),
    language: 'Chinese',
    year: 2026,
    genre: ['Horror', 'Mystery'],
    tags: ['Social media'],
    description:
      'An influencer’s deleted posts keep coming back — written by someone who knows her too well.',
    lists: ['trending-now', 'top-rated', 'coming-soon'],
    pattern: 'testsrc2',
    palette: ['#434343', '#000000'],
    episodes: [21, 20, 22],
    toneHz: 330,
  },
  {
    id: 'love-in-beta',
    title: 'Love in Beta',
    director: d(1),
    cast: c(0, 9, 7),
    language: 'Korean',
    year: 2026,
    genre: ['Romance', 'Comedy'],
    tags: ['Dating app'],
    description: 'Two engineers secretly test their dating algorithm on each other.',
    lists: ['featured', 'new-releases', 'popular'],
    pattern: 'gradient',
    palette: ['#ee9ca7', '#ffdde1'],
    episodes: [22, 20, 21],
    ongoing: { weekday: 2, finalEpisodes: 8 },
    toneHz: 660,
  },
  {
    id: 'the-last-render',
    title: 'The Last Render',
    director: d(2),
    cast: c(5, 3, 8),
    language: 'Spanish',
    year: 2024,
    genre: ['Drama', 'Fantasy'],
    tags: ['Art', 'Memory'],
    description:
      'A dying painter trains a model on her life’s work, then it starts painting her future.',
    lists: ['top-picks', 'top-rated', 'must-watch'],
    pattern: 'mandelbrot',
    palette: ['#8e2de2', '#4a00e0'],
    episodes: [20, 21, 22],
    toneHz: 392,
  },
  {
    id: 'deepfake-detective',
    title: 'Deepfake Detective',
    director: d(3),
    cast: c(1, 2, 9),
    language: 'English',
    year: 2026,
    genre: ['Crime', 'Thriller'],
    tags: ['Detective'],
    description: 'The only witness to the murder is a video of the detective committing it.',
    lists: ['trending-now', 'new-releases', 'recommended', 'coming-soon'],
    pattern: 'life',
    palette: ['#cb2d3e', '#ef473a'],
    episodes: [21, 20, 22],
    toneHz: 349,
  },
  {
    id: 'empress-of-the-cloud',
    title: 'Empress of the Cloud',
    director: d(0),
    cast: c(4, 8, 6),
    language: 'Chinese',
    year: 2025,
    genre: ['Historical', 'Fantasy'],
    tags: ['Palace'],
    description: 'A palace maid finds an oracle that answers every question — for a price.',
    lists: ['popular', 'must-watch', 'top-picks'],
    pattern: 'cellauto',
    palette: ['#f12711', '#f5af19'],
    episodes: [22, 20, 21],
    toneHz: 415,
  },
  {
    id: 'reboot-romance',
    title: 'Reboot Romance',
    director: d(1),
    cast: c(7, 0, 5),
    language: 'Hindi',
    year: 2026,
    genre: ['Romance', 'Drama'],
    tags: ['Second chance'],
    description:
      'After a crash wipes his memory, an AI assistant is the only one who remembers their love.',
    lists: ['new-releases', 'recommended', 'coming-soon'],
    pattern: 'testsrc2',
    palette: ['#fc5c7d', '#6a82fb'],
    episodes: [20, 21, 22],
    toneHz: 554,
  },
  {
    id: 'signal-lost',
    title: 'Signal Lost',
    director: d(2),
    cast: c(9, 3, 1),
    language: 'French',
    year: 2025,
    genre: ['Sci-Fi', 'Thriller'],
    tags: ['Movie', 'Space'],
    description:
      'A feature: the last message from a lunar base was written by its AI, not its crew.',
    lists: ['top-rated', 'coming-soon', 'trending-now'],
    pattern: 'mandelbrot',
    palette: ['#0f2027', '#2c5364'],
    episodes: [30],
    toneHz: 294,
  },
  {
    id: 'paper-hearts-protocol',
    title: 'Paper Hearts Protocol',
    director: d(3),
    cast: c(6, 2, 8),
    language: 'English',
    year: 2026,
    genre: ['Romance', 'Animation'],
    tags: ['Movie'],
    description:
      'A feature: two origami robots fall in love across a warehouse of forgotten drafts.',
    lists: ['must-watch', 'top-picks', 'popular'],
    pattern: 'gradient',
    palette: ['#ffafbd', '#ffc3a0'],
    episodes: [30],
    toneHz: 622,
  },
];

/** Longest episode of SEED=demo-short. */
const SHORT_EPISODE_SECONDS = 14;

/**
 * SEED=demo-short, for the end-to-end tests: the same titles, lists and people with episodes of
 * at most 14 s at 360x640, which generate and transcode (one rung) in a fraction of the demo's
 * time. 14 s leaves room for what the tests do: a seek to 10 s, an ad at half an episode and a
 * pull-back 5 s before it.
 */
export const shortDemo = (): {
  series: DemoSeries[];
  frame: { width: number; height: number };
} => ({
  series: DEMO_SERIES.map((series) => ({
    ...series,
    episodes: series.episodes.map((seconds) => Math.min(seconds, SHORT_EPISODE_SECONDS)),
  })),
  frame: { width: 360, height: 640 },
});

/** Episode length of SEED=demo-tiny. */
const TINY_EPISODE_SECONDS = 4;

/**
 * SEED=demo-tiny, for checks that only need a catalogue to load pages against (the page
 * JavaScript budget, scripts/check-page-js.mjs): the first three demo series with at most two
 * episodes of 4 s at 360x640, generated and transcoded in seconds.
 */
export const tinyDemo = (): {
  series: DemoSeries[];
  frame: { width: number; height: number };
} => ({
  series: DEMO_SERIES.slice(0, 3).map((series) => ({
    ...series,
    episodes: series.episodes.slice(0, 2).map(() => TINY_EPISODE_SECONDS),
  })),
  frame: { width: 360, height: 640 },
});
