import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Services } from '../../apps/server/src/services';

/**
 * The bench's segments again, as a priced episode's: copied under a media asset's HLS folder,
 * its series priced from the first episode on, and a grant an editor's preview gets. Answers the
 * granted URLs, which the segments bench measures beside the free ones.
 */
export const grantedSegmentPaths = async (
  services: Services,
  mediaRoot: string,
  segmentKeys: readonly string[],
): Promise<string[]> => {
  const { catalogueRepository: catalogue, mediaAssets, access } = services;
  const assetId = await mediaAssets.insertAsset({
    kind: 'video',
    sourceKey: 'uploads/bench-priced/episode-1.mp4',
    contentType: 'video/mp4',
    status: 'ready',
  });
  const keys = segmentKeys.map((key) => `hls/${assetId}/${key.split('/').slice(-2).join('/')}`);
  for (const [i, key] of keys.entries()) {
    await mkdir(path.dirname(path.join(mediaRoot, key)), { recursive: true });
    await copyFile(path.join(mediaRoot, segmentKeys[i]!), path.join(mediaRoot, key));
  }
  await catalogue.insertSeries({
    id: 'bench-priced',
    title: 'Bench Priced',
    director: 'Bench',
    language: 'English',
    year: 2026,
    description: '',
    tags: [],
    cast: [],
    genre: [],
    freeEpisodes: 0,
    coinPricePerEpisode: 10,
  });
  await catalogue.insertEpisode({
    seriesId: 'bench-priced',
    episodeNumber: 1,
    title: 'Episode 1',
    duration: 30,
    videoAssetId: assetId,
  });
  await catalogue.publish('bench-priced');
  services.catalogue.invalidate();
  await access.ready();
  const standing = await access.standing({ userId: null, role: 'editor' }, 'bench-priced');
  const [grant] = standing ? access.grants({ userId: null, role: 'editor' }, standing) : [];
  if (!grant) throw new Error('The bench episode got no grant');
  return keys.map((key) => `${grant.media_prefix}${key}`);
};
