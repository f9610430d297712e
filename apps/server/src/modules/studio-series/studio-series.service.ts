import {
  ErrorCode,
  STUDIO_PRICING_TEXTS,
  STUDIO_RELEASE_TEXTS,
  STUDIO_SERIES_TEXTS,
  type addStudioEpisodesBodySchema,
  type DeleteStudioSeriesResponse,
  type StudioEpisodeState,
  type StudioSeries,
  type StudioSeriesListResponse,
  type StudioSeriesResponse,
  type updateStudioSeriesBodySchema,
} from '@app/contract';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { HttpError, conflict, notFound } from '../../http/http-error';
import type { JobQueue } from '../../jobs/job-queue';
import type { Storage } from '../../storage/storage';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { MediaIngestService } from '../media-assets/media-ingest.service';
import { cleanList, seriesTags, type StudioService } from '../studio/studio.service';
import type { CoinRefunds } from '../wallet/refunds.service';
import {
  assetFileRemoval,
  episodeCaptionsFolder,
  removeFiles,
  seriesFolders,
  type FileRemoval,
} from './stored-files';
import type {
  AssetFiles,
  EpisodeStateRow,
  StudioSeriesRepository,
  StudioSeriesRow,
} from './studio-series.repository';
import type { Announcements } from '../notifications/notifications.service';
import { addSummaries, summarize, transcodeStatusOf } from './transcode-state';

type UpdateBody = z.output<typeof updateStudioSeriesBodySchema>;
type AddEpisodesBody = z.output<typeof addStudioEpisodesBodySchema>;

export type StudioSeriesServiceDeps = {
  storage: Storage;
  repository: StudioSeriesRepository;
  /** The publish checks and writes, shared so an edit is held to the same rules. */
  studio: StudioService;
  catalogue: CatalogueService;
  /** The app's queue: its workers are woken once new transcodes have committed. */
  queue: Pick<JobQueue, 'notifyEnqueued'>;
  /** Tells a published series' followers about its new episodes, with the episodes. */
  announcements?: Announcements;
  /** Coins spent on what is deleted or withdrawn go back, in the same transaction. */
  refunds: Pick<CoinRefunds, 'seriesDeleted' | 'episodeDeleted' | 'seriesWithdrawn'>;
  log: Logger;
};

const TEXTS = STUDIO_SERIES_TEXTS;

// a concurrent request took the number between the check and the insert
const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

const groupBySeries = <T extends { seriesId: string }>(rows: readonly T[]): Map<string, T[]> => {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.seriesId);
    if (group) group.push(row);
    else groups.set(row.seriesId, [row]);
  }
  return groups;
};

/**
 * Managing what was published (docs/product/studio.md#managing-series): every series with its
 * transcodes, edits, episodes added and removed, unpublishing and deletion with every stored
 * file. Each change clears the catalogue caches, so viewers see it at once.
 */
export class StudioSeriesService {
  constructor(private readonly deps: StudioSeriesServiceDeps) {}

  private url(key: string | null): string {
    return key ? this.deps.storage.publicUrl(key) : '';
  }

  private toEpisode(row: EpisodeStateRow): StudioEpisodeState {
    const transcode = transcodeStatusOf(row);
    return {
      episodeId: row.id,
      episodeNumber: row.episodeNumber,
      title: row.title,
      description: row.description,
      duration: row.duration,
      isLocked: row.isLocked,
      videoUrl: this.url(
        transcode.state === 'ready'
          ? (row.videoMasterKey ?? row.videoSourceKey)
          : row.videoSourceKey,
      ),
      thumbnail: this.url(row.thumbnailKey ?? row.videoPosterKey),
      transcode,
    };
  }

  private toSeries(
    row: StudioSeriesRow,
    episodeRows: EpisodeStateRow[],
    lists: string[],
  ): StudioSeries {
    const episodes = episodeRows.map((episode) => this.toEpisode(episode));
    return {
      id: row.id,
      title: row.title,
      director: row.director,
      language: row.language,
      year: row.year,
      description: row.description,
      tags: row.tags,
      cast: row.cast,
      genre: row.genre,
      poster: this.url(row.posterKey),
      published: row.status === 'published',
      listMembership: lists,
      free_episodes: row.freeEpisodes,
      coin_price_per_episode: row.coinPricePerEpisode,
      ai_disclosure: row.aiDisclosure,
      release_status: row.releaseStatus,
      release_weekday: row.releaseWeekday,
      next_release_date: row.nextReleaseDate,
      final_episode_count: row.finalEpisodeCount,
      translations: row.translations,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      episodes,
      summary: summarize(episodes),
    };
  }

