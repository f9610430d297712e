import path from 'node:path';
import {
  CAPTION_MAX_BYTES,
  CAPTION_TEXTS,
  ErrorCode,
  STUDIO_SERIES_TEXTS,
  type CaptionListResponse,
  type CaptionResponse,
  type putCaptionBodySchema,
  type StudioCaption,
} from '@app/contract';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { badRequest, HttpError, notFound } from '../../http/http-error';
import { parseMediaPlaylist } from '../../transcoding/hls-playlist';
import { putOptionsFor } from '../../transcoding/transcode-pipeline';
import { CACHE_CONTROL, contentTypeFor } from '../../storage/content-types';
import type { Storage } from '../../storage/storage';
import type { TranscodeOutput } from '../media-assets/media-assets.repository';
import { captionFiles, newCaptionStem } from './caption-keys';
import { subtitlesPlaylist, withSubtitles, withTimestampMap } from './captions-hls';
import type { CaptionedEpisode, CaptionRow, CaptionsRepository } from './captions.repository';
import { firstPts } from './mpegts-start';
import { checkWebVtt } from './webvtt';

type PutCaptionBody = z.output<typeof putCaptionBodySchema>;

/** An HLS ladder in storage: where its master is, how long it plays, its lowest rung. */
export type StoredLadder = {
  masterKey: string;
  durationSeconds: number;
  /** A media playlist of the ladder (the lowest rung's): where the timeline starts. */
  playlistKey: string | null;
};

export type CaptionsServiceDeps = {
  repository: CaptionsRepository;
  storage: Storage;
  /** The series answers carry each episode's captions: they drop after a change. */
  catalogue: { invalidate(): void };
  log: Logger;
};

const VTT_TYPE = contentTypeFor('captions.vtt');
// what a PTS is read from: a few TS packets hold the first PES headers
const SEGMENT_HEAD_BYTES = 64 * 1024;

const languageNames = new Intl.DisplayNames(['en'], {
  type: 'language',
  languageDisplay: 'standard',
});
const defaultLabel = (language: string): string => {
  try {
    return languageNames.of(language) ?? language;
  } catch {
    return language;
  }
};

