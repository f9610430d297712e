import type {
  AuthResponse,
  AuthSession,
  Episode,
  HeroBanner,
  HomeResponse,
  SeriesCard,
  SeriesList,
  VideoDetail,
} from '@app/contract';

export const makeCard = (overrides: Partial<SeriesCard> = {}): SeriesCard => ({
  id: 'neon-heirs',
  title: 'Neon Heirs',
  subtitle: 'A dynasty in the city of lights',
  image: '/media/posters/neon-heirs.jpg',
  video_url: '/media/neon-heirs/1/master.m3u8',
  views: 1200,
  episodesCount: 12,
  ...overrides,
});

export const makeHero = (overrides: Partial<HeroBanner> = {}): HeroBanner => ({
  id: 'neon-heirs',
  title: 'Neon Heirs',
  description: 'Three siblings fight over a neon empire.',
  image: '/media/posters/neon-heirs.jpg',
  tags: ['Drama', 'list:featured'],
  year: 2024,
  episodesCount: 12,
  director: 'Mina Park',
  cast: ['Jae Lee', 'Ana Ruiz'],
  language: 'Korean',
  ...overrides,
});

export const makeList = (overrides: Partial<SeriesList> = {}): SeriesList => ({
  name: 'trending-now',
  displayName: 'Trending Now',
  series: [makeCard()],
  ...overrides,
});

export const makeHome = (overrides: Partial<HomeResponse> = {}): HomeResponse => ({
  search_placeholder: 'Search titles, directors, cast',
  tabs: ['Home'],
  hero_banners: [makeHero()],
  game_videos: [makeCard()],
  series_lists: [makeList()],
  ...overrides,
});

export const makeEpisode = (overrides: Partial<Episode> = {}): Episode => ({
  episodeId: 'ep-1',
  episodeNumber: 1,
  title: 'The Inheritance',
  description: 'It begins.',
  duration: 95,
  videoUrl: '/media/neon-heirs/1/master.m3u8',
  thumbnail: '/media/neon-heirs/1/poster.jpg',
  isLocked: false,
  streamStatus: 'ready',
  ...overrides,
});

export const makeVideoDetail = (overrides: Partial<VideoDetail> = {}): VideoDetail => ({
  id: 'neon-heirs',
  title: 'Neon Heirs',
  director: 'Mina Park',
  language: 'Korean',
  year: 2024,
  description: 'Three siblings fight over a neon empire.',
  tags: ['Drama', 'list:trending-now'],
  cast: ['Jae Lee'],
  genre: ['Drama'],
  thumbnail: '/media/posters/neon-heirs.jpg',
  episodes: [makeEpisode()],
  listMembership: ['trending-now'],
  episodesCount: 1,
  ...overrides,
});

export const makeAuthSession = (overrides: Partial<AuthSession> = {}): AuthSession => ({
  access_token: 'access-1',
  refresh_token: 'refresh-1',
  id_token: 'id-1',
  expires_in: 900,
  username: 'alice',
  email: 'alice@example.com',
  role: 'viewer',
  user_attributes: { sub: 'sub-alice' },
  ...overrides,
});

/** The body of a sign-in, refresh or social-callback answer. */
export const makeAuthResponse = (overrides: Partial<AuthSession> = {}): AuthResponse => ({
  success: true,
  message: 'Login successful!',
  data: makeAuthSession(overrides),
});
