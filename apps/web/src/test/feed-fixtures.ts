import type { FeedItem } from '@app/contract';

/**
 * Feed item n: series-n, its opening episode an MP4 (jsdom cannot run hls.js, and the feed's
 * logic is the same for both). Series n has n + 1 episodes: series 1's ads are an episode's (the
 * first at the start).
 */
export const feedItem = (n: number, isLocked?: boolean): FeedItem => ({
  id: `series-${n}`,
  title: `Series ${n}`,
  subtitle: '2026 · Drama',
  image: `/media/posters/series-${n}.jpg`,
  video_url: `/media/series-${n}/1.mp4`,
  views: 0,
  episodesCount: n + 1,
  description: `About series ${n}`,
  likes: 1200 + n,
  started: false,
  episode: {
    episodeId: `episode-${n}-1`,
    episodeNumber: 1,
    title: 'Episode 1',
    duration: 30,
    videoUrl: `/media/series-${n}/1.mp4`,
    thumbnail: `/media/posters/series-${n}.jpg`,
    streamStatus: 'processing',
    ...(isLocked !== undefined && { isLocked }),
  },
});
