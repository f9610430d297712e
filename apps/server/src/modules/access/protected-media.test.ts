import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AccessRepository, ProtectedEpisodeRow } from './access.repository';
import { LIST_RELOADING, ProtectedMedia } from './protected-media';

const EPISODE_2: ProtectedEpisodeRow = {
  episodeId: 'episode-2',
  seriesId: 'neon-heirs',
  assetId: 'asset-2',
  sourceKey: null,
  posterKey: null,
};
const SEGMENT = 'hls/asset-2/360p/seg_00000.ts';

/** A repository whose protected list is given by the test, one load at a time. */
const repositoryOf = () => {
  let rows: ProtectedEpisodeRow[] = [];
  let release: () => void = () => undefined;
  let held = false;
  const repository = {
    protectedEpisodes: async () => {
      if (held) await new Promise<void>((resolve) => (release = resolve));
      return rows;
    },
    isReferenced: async () => true,
  } as unknown as AccessRepository;
  return {
    repository,
    set: (next: ProtectedEpisodeRow[]) => (rows = next),
    hold: () => (held = true),
    release: () => {
      held = false;
      release();
    },
  };
};

describe('ProtectedMedia', () => {
  it('answers by the new list once a change is being applied, never by the old one', async () => {
    const db = repositoryOf();
    const media = new ProtectedMedia(db.repository, pino({ level: 'silent' }));
    await media.reload();
    expect(await media.gate(SEGMENT)).toEqual({ kind: 'public' });
    expect(media.episodeOf(SEGMENT)).toBeUndefined();

    // an editor prices episode 2: the list reloads, slowly
    db.set([EPISODE_2]);
    db.hold();
    const reloaded = media.reload();
    // the fast path steps aside meanwhile, and the route's gate waits for the new list
    expect(media.episodeOf(SEGMENT)).toBe(LIST_RELOADING);
    expect(media.episodeOf('posters/neon-heirs.jpg')).toBe(LIST_RELOADING);
    const gate = media.gate(SEGMENT);
    db.release();
    await reloaded;
    expect(await gate).toEqual({ kind: 'episode', episodeId: 'episode-2' });
    expect(media.episodeOf(SEGMENT)).toBe('episode-2');
    expect(media.episodeOf('posters/neon-heirs.jpg')).toBeUndefined();
  });
});
