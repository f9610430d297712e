import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  GENRE_SUGGESTIONS,
  KNOWN_LISTS,
  LIST_TAG_PREFIX,
  formatFileSize,
  STUDIO_TEXTS,
  STUDIO_UPLOADS,
  type presignBodySchema,
  type PresignResponse,
  type StorageStatus,
  type UploadCheckResponse,
  type uploadSeriesBodySchema,
  type UploadSeriesResponse,
} from '@app/contract';
import type { z } from 'zod';
import { HttpError, badRequest, conflict } from '../../http/http-error';
import type { Storage } from '../../storage/storage';
import type { JobQueue } from '../../jobs/job-queue';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { MediaIngestService } from '../media-assets/media-ingest.service';
import { checkedKeysOf, UploadChecks, type CheckedFile, type CheckedVideo } from './upload-checks';
import {
  allowedContentTypes,
  buildUploadKey,
  defaultContentType,
  maxBytesFor,
  slugify,
  uploadKeyOf,
} from './upload-keys';
import type { Announcements } from '../notifications/notifications.service';
import type { PublishScope, StudioRepository } from './studio.repository';

type PresignBody = z.output<typeof presignBodySchema>;
type UploadSeriesBody = z.output<typeof uploadSeriesBodySchema>;

export type StudioServiceDeps = {
  storage: Storage;
  repository: StudioRepository;
  catalogue: CatalogueService;
  /** The app's queue: its workers are woken once a publish has committed. */
  queue: Pick<JobQueue, 'notifyEnqueued'>;
  /** DATA_DIR/tmp: videos are downloaded here to be probed. */
  tmpDir: string;
  /** Test seam: runs inside the publish transaction after every write. */
  beforeCommit?: (scope: PublishScope) => Promise<void>;
  /** Tells the followers of the new series' authors, with the publish (modules/notifications). */
  announcements?: Announcements;
  /** Publishes checked at once (upload-checks.ts; CHECKS_AT_ONCE unless a test says). */
  checksAtOnce?: number;
};

/** A presign's decision: the key and policy, or the refusals in the order presign checks them. */
type UploadPlan = {
  seriesSlug: string;
  contentType: string;
  contentTypeAllowed: boolean;
  maxBytes: number;
  problems: HttpError[];
};

type StudioEpisode = UploadSeriesBody['episodes'][number];
/** An episode whose references have the shape of our uploads; nothing read yet. */
type PlannedEpisode = { episode: StudioEpisode; videoKey: string; thumbnailKey: string | null };
/** An episode whose files passed the content checks (pinned copies), ready to be written. */
export type CheckedEpisode = PlannedEpisode & {
  thumbnail: CheckedFile | null;
  video: CheckedVideo;
};

/** Trimmed, without blanks and duplicates. */
export const cleanList = (values: readonly string[] | null | undefined): string[] => [
  ...new Set((values ?? []).map((v) => v.trim()).filter((v) => v.length > 0)),
];

const GENRES: ReadonlySet<string> = new Set(GENRE_SUGGESTIONS);

/** A series' free tags (`list:` ones dropped: lists are memberships) and the genres among them. */
export const seriesTags = (values: readonly string[] | null | undefined) => {
  const tags = cleanList(values).filter((tag) => !tag.startsWith(LIST_TAG_PREFIX));
  return { tags, genre: tags.filter((tag) => GENRES.has(tag)) };
};

/** The creator studio's calls (docs/product/studio.md): presign, storage status, publish. */
export class StudioService {
  private readonly checks: UploadChecks;

  constructor(private readonly deps: StudioServiceDeps) {
    this.checks = new UploadChecks({
      storage: deps.storage,
      tmpDir: deps.tmpDir,
      ...(deps.checksAtOnce ? { checksAtOnce: deps.checksAtOnce } : {}),
    });
  }

  private plan(body: PresignBody): UploadPlan {
    const seriesSlug = slugify(body.seriesId);
    const declared = body.contentType?.trim().toLowerCase() || null;
    // none declared: an MP4, or an image of any allowed type (its bytes decide at publish)
    const contentType = declared ?? defaultContentType(body.fileType);
    const contentTypeAllowed =
      declared === null || allowedContentTypes(body.fileType).includes(declared);
    const maxBytes = maxBytesFor(body.fileType);
    const problems: HttpError[] = [];
    if (!seriesSlug) {
      problems.push(badRequest(STUDIO_TEXTS.invalidUploadParameters, ErrorCode.VALIDATION_FAILED));
    }
    if (!contentTypeAllowed) {
      problems.push(
        new HttpError(
          400,
          ErrorCode.UNSUPPORTED_MEDIA_TYPE,
          body.fileType === 'video' ? STUDIO_TEXTS.unsupportedVideo : STUDIO_TEXTS.invalidImage,
        ),
      );
    }
    if (body.fileSize !== null && body.fileSize !== undefined && body.fileSize > maxBytes) {
      problems.push(
        new HttpError(
          400,
          ErrorCode.PAYLOAD_TOO_LARGE,
          STUDIO_TEXTS.fileTooLarge(formatFileSize(body.fileSize), formatFileSize(maxBytes)),
        ),
      );
    }
    return { seriesSlug, contentType, contentTypeAllowed, maxBytes, problems };
  }

