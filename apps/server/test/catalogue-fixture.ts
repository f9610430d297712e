import type { Services } from '../src/services';
import { knownListRows } from '../src/seed/seed-demo';
import { rememberFixtureEpisodes } from './metrics-fixture';

export type FixtureSeries = {
  id: string;
  title: string;
  episodes: number;
  lists: string[];
  director?: string;
  cast?: string[];
  published?: boolean;
};

/**
 * Inserts series straight through the repositories, with stored (untranscoded) sources:
 * fast catalogue fixtures that need no ffmpeg.
 */
export const insertFixtureCatalogue = async (
  services: Services,
  storage: { put(key: string, body: Buffer, o: { contentType: string }): Promise<void> },
  items: FixtureSeries[],
) => {
  const { catalogueRepository: repo, mediaAssets } = services;
  await repo.upsertLists(knownListRows());
  const assets: Record<string, string[]> = {};
  for (const item of items) {
    const posterKey = `posters/${item.id}.jpg`;
    await storage.put(posterKey, Buffer.from([0xff, 0xd8, 0xff, 0xd9]), {
      contentType: 'image/jpeg',
    });
    const posterAssetId = await mediaAssets.insertAsset({
      kind: 'image',
      sourceKey: posterKey,
      contentType: 'image/jpeg',
      status: 'ready',
    });
    await repo.insertSeries({
      id: item.id,
      title: item.title,
      director: item.director ?? 'Mira Okafor',
      language: 'English',
      year: 2026,
      description: `${item.title} description`,
      tags: ['Drama'],
      cast: item.cast ?? ['Ava Chen', 'Kenji Mori'],
      genre: ['Drama'],
      posterAssetId,
    });
    assets[item.id] = [];
    const episodeIds: string[] = [];
    for (let n = 1; n <= item.episodes; n++) {
      const key = `uploads/${item.id}/episode-${n}.mp4`;
      const videoAssetId = await mediaAssets.insertAsset({
        kind: 'video',
        sourceKey: key,
        contentType: 'video/mp4',
      });
      assets[item.id]!.push(videoAssetId);
      episodeIds.push(
        await repo.insertEpisode({
          seriesId: item.id,
          episodeNumber: n,
          title: `Episode ${n}`,
          duration: 30,
          videoAssetId,
        }),
      );
    }
    rememberFixtureEpisodes(item.id, episodeIds);
    await repo.setMemberships(item.id, item.lists);
    if (item.published !== false) await repo.publish(item.id);
  }
  services.catalogue.invalidate();
  return assets;
};