  async list(): Promise<StudioSeriesListResponse> {
    const { repository } = this.deps;
    const [rows, episodeRows, memberships] = await Promise.all([
      repository.seriesRows(),
      repository.episodeStates(),
      repository.memberships(),
    ]);
    const episodesBySeries = groupBySeries(episodeRows);
    const listsBySeries = groupBySeries(memberships);
    const series = rows.map((row) =>
      this.toSeries(
        row,
        episodesBySeries.get(row.id) ?? [],
        (listsBySeries.get(row.id) ?? []).map((m) => m.listName),
      ),
    );
    return {
      success: true,
      data: { series, summary: addSummaries(series.map((s) => s.summary)) },
    };
  }

  private async row(id: string): Promise<StudioSeriesRow> {
    const [row] = await this.deps.repository.seriesRows(id);
    if (!row) throw notFound(TEXTS.seriesNotFound(id));
    return row;
  }

  private async load(id: string): Promise<StudioSeries> {
    const { repository } = this.deps;
    const row = await this.row(id);
    const [episodeRows, memberships] = await Promise.all([
      repository.episodeStates(id),
      repository.memberships(id),
    ]);
    return this.toSeries(
      row,
      episodeRows,
      memberships.map((m) => m.listName),
    );
  }

  async get(id: string): Promise<StudioSeriesResponse> {
    return { success: true, data: await this.load(id) };
  }

  /** Files of deleted assets, unless another asset still names the same upload. */
  private async removeAssetFiles(
    seriesId: string,
    assets: AssetFiles[],
    folders: string[],
  ): Promise<void> {
    const stillReferenced = await this.deps.repository.referencedKeys(
      assets.map((asset) => asset.sourceKey),
    );
    const removal: FileRemoval = assetFileRemoval(seriesId, assets, stillReferenced);
    removal.prefixes.push(...folders);
    await removeFiles(this.deps.storage, removal, this.deps.log);
  }

  /** Only the fields given change; a new poster is checked as a publish checks it. */
  async update(id: string, body: UpdateBody): Promise<StudioSeriesResponse> {
    const current = await this.row(id);
    const poster = body.poster ? await this.deps.studio.checkedPoster(body.poster) : null;
    const changes: Parameters<StudioSeriesRepository['updateSeries']>[1] = {};
    if (body.title !== undefined) changes.title = body.title;
    if (body.director !== undefined) changes.director = body.director;
    if (body.language !== undefined) changes.language = body.language;
    if (body.year !== undefined) changes.year = body.year;
    if (body.description !== undefined) changes.description = body.description;
    if (body.tags !== undefined) Object.assign(changes, seriesTags(body.tags));
    if (body.cast !== undefined) changes.cast = cleanList(body.cast);
    if (body.published !== undefined) changes.status = body.published ? 'published' : 'draft';
    // pricing and labels (docs/product/wallet.md#fair-unlocks)
    if (body.free_episodes != null) {
      const count = await this.deps.repository.episodeCount(id);
      if (body.free_episodes > count) {
        throw new HttpError(
          400,
          ErrorCode.VALIDATION_FAILED,
          STUDIO_PRICING_TEXTS.tooManyFree(count),
        );
      }
    }
    if (body.free_episodes !== undefined) changes.freeEpisodes = body.free_episodes;
    if (body.coin_price_per_episode !== undefined) {
      changes.coinPricePerEpisode = body.coin_price_per_episode;
    }
    if (body.ai_disclosure !== undefined) changes.aiDisclosure = body.ai_disclosure;
    Object.assign(changes, await this.releaseChanges(id, body));
    const replaced = await this.deps.repository.inTransaction(async (scope) => {
      if (poster) {
        const ingest = new MediaIngestService(this.deps.storage, scope.media, scope.queue);
        changes.posterAssetId = await ingest.registerStored({ ...poster, kind: 'image' });
      }
      await scope.series.updateSeries(id, changes, body.translations);
      if (body.published === false) await this.deps.refunds.seriesWithdrawn(scope.tx, id);
      if (body.listMembership !== undefined) {
        await this.deps.studio.setLists(scope, id, cleanList(body.listMembership));
      }
      if (!poster || !current.posterAssetId) return [];
      const old = await scope.series.assetFiles([current.posterAssetId]);
      await scope.series.deleteAssets([current.posterAssetId]);
      return old;
    });
    // a withdrawal's refunds queued their pushes, a new poster its resizing, in the transaction
    this.deps.queue.notifyEnqueued();
    this.deps.catalogue.invalidate();
    await this.removeAssetFiles(id, replaced, []);
    return this.get(id);
  }

  /** The release fields of an edit (docs/product/catalogue.md#series-transparency). */
  private async releaseChanges(id: string, body: UpdateBody) {
    const changes: Parameters<StudioSeriesRepository['updateSeries']>[1] = {};
    if (body.release_status !== undefined) changes.releaseStatus = body.release_status;
    if (body.release_weekday !== undefined) changes.releaseWeekday = body.release_weekday;
    if (body.next_release_date !== undefined) changes.nextReleaseDate = body.next_release_date;
    if (body.final_episode_count != null) {
      const count = await this.deps.repository.episodeCount(id);
      if (body.final_episode_count < count) {
        throw new HttpError(
          400,
          ErrorCode.VALIDATION_FAILED,
          STUDIO_RELEASE_TEXTS.finalBelowEpisodes(count),
        );
      }
    }
    if (body.final_episode_count !== undefined) {
      changes.finalEpisodeCount = body.final_episode_count;
    }
    return changes;
  }