const readText = async (storage: Storage, key: string, end?: number): Promise<Buffer | null> => {
  const opened = await storage.read(key, end === undefined ? undefined : { start: 0, end });
  if (!opened) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * Captions of episodes (docs/product/studio.md#captions): checked WebVTT files per language,
 * given to the player as tracks, and to HLS players as the master's subtitles rendition, which
 * is rewritten after each change and after each transcode.
 */
export class CaptionsService {
  // one change at a time per episode: each master rewrite reads what the last one wrote
  private readonly running = new Map<string, Promise<unknown>>();

  constructor(private readonly deps: CaptionsServiceDeps) {}

  private serial<T>(episodeId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.running.get(episodeId) ?? Promise.resolve();
    const run = previous.then(work, work);
    const settled = run.catch(() => undefined);
    this.running.set(episodeId, settled);
    void settled.then(() => {
      if (this.running.get(episodeId) === settled) this.running.delete(episodeId);
    });
    return run;
  }

  private async episode(seriesId: string, episodeNumber: number): Promise<CaptionedEpisode> {
    const episode = await this.deps.repository.findEpisode(seriesId, episodeNumber);
    if (!episode) throw notFound(STUDIO_SERIES_TEXTS.episodeNotFound(episodeNumber));
    return episode;
  }

  private toCaption(row: CaptionRow): StudioCaption {
    return {
      language: row.language,
      label: row.label,
      url: this.deps.storage.publicUrl(row.storageKey),
      cues: row.cues,
      sizeBytes: row.sizeBytes,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  async list(seriesId: string, episodeNumber: number): Promise<CaptionListResponse> {
    const episode = await this.episode(seriesId, episodeNumber);
    const rows = await this.deps.repository.list(episode.episodeId);
    return { success: true, data: { captions: rows.map((row) => this.toCaption(row)) } };
  }

  /** Stores a checked WebVTT file for the language, replacing the one it had. */
  async put(
    seriesId: string,
    episodeNumber: number,
    language: string,
    body: PutCaptionBody,
  ): Promise<CaptionResponse> {
    const episode = await this.episode(seriesId, episodeNumber);
    const checked = checkWebVtt(body.vtt);
    if (!checked.ok) throw badRequest(checked.detail, ErrorCode.VALIDATION_FAILED);
    const bytes = Buffer.from(checked.vtt.text, 'utf8');
    if (bytes.length > CAPTION_MAX_BYTES) {
      throw new HttpError(413, ErrorCode.PAYLOAD_TOO_LARGE, CAPTION_TEXTS.tooLarge);
    }
    const { storage, repository } = this.deps;
    const key = `${newCaptionStem(episode.seriesId, episode.episodeId, language)}.vtt`;
    // a name that is never reused: cacheable for good
    await storage.put(key, bytes, { contentType: VTT_TYPE, cacheControl: CACHE_CONTROL.immutable });
    const caption = await this.serial(episode.episodeId, async () => {
      let saved: Awaited<ReturnType<CaptionsRepository['upsert']>>;
      try {
        saved = await repository.upsert({
          episodeId: episode.episodeId,
          language,
          label: body.label || defaultLabel(language),
          storageKey: key,
          sizeBytes: bytes.length,
          cues: checked.vtt.cues,
        });
      } catch (error) {
        await storage.delete(key).catch(() => undefined);
        throw error;
      }
      await this.publishToStream(episode);
      // the master no longer names the old files: now they can go
      if (saved.replacedKey) await this.removeFiles(saved.replacedKey);
      return saved.caption;
    });
    this.deps.catalogue.invalidate();
    return { success: true, data: this.toCaption(caption) };
  }

  async remove(seriesId: string, episodeNumber: number, language: string) {
    const episode = await this.episode(seriesId, episodeNumber);
    await this.serial(episode.episodeId, async () => {
      const key = await this.deps.repository.delete(episode.episodeId, language);
      if (!key) throw notFound(CAPTION_TEXTS.captionNotFound(language));
      await this.publishToStream(episode);
      await this.removeFiles(key);
    });
    this.deps.catalogue.invalidate();
    return { success: true as const, data: { language, deleted: true as const } };
  }

  /**
   * A transcode stored a new ladder for `assetId` (not yet marked ready): its master gets the
   * episode's captions before any viewer is sent to it. Never fails the transcode: the player
   * has the captions as tracks either way, and the next caption change writes the master again.
   */
  async addToLadder(assetId: string, output: TranscodeOutput): Promise<void> {
    try {
      const episode = await this.deps.repository.episodeOfAsset(assetId);
      if (!episode) return;
      const [lowest] = [...output.renditions].sort((a, b) => a.bandwidth - b.bandwidth);
      const ladder: StoredLadder = {
        masterKey: output.masterKey,
        durationSeconds: output.durationSeconds,
        playlistKey: lowest?.playlistKey ?? null,
      };
      await this.serial(episode.episodeId, () => this.writeRendition(episode, ladder));
    } catch (error) {
      this.deps.log.warn({ err: error, assetId }, 'captions not added to the HLS master');
    }
  }

  /** After a change: the transcoded master, if the episode has one yet, names what is now. */
  private async publishToStream(episode: CaptionedEpisode): Promise<void> {
    const stream = await this.deps.repository.streamOf(episode.episodeId);
    if (!stream || stream.status !== 'ready' || !stream.masterKey) return;
    await this.writeRendition(episode, {
      masterKey: stream.masterKey,
      durationSeconds: stream.durationSeconds,
      playlistKey: stream.playlistKey,
    });
  }

  private async writeRendition(episode: CaptionedEpisode, ladder: StoredLadder): Promise<void> {
    const { storage, repository } = this.deps;
    const master = await readText(storage, ladder.masterKey);
    if (!master) return;
    const captions = await repository.list(episode.episodeId);
    const start = captions.length > 0 ? await this.streamStart(ladder) : null;
    const masterDir = path.posix.dirname(ladder.masterKey);
    const renditions = [];
    for (const caption of captions) {
      const files = captionFiles(caption.storageKey);
      const vtt = await readText(storage, files.vtt);
      if (!vtt) continue;
      // playlists and the mapped copy follow the ladder: rewritable, so revalidated
      await storage.put(
        files.streamVtt,
        Buffer.from(withTimestampMap(vtt.toString('utf8'), start)),
        {
          contentType: VTT_TYPE,
          cacheControl: CACHE_CONTROL.playlist,
        },
      );
      const playlist = subtitlesPlaylist(
        path.posix.basename(files.streamVtt),
        ladder.durationSeconds,
      );
      await storage.put(files.playlist, Buffer.from(playlist), putOptionsFor(files.playlist));
      renditions.push({
        language: caption.language,
        name: caption.label,
        uri: path.posix.relative(masterDir, files.playlist),
      });
    }
    const rewritten = withSubtitles(master.toString('utf8'), renditions);
    await storage.put(ladder.masterKey, Buffer.from(rewritten), putOptionsFor(ladder.masterKey));
  }

  /** The first timestamp of the ladder's first segment; null when it cannot be read. */
  private async streamStart(ladder: StoredLadder): Promise<number | null> {
    if (!ladder.playlistKey) return null;
    try {
      const text = await readText(this.deps.storage, ladder.playlistKey);
      const first = text && parseMediaPlaylist(text.toString('utf8')).segments[0];
      if (!first) return null;
      const segmentKey = path.posix.join(path.posix.dirname(ladder.playlistKey), first.uri);
      const head = await readText(this.deps.storage, segmentKey, SEGMENT_HEAD_BYTES - 1);
      return head ? firstPts(head) : null;
    } catch (error) {
      this.deps.log.warn({ err: error, playlist: ladder.playlistKey }, 'stream start not read');
      return null;
    }
  }

  private async removeFiles(vttKey: string): Promise<void> {
    await Promise.all(
      captionFiles(vttKey).all.map((key) =>
        this.deps.storage.delete(key).catch((error: unknown) => {
          this.deps.log.warn({ err: error, key }, 'caption file not deleted');
        }),
      ),
    );
  }
}
