import { episodeCaptions, episodes } from '../src/db/schema';
import type { Storage } from '../src/storage/storage';
import { eq } from 'drizzle-orm';
import type { TestApp } from './test-app';

/** Every file of one episode, by what it is: the playlists, an init segment, a segment, the original, a caption. */
export type EpisodeFiles = {
  master: string;
  variant: string;
  init: string;
  segment: string;
  original: string;
  caption: string;
  poster: string;
};

const put = (storage: Storage, key: string, body: string | Buffer, contentType: string) =>
  storage.put(key, Buffer.isBuffer(body) ? body : Buffer.from(body), { contentType });

/**
 * Gives each fixture episode (insertFixtureCatalogue) a small HLS ladder, its original and an
 * English caption, as a transcode and a caption upload would leave them: the files the access
 * rule must guard. Answers each episode's files as stored keys.
 */
export const addEpisodeMedia = async (
  t: TestApp<Storage>,
  seriesId: string,
  assetIds: readonly string[],
): Promise<EpisodeFiles[]> => {
  const { services } = t.app;
  const files: EpisodeFiles[] = [];
  for (const [index, assetId] of assetIds.entries()) {
    const n = index + 1;
    const dir = `hls/${assetId}`;
    const f: EpisodeFiles = {
      master: `${dir}/master.m3u8`,
      variant: `${dir}/360p/index.m3u8`,
      init: `${dir}/360p/init.mp4`,
      segment: `${dir}/360p/seg_000.m4s`,
      original: `uploads/${seriesId}/episode-${n}.mp4`,
      caption: `captions/${seriesId}/EPISODE/en-000000000000.vtt`,
      poster: `${dir}/poster.jpg`,
    };
    await put(
      t.storage,
      f.master,
      '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=360x640\n360p/index.m3u8\n',
      'application/vnd.apple.mpegurl',
    );
    await put(
      t.storage,
      f.variant,
      '#EXTM3U\n#EXT-X-MAP:URI="init.mp4"\n#EXTINF:2.0,\nseg_000.m4s\n#EXT-X-ENDLIST\n',
      'application/vnd.apple.mpegurl',
    );
    await put(t.storage, f.init, Buffer.alloc(800, n), 'video/mp4');
    await put(t.storage, f.segment, Buffer.alloc(194_000, n), 'video/iso.segment');
    await put(t.storage, f.original, Buffer.alloc(4_000, n), 'video/mp4');
    await put(t.storage, f.poster, Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg');
    await services.mediaAssets.markReady(assetId, {
      masterKey: f.master,
      posterKey: f.poster,
      durationSeconds: 2,
      width: 360,
      height: 640,
      renditions: [],
    });
    const [episode] = await t.database.db
      .select({ id: episodes.id })
      .from(episodes)
      .where(eq(episodes.videoAssetId, assetId));
    f.caption = f.caption.replace('EPISODE', episode!.id);
    await put(t.storage, f.caption, 'WEBVTT\n\n00:00.000 --> 00:01.000\nHello\n', 'text/vtt');
    await t.database.db.insert(episodeCaptions).values({
      episodeId: episode!.id,
      language: 'en',
      label: 'English',
      storageKey: f.caption,
      sizeBytes: 40,
      cues: 1,
    });
    files.push(f);
  }
  services.catalogue.invalidate();
  return files;
};

/** The keys of an episode's files that its grant must open, and nothing else must. */
export const guardedKeys = (f: EpisodeFiles) => [
  f.master,
  f.variant,
  f.init,
  f.segment,
  f.original,
  f.caption,
];