  private keyFor(body: PresignBody, plan: UploadPlan): string {
    return buildUploadKey({
      fileType: body.fileType,
      seriesSlug: plan.seriesSlug,
      episodeNumber: body.episodeNumber,
      contentType: plan.contentType,
    });
  }

  /**
   * A fresh key, the content type and the size limit of one upload, or the first refusal (400):
   * the presign's rules, which the resumable upload's start follows too.
   */
  planUpload(body: PresignBody): { key: string; contentType: string; maxBytes: number } {
    const plan = this.plan(body);
    const [problem] = plan.problems;
    if (problem) throw problem;
    return { key: this.keyFor(body, plan), contentType: plan.contentType, maxBytes: plan.maxBytes };
  }

  async presign(body: PresignBody): Promise<PresignResponse> {
    const { key, ...plan } = this.planUpload(body);
    const { storage } = this.deps;
    const post = await storage.createPresignedPost({
      key,
      contentType: plan.contentType,
      maxBytes: plan.maxBytes,
      expiresSeconds: STUDIO_UPLOADS.presignExpiresSeconds,
    });
    return {
      success: true,
      data: {
        uploadUrl: post.url,
        fields: post.fields,
        publicUrl: storage.publicUrl(key),
        s3Key: key,
      },
    };
  }

  async storageStatus(): Promise<StorageStatus> {
    const health = await this.deps.storage.check();
    return health.available
      ? { available: true, error: null, solution: null }
      : {
          available: false,
          error: health.error ?? STUDIO_TEXTS.storageUnavailable,
          solution: health.solution ?? null,
        };
  }

  async uploadCheck(body: PresignBody): Promise<UploadCheckResponse> {
    const plan = this.plan(body);
    const storage = await this.storageStatus();
    const problems = plan.problems.map((p) => p.detail);
    if (!storage.available) problems.push(storage.error ?? STUDIO_TEXTS.storageUnavailable);
    const fileSize = body.fileSize ?? null;
    return {
      success: true,
      debug: {
        fileType: body.fileType,
        seriesId: plan.seriesSlug || null,
        exampleKey: plan.seriesSlug && plan.contentTypeAllowed ? this.keyFor(body, plan) : null,
        contentType: plan.contentType,
        contentTypeAllowed: plan.contentTypeAllowed,
        allowedContentTypes: [...allowedContentTypes(body.fileType)],
        maxBytes: plan.maxBytes,
        fileSize,
        withinLimit: fileSize === null ? null : fileSize <= plan.maxBytes,
        problems,
        wouldSign: problems.length === 0,
        storage: { kind: this.deps.storage.kind, ...storage },
      },
    };
  }

  /** A key the server made for an upload of this kind, or 400. */
  private uploaded(reference: string, kind: 'video' | 'image'): string {
    const key = uploadKeyOf(reference, (k) => this.deps.storage.publicUrl(k), kind);
    if (!key) throw badRequest(STUDIO_TEXTS.notAnUpload(reference.slice(0, 200)));
    return key;
  }

  private async chooseId(body: UploadSeriesBody): Promise<string> {
    if (body.id) {
      const id = slugify(body.id);
      if (!id) throw badRequest(STUDIO_TEXTS.invalidSeriesId, ErrorCode.INVALID_ID);
      if (await this.deps.repository.seriesExists(id))
        throw conflict(STUDIO_TEXTS.seriesExists(id));
      return id;
    }
    const base = slugify(body.title) || 'series';
    for (;;) {
      const id = `${base}-${randomBytes(3).toString('hex')}`;
      if (!(await this.deps.repository.seriesExists(id))) return id;
    }
  }

  /**
   * The poster a publish or an edit names: a key we made for an image upload (else 400), present
   * and truly a JPEG, PNG or WebP (else deleted and 400); answers its pinned copy.
   */
  async checkedPoster(reference: string): Promise<CheckedFile> {
    return this.checks.image(this.uploaded(reference, 'image'));
  }

