/**
 * The creator studio's limits and choices, apart from common/constants.ts: a constant the
 * studio's calls share with the app's first JavaScript would be carried by every page
 * (docs/product/studio.md).
 */

export const UPLOADS = {
  videoMaxBytes: 500 * 1024 * 1024,
  imageMaxBytes: 10 * 1024 * 1024,
  timeoutMs: 300_000,
  attempts: 3,
  retryWaitsMs: [2000, 4000],
  /**
   * The browser's episode thumbnail (docs/product/studio.md#thumbnails): `quality` is the studio's,
   * `defaultQuality` the extractor's when none is given; the frame is drawn `seekSettleMs` after
   * the seek.
   */
  thumbnail: {
    width: 1280,
    height: 720,
    quality: 0.85,
    defaultQuality: 0.8,
    atSeconds: 5,
    timeoutMs: 15_000,
    seekSettleMs: 200,
  },
  yearMin: 1900,
  yearMax: 2030,
} as const;

export const GENRE_SUGGESTIONS = [
  'Romance',
  'Drama',
  'Comedy',
  'Action',
  'Thriller',
  'Horror',
  'Sci-Fi',
  'Fantasy',
  'Documentary',
  'Animation',
  'Crime',
  'Adventure',
  'Mystery',
  'Historical',
  'Korean',
  'Japanese',
  'Chinese',
  'English',
  'Hindi',
  'Spanish',
  'French',
] as const;

export const LANGUAGES = [
  'English',
  'Korean',
  'Japanese',
  'Chinese',
  'Hindi',
  'Spanish',
  'French',
  'German',
  'Italian',
  'Portuguese',
  'Russian',
  'Arabic',
  'Thai',
  'Vietnamese',
] as const;

/** The upload rules only the studio's calls use. */
export const STUDIO_UPLOADS = {
  /** What a presign accepts (docs/product/studio.md#files); never SVG. */
  videoContentTypes: ['video/mp4', 'video/webm', 'video/quicktime'],
  imageContentTypes: ['image/jpeg', 'image/png', 'image/webp'],
  /** How long a presigned upload form stays valid. */
  presignExpiresSeconds: 3600,
  /** Episodes one publish may carry. */
  maxEpisodes: 500,
  /** Videos above this upload in parts and resume (docs/product/studio.md#resumable-uploads). */
  multipartThresholdBytes: 50 * 1024 * 1024,
  /** Every part but the last; S3 refuses parts under 5 MiB except the last. */
  multipartPartBytes: 8 * 1024 * 1024,
  /** Part URLs one sign call may ask for. */
  multipartSignBatch: 100,
} as const;
