import { ErrorCode, STUDIO_TEXTS } from '@app/contract';
import { HttpError, badRequest, rateLimited } from '../../http/http-error';
import { Slots } from '../../lib/slots';
import { MediaProbeError } from '../../transcoding/probe';
import { CACHE_CONTROL, contentTypeFor, extensionOf } from '../../storage/content-types';
import { StorageObjectNotFoundError } from '../../storage/object-not-found-error';
import type { Storage } from '../../storage/storage';
import { imageTypeOf, isMatchingImage, probeStoredVideo, readHead } from './content-check';
import { extensionFor, isAnyImageKey, pinnedKeyOf } from './upload-keys';

/**
 * Publishes (and series edits) whose files are checked at once in one process; one more is
 * answered 429. Each holds a video's copy in DATA_DIR/tmp (up to 500 MB) and one ffprobe.
 */
export const CHECKS_AT_ONCE = 4;

export type UploadChecksDeps = {
  storage: Storage;
  /** DATA_DIR/tmp: videos are downloaded here to be probed. */
  tmpDir: string;
  /** Publishes checked at once in this process (CHECKS_AT_ONCE unless a test says). */
  checksAtOnce?: number;
};

/** A file that passed its check: the pinned copy of an upload, which the series serves. */
export type CheckedFile = { key: string; contentType: string; sizeBytes: number };
export type CheckedVideo = CheckedFile & { duration: number };

/** An episode's uploads, as a publish names them (keys of ours, nothing read yet). */
type EpisodeUploads = { videoKey: string; thumbnailKey: string | null };
type CheckedUploads = { thumbnail: CheckedFile | null; video: CheckedVideo };

/** The keys of checked files: a poster's, and each episode's video and thumbnail. */
export const checkedKeysOf = (
  poster: CheckedFile | null,
  episodes: readonly CheckedUploads[],
): string[] => [
  ...(poster ? [poster.key] : []),
  ...episodes.flatMap(({ video, thumbnail }) => [video.key, ...(thumbnail ? [thumbnail.key] : [])]),
];

/**
 * The content checks of a publish (docs/product/studio.md#publishing), on pinned copies: each
 * upload is first copied to a key no presigned form names, and that copy is what is checked and
 * what the series serves, so posting a form again afterwards changes nothing served
 * (docs/decisions.md#uploads-and-media). At most `checksAtOnce` publishes are checked at once in
 * a process; one more is answered 429.
 */
export class UploadChecks {
  private readonly slots: Slots;

  constructor(private readonly deps: UploadChecksDeps) {
    this.slots = new Slots(deps.checksAtOnce ?? CHECKS_AT_ONCE);
  }

  /** A poster (or thumbnail) alone, as an edit replaces one. */
  image(key: string): Promise<CheckedFile> {
    return this.checking(() => this.checkedImage(key));
  }

  /** Episodes' files in order: thumbnails truly images, videos truly videos (ffprobe). */
  episodes<T extends EpisodeUploads>(planned: readonly T[]): Promise<(T & CheckedUploads)[]> {
    return this.checking(() => this.checkEach(planned));
  }

  /** A publish's poster and episodes, in one slot. */
  publish<T extends EpisodeUploads>(
    posterKey: string,
    planned: readonly T[],
  ): Promise<{ poster: CheckedFile; episodes: (T & CheckedUploads)[] }> {
    return this.checking(async () => {
      const poster = await this.checkedImage(posterKey);
      try {
        return { poster, episodes: await this.checkEach(planned) };
      } catch (error) {
        await this.unpin([poster.key]);
        throw error;
      }
    });
  }

  /** Removes pinned copies nothing will use; best effort: what is left is the janitor's. */
  async unpin(keys: readonly string[]): Promise<void> {
    await Promise.allSettled(keys.map((key) => this.deps.storage.delete(key)));
  }

  private checking<T>(checks: () => Promise<T>): Promise<T> {
    return this.slots.run(checks, () => rateLimited(STUDIO_TEXTS.tooManyChecks));
  }

  private async checkEach<T extends EpisodeUploads>(
    planned: readonly T[],
  ): Promise<(T & CheckedUploads)[]> {
    const episodes: (T & CheckedUploads)[] = [];
    try {
      // one ffprobe at a time: a publish of many episodes must not fork a process per file at once
      for (const item of planned) {
        const thumbnail = item.thumbnailKey ? await this.checkedImage(item.thumbnailKey) : null;
        try {
          episodes.push({ ...item, thumbnail, video: await this.checkedVideo(item.videoKey) });
        } catch (error) {
          if (thumbnail) await this.unpin([thumbnail.key]);
          throw error;
        }
      }
    } catch (error) {
      await this.unpin(checkedKeysOf(null, episodes));
      throw error;
    }
    return episodes;
  }

  /**
   * A JPEG, PNG or WebP by its first bytes: the type its presign named, or any of them when it
   * named none. Pinned under the extension of that type, which the media route serves it with.
   */
  private async checkedImage(key: string): Promise<CheckedFile> {
    const { storage } = this.deps;
    const head = await readHead(storage, key);
    if (!head) throw badRequest(STUDIO_TEXTS.uploadMissing(key));
    const type = imageTypeOf(head);
    const expected = isAnyImageKey(key) ? type : contentTypeFor(key);
    if (type === null || type !== expected) return this.reject([key], STUDIO_TEXTS.notAnImage(key));
    const pinned = await this.pin(key, extensionFor(type), type);
    // the copy is what is served: checked itself, should the upload have changed meanwhile
    if (!(await isMatchingImage(storage, pinned))) {
      return this.reject([key, pinned], STUDIO_TEXTS.notAnImage(key));
    }
    return this.stored(pinned);
  }

  /** Pinned, then ffprobe of the copy: a video stream and a duration. */
  private async checkedVideo(key: string): Promise<CheckedVideo> {
    const pinned = await this.pin(key, extensionOf(key).slice(1), contentTypeFor(key));
    try {
      const probe = await probeStoredVideo(this.deps.storage, pinned, this.deps.tmpDir);
      const file = await this.stored(pinned);
      return { ...file, duration: Math.round(probe.durationSeconds * 100) / 100 };
    } catch (error) {
      if (error instanceof MediaProbeError) {
        return this.reject([key, pinned], STUDIO_TEXTS.notAVideo(key, error.message));
      }
      await this.unpin([pinned]);
      throw error;
    }
  }

  /** A copy of the upload at a fresh key beside it (its pin); a missing upload is 400. */
  private async pin(key: string, extension: string, contentType: string): Promise<string> {
    const pinned = pinnedKeyOf(key, extension);
    try {
      await this.deps.storage.copy(key, pinned, {
        contentType,
        cacheControl: CACHE_CONTROL.immutable,
      });
    } catch (error) {
      if (error instanceof StorageObjectNotFoundError) {
        throw badRequest(STUDIO_TEXTS.uploadMissing(key));
      }
      throw error;
    }
    return pinned;
  }

  private async stored(key: string): Promise<CheckedFile> {
    const object = await this.deps.storage.stat(key);
    if (!object) throw badRequest(STUDIO_TEXTS.uploadMissing(key));
    return { key, contentType: contentTypeFor(key), sizeBytes: object.size };
  }

  /** A lying file is deleted, with its copy: never published, its key never reused. */
  private async reject(keys: readonly string[], detail: string): Promise<never> {
    for (const key of keys) await this.deps.storage.delete(key);
    throw new HttpError(400, ErrorCode.UNSUPPORTED_MEDIA_TYPE, detail);
  }
}