  /** New episodes at free numbers, checked and written as a publish writes them. */
  async addEpisodes(id: string, body: AddEpisodesBody): Promise<StudioSeriesResponse> {
    const { repository, studio } = this.deps;
    const planned = studio.planEpisodes(body.episodes);
    await this.row(id);
    const [taken] = await repository.takenNumbers(
      id,
      planned.map((item) => item.episode.episodeNumber),
    );
    if (taken !== undefined) throw conflict(TEXTS.episodeTaken(taken));
    const episodes = await studio.checkEpisodes(planned);
    try {
      await repository.inTransaction(async (scope) => {
        await studio.insertEpisodes(scope, id, episodes);
        await scope.series.updateSeries(id, {});
        await this.deps.announcements?.announceEpisodes(
          scope.queue,
          id,
          episodes.map((e) => e.episode.episodeNumber),
        );
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const [raced] = await repository.takenNumbers(
        id,
        planned.map((item) => item.episode.episodeNumber),
      );
      throw conflict(TEXTS.episodeTaken(raced ?? planned[0]!.episode.episodeNumber));
    }
    // the transcodes were enqueued in the transaction: wake this process's workers now
    this.deps.queue.notifyEnqueued();
    this.deps.catalogue.invalidate();
    return this.get(id);
  }

  private async episode(id: string, episodeNumber: number) {
    await this.row(id);
    const episode = await this.deps.repository.episodeOf(id, episodeNumber);
    if (!episode) throw notFound(TEXTS.episodeNotFound(episodeNumber));
    return episode;
  }

  /** The episode's row, its video and thumbnail, then their files and its captions. */
  async removeEpisode(id: string, episodeNumber: number): Promise<StudioSeriesResponse> {
    const episode = await this.episode(id, episodeNumber);
    const assets = await this.deps.repository.inTransaction(async (scope) => {
      const files = await scope.series.assetFiles([episode.videoAssetId, episode.thumbnailAssetId]);
      await scope.series.deleteEpisode(episode.id);
      await scope.series.deleteAssets(files.map((asset) => asset.id));
      await scope.series.updateSeries(id, {});
      await this.deps.refunds.episodeDeleted(scope.tx, id, episodeNumber);
      return files;
    });
    // the refunds' pushes were queued in the transaction
    this.deps.queue.notifyEnqueued();
    this.deps.catalogue.invalidate();
    await this.removeAssetFiles(id, assets, [episodeCaptionsFolder(id, episode.id)]);
    return this.get(id);
  }

  /** A failed transcode queued again from the start (409 for any other state). */
  async retry(id: string, episodeNumber: number): Promise<StudioSeriesResponse> {
    const episode = await this.episode(id, episodeNumber);
    const [row] = (await this.deps.repository.episodeStates(id)).filter((e) => e.id === episode.id);
    const assetId = episode.videoAssetId;
    if (!row || !assetId || transcodeStatusOf(row).state !== 'failed') {
      throw conflict(TEXTS.notFailed(episodeNumber));
    }
    await this.deps.repository.inTransaction(async (scope) => {
      await scope.series.resetAsset(assetId);
      const ingest = new MediaIngestService(this.deps.storage, scope.media, scope.queue);
      // a live job means someone retried first: nothing failed any more
      if (!(await ingest.enqueueTranscode(assetId))) throw conflict(TEXTS.notFailed(episodeNumber));
    });
    this.deps.queue.notifyEnqueued();
    this.deps.catalogue.invalidate();
    return this.get(id);
  }

  /**
   * The series' rows in one transaction (episodes, lists, comments and captions go with it),
   * then every stored file: uploads, resized copies, renditions, poster frames, captions,
   * trailers.
   */
  async remove(id: string): Promise<DeleteStudioSeriesResponse> {
    const { title } = await this.row(id);
    const assets = await this.deps.repository.inTransaction(async (scope) => {
      const files = await scope.series.seriesAssetFiles(id);
      await scope.series.deleteSeries(id);
      await this.deps.refunds.seriesDeleted(scope.tx, id, title);
      await scope.series.deleteAssets(files.map((asset) => asset.id));
      return files;
    });
    // the refunds' pushes were queued in the transaction
    this.deps.queue.notifyEnqueued();
    this.deps.catalogue.invalidate();
    await this.removeAssetFiles(id, assets, seriesFolders(id));
    return { success: true, data: { id } };
  }
}