  /**
   * Episodes by number, each number once (else 400), every reference the shape of our uploads
   * (else 400): checked before any file is read.
   */
  planEpisodes(episodes: readonly StudioEpisode[]): PlannedEpisode[] {
    const seen = new Set<number>();
    for (const episode of episodes) {
      if (seen.has(episode.episodeNumber)) {
        throw badRequest(STUDIO_TEXTS.duplicateEpisode(episode.episodeNumber));
      }
      seen.add(episode.episodeNumber);
    }
    return [...episodes]
      .sort((a, b) => a.episodeNumber - b.episodeNumber)
      .map((episode) => ({
        episode,
        videoKey: this.uploaded(episode.videoUrl, 'video'),
        thumbnailKey: episode.thumbnail ? this.uploaded(episode.thumbnail, 'image') : null,
      }));
  }

  /**
   * The planned episodes' files, pinned: thumbnails truly images, videos truly videos (ffprobe).
   */
  async checkEpisodes(planned: readonly PlannedEpisode[]): Promise<CheckedEpisode[]> {
    return this.checks.episodes(planned);
  }

  /**
   * Writes checked episodes of `seriesId` through a transaction's scope: their assets, rows and
   * transcode jobs. The caller wakes the workers once committed (`queue.notifyEnqueued`).
   */
  async insertEpisodes(
    scope: PublishScope,
    seriesId: string,
    episodes: readonly CheckedEpisode[],
  ): Promise<void> {
    const ingest = new MediaIngestService(this.deps.storage, scope.media, scope.queue);
    for (const { episode, video, thumbnail } of episodes) {
      const videoAssetId = await ingest.registerStored({
        key: video.key,
        contentType: video.contentType,
        sizeBytes: video.sizeBytes,
        kind: 'video',
      });
      const thumbnailAssetId = thumbnail
        ? await ingest.registerStored({ ...thumbnail, kind: 'image' })
        : null;
      await scope.catalogue.insertEpisode({
        seriesId,
        episodeNumber: episode.episodeNumber,
        title: episode.title || `Episode ${episode.episodeNumber}`,
        description: episode.description ?? '',
        duration: video.duration,
        videoAssetId,
        thumbnailAssetId,
        isLocked: episode.isLocked ?? false,
      });
    }
  }

  /** Sets a series' lists; the known lists exist first (a start with SEED=none has none). */
  async setLists(scope: PublishScope, seriesId: string, lists: string[]): Promise<void> {
    if (lists.length > 0) {
      await scope.studio.ensureLists(KNOWN_LISTS.map((l, position) => ({ ...l, position })));
    }
    await scope.catalogue.setMemberships(seriesId, lists);
  }

  /**
   * Checks every referenced upload (ours, present, truly an image or a video) on its pinned copy,
   * then writes the series, its episodes, assets, transcode jobs and lists in one transaction
   * (docs/product/studio.md#publishing). Episodes play their originals until transcoded. A
   * publish that fails after the checks removes the copies; the uploads stay, for a retry.
   */
  async publish(body: UploadSeriesBody): Promise<UploadSeriesResponse> {
    // every reference is checked for shape before any file is read
    const planned = this.planEpisodes(body.episodes);
    const posterKey = this.uploaded(body.thumbnail, 'image');
    const id = await this.chooseId(body);

    const { poster, episodes } = await this.checks.publish(posterKey, planned);

    try {
      await this.write(body, id, poster, episodes);
    } catch (error) {
      await this.checks.unpin(checkedKeysOf(poster, episodes));
      throw error;
    }
    // the transcodes were enqueued in the transaction: wake this process's workers now
    this.deps.queue.notifyEnqueued();
    this.deps.catalogue.invalidate();
    return { success: true, data: { seriesId: id, id } };
  }

  /** The series, its episodes, assets, transcode jobs and lists, in one transaction. */
  private async write(
    body: UploadSeriesBody,
    id: string,
    poster: CheckedFile,
    episodes: readonly CheckedEpisode[],
  ): Promise<void> {
    const { tags, genre } = seriesTags(body.tags);
    const lists = cleanList(body.listMembership);
    await this.deps.repository.inTransaction(async (scope) => {
      const ingest = new MediaIngestService(this.deps.storage, scope.media, scope.queue);
      const posterAssetId = await ingest.registerStored({ ...poster, kind: 'image' });
      const inserted = await scope.studio.insertSeriesIfAbsent({
        id,
        title: body.title,
        director: body.director,
        language: body.language,
        year: body.year,
        description: body.description ?? '',
        tags,
        cast: cleanList(body.cast),
        genre,
        posterAssetId,
        status: 'published',
      });
      if (!inserted) throw conflict(STUDIO_TEXTS.seriesExists(id));
      await this.insertEpisodes(scope, id, episodes);
      if (lists.length > 0) await this.setLists(scope, id, lists);
      await this.deps.announcements?.announceSeries(scope.queue, id);
      await this.deps.beforeCommit?.(scope);
    });
  }
}
