import { TIMINGS, type HeroBanner, type HomeResponse, type SeriesCard } from '@app/contract';

/** A 2:3 gradient poster drawn inline: sample content must not depend on the failed server. */
const samplePoster = (title: string, from: string, to: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 600'>" +
      `<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs>` +
      "<rect width='400' height='600' fill='url(#g)'/>" +
      `<text x='200' y='520' fill='#fff' font-family='system-ui,sans-serif' font-size='34' font-weight='700' text-anchor='middle'>${title}</text></svg>`,
  )}`;

const card = (
  id: string,
  title: string,
  subtitle: string,
  episodesCount: number,
  colors: [string, string],
): SeriesCard => ({
  id,
  title,
  subtitle,
  image: samplePoster(title, ...colors),
  video_url: '',
  views: 0,
  episodesCount,
});

/**
 * Built-in sample content for when /api/home fails (a silent fallback), showing at most 3 game
 * videos (docs/product/catalogue.md#when-loading-fails).
 */
export const SAMPLE_GAME_VIDEOS: readonly SeriesCard[] = [
  card('sample-midnight-vow', 'Midnight Vow', 'A wedding, a secret, one night', 24, ['#3b0a45', '#e50914']),
  card('sample-iron-orchid', 'Iron Orchid', 'She rebuilt the empire that burned her', 18, ['#0f2027', '#2c5364']),
  card('sample-second-sun', 'Second Sun', 'Two worlds, one sky', 12, ['#42275a', '#734b6d']),
  card('sample-paper-crown', 'Paper Crown', 'The heir nobody expected', 30, ['#1d2b64', '#f8cdda']),
  card('sample-tidewater', 'Tidewater', 'A town that keeps its secrets', 1, ['#134e5e', '#71b280']),
];

export const sampleHome = (): HomeResponse => ({
  search_placeholder: '',
  tabs: [],
  hero_banners: [],
  game_videos: SAMPLE_GAME_VIDEOS.slice(0, TIMINGS.heroFallbackMaxGameVideos),
  series_lists: [],
});

const cardToBanner = (card: SeriesCard): HeroBanner => ({
  id: card.id,
  title: card.title,
  description: card.subtitle,
  image: card.image,
  tags: [],
  year: 0,
  episodesCount: card.episodesCount,
  director: '',
  cast: [],
  language: '',
});

/** The hero's banners; without any, at most 3 game videos stand in. */
export const heroBannersOf = (home: HomeResponse): HeroBanner[] =>
  home.hero_banners.length > 0
    ? home.hero_banners
    : home.game_videos.slice(0, TIMINGS.heroFallbackMaxGameVideos).map(cardToBanner);
