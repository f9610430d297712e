import { IMAGE_WIDTHS } from '@app/contract';
import type { Logger } from 'pino';
import type { Storage } from '../../storage/storage';
import { TrailerStore } from '../ads/trailer-store';
import { transcodeOutputPrefix } from '../media-assets/transcode.job';
import { variantKeyOf } from '../../storage/image-variant-keys';
import type { AssetFiles } from './studio-series.repository';

/** What to remove from storage: single keys and whole prefixes (ending in `/`). */
export type FileRemoval = { keys: string[]; prefixes: string[] };

const variantsOf = (key: string) => IMAGE_WIDTHS.map((width) => variantKeyOf(key, width));
// the copies of every image under a folder: `variants/w{width}/{folder}`
const variantPrefixesOf = (folder: string) =>
  IMAGE_WIDTHS.map((width) => variantKeyOf(folder, width).replace(/\.webp$/, ''));

/**
 * Every stored file of deleted assets (docs/product/studio.md#managing-series): the upload and
 * its resized copies (`variants/…`), and for a video its HLS ladder with the poster frame
 * (`hls/{asset}/`), the frame's resized copies and the house-ad trailer cut from it. A source
 * key another asset still names is kept.
 */
export const assetFileRemoval = (
  seriesId: string,
  assets: readonly AssetFiles[],
  stillReferenced: ReadonlySet<string>,
): FileRemoval => {
  const keys: string[] = [];
  const prefixes: string[] = [];
  for (const asset of assets) {
    if (!stillReferenced.has(asset.sourceKey))
      keys.push(asset.sourceKey, ...variantsOf(asset.sourceKey));
    if (asset.kind !== 'video') continue;
    const output = `${transcodeOutputPrefix(asset.id)}/`;
    prefixes.push(output, ...variantPrefixesOf(output));
    // outputs recorded elsewhere than today's layout (an older transcode) go too
    for (const key of [asset.hlsMasterKey, asset.posterKey]) {
      if (key && !key.startsWith(output)) keys.push(key, ...variantsOf(key));
    }
    const trailer = TrailerStore.keys(seriesId, asset.id);
    keys.push(trailer.video, trailer.info);
  }
  return { keys, prefixes };
};

/** A series' own folders: its captions and house-ad trailers. */
export const seriesFolders = (seriesId: string): string[] => [
  `captions/${seriesId}/`,
  `ads/trailers/${seriesId}/`,
];

/** An episode's caption files (docs/product/studio.md#captions). */
export const episodeCaptionsFolder = (seriesId: string, episodeId: string): string =>
  `captions/${seriesId}/${episodeId}/`;

const BATCH = 8;

/**
 * Removes the files after the rows are gone: a failure is logged and the rest go on, so a
 * storage hiccup leaves an orphan file, never a half-deleted series (the rows are committed).
 */
export const removeFiles = async (
  storage: Storage,
  removal: FileRemoval,
  log: Logger,
): Promise<void> => {
  const work = [
    ...removal.prefixes.map((prefix) => () => storage.deletePrefix(prefix)),
    ...removal.keys.map((key) => () => storage.delete(key)),
  ];
  for (let i = 0; i < work.length; i += BATCH) {
    const results = await Promise.allSettled(work.slice(i, i + BATCH).map((run) => run()));
    for (const result of results) {
      if (result.status === 'rejected') {
        log.warn({ err: result.reason }, 'a stored file of a deleted series was not removed');
      }
    }
  }
};
