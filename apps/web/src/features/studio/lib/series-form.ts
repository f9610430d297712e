import {
  LANGUAGES,
  LIST_NAMES,
  STUDIO_TEXTS,
  UPLOADS,
  type ListName,
  type UploadSeriesBody,
} from '@app/contract';
import type { UploadQueueItem } from './upload-queue';

/** What the editor types on /cms (docs/product/studio.md#series-form). */
export type SeriesFormValues = {
  title: string;
  director: string;
  /** Names separated by commas. */
  cast: string;
  language: (typeof LANGUAGES)[number];
  year: number;
  description: string;
  tags: readonly string[];
  lists: readonly ListName[];
  /** Episode titles the editor gave, by episode number. */
  episodeTitles: Readonly<Record<number, string>>;
};

/** The current year, kept within the years a series may have. */
export const defaultYear = (now = new Date()): number =>
  Math.min(UPLOADS.yearMax, Math.max(UPLOADS.yearMin, now.getFullYear()));

export const emptySeriesForm = (now = new Date()): SeriesFormValues => ({
  title: '',
  director: '',
  cast: '',
  language: LANGUAGES[0],
  year: defaultYear(now),
  description: '',
  tags: [],
  lists: [],
  episodeTitles: {},
});

/** Every year a series may have, newest first. */
export const YEARS: readonly number[] = Array.from(
  { length: UPLOADS.yearMax - UPLOADS.yearMin + 1 },
  (_, i) => UPLOADS.yearMax - i,
);

/** `tags` with `raw` added: trimmed, and ignored when blank or already there (any case). */
export function addTag(tags: readonly string[], raw: string): readonly string[] {
  const tag = raw.trim();
  if (!tag) return tags;
  const lower = tag.toLowerCase();
  return tags.some((t) => t.toLowerCase() === lower) ? tags : [...tags, tag];
}

/**
 * What still keeps Publish and Preview disabled, in the form's order, as the messages the form
 * shows (docs/product/studio.md#series-form). Empty when the series may be published.
 */
export function missingForPublish(
  values: Pick<SeriesFormValues, 'title' | 'director'>,
  hasPoster: boolean,
  videoCount: number,
): string[] {
  const missing: string[] = [];
  if (!values.title.trim()) missing.push(STUDIO_TEXTS.titleRequired);
  if (!values.director.trim()) missing.push(STUDIO_TEXTS.directorRequired);
  if (!hasPoster) missing.push(STUDIO_TEXTS.posterRequired);
  if (videoCount === 0) missing.push(STUDIO_TEXTS.videoRequired);
  return missing;
}

const splitNames = (text: string): string[] =>
  text
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name.length > 0);

const KNOWN: ReadonlySet<string> = new Set(LIST_NAMES);

/**
 * The publish call's body from the form and the finished uploads. Uploads are referred to by
 * their keys; episodes carry the browser's duration (the server measures its own).
 */
export function publishBody(
  values: SeriesFormValues,
  poster: UploadQueueItem,
  episodes: readonly UploadQueueItem[],
): UploadSeriesBody {
  return {
    title: values.title.trim(),
    director: values.director.trim(),
    language: values.language,
    year: values.year,
    description: values.description.trim(),
    tags: [...values.tags],
    cast: splitNames(values.cast),
    thumbnail: poster.uploaded?.s3Key ?? '',
    listMembership: values.lists.filter((name) => KNOWN.has(name)),
    episodes: episodes.map((item) => {
      const n = item.episodeNumber ?? 0;
      return {
        episodeNumber: n,
        title: values.episodeTitles[n]?.trim() || null,
        duration: item.duration,
        videoUrl: item.uploaded?.s3Key ?? '',
        thumbnail: item.thumbnail?.s3Key ?? null,
        isLocked: false,
      };
    }),
  };
}
