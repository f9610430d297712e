import { STUDIO_UPLOAD_TEXTS, TIMINGS, type UploadFileType } from '@app/contract';
import type { UploadedFile, UploadFn } from '../../../lib/uploads/upload-types';

export type UploadStatus = 'pending' | 'uploading' | 'completed' | 'error';

/** An upload queue item (docs/product/studio.md#upload-queue) and what its upload produced. */
export type UploadQueueItem = {
  id: string;
  file: File;
  type: UploadFileType;
  episodeNumber: number | null;
  status: UploadStatus;
  /** 0–100: 0 starting, up to 50 as the bytes go, 75 thumbnail, 90 its upload, 95, 100. */
  progress: number;
  error: string | null;
  thumbnailGenerated: boolean;
  /** 'Thumbnail generation failed: …' when the item completed without its thumbnail. */
  note: string | null;
  /** Done and cleared from the queue's list; it stays part of the series. */
  hidden: boolean;
  uploaded: UploadedFile | null;
  thumbnail: UploadedFile | null;
  /** An object URL of the thumbnail made, for previews. */
  thumbnailPreview: string | null;
  /** Seconds, as the browser measured while taking the thumbnail. */
  duration: number | null;
};

export type UploadQueueState = {
  items: readonly UploadQueueItem[];
  /** The queue is uploading (Clear All waits for it to finish). */
  processing: boolean;
};

/** Who the presigns file an upload under: the series' id and title. */
export type UploadTarget = { seriesId: string; seriesTitle: string | null };

export type NewUpload = { file: File; type: UploadFileType; episodeNumber?: number | null };

export type UploadQueueDeps = {
  upload: UploadFn;
  makeThumbnail: (
    file: File,
    signal: AbortSignal,
  ) => Promise<{ blob: Blob; duration: number | null }>;
  /** The series the uploads are for, until setTarget changes it. */
  target: UploadTarget;
  createObjectUrl?: (blob: Blob) => string;
  revokeObjectUrl?: (url: string) => void;
};

export type UploadQueue = {
  subscribe: (listener: () => void) => () => void;
  getState: () => UploadQueueState;
  /**
   * Adds files; a video for an episode that has one, or a second poster, replaces the old item
   * (cancelling its upload). Returns the new items' ids.
   */
  add: (uploads: readonly NewUpload[]) => string[];
  /** Takes an item off the list: a finished one is only hidden. False while it uploads. */
  remove: (id: string) => boolean;
  /** Drops an item and its file from the series. False while it uploads. */
  discard: (id: string) => boolean;
  retry: (id: string) => void;
  clearCompleted: () => void;
  /** Hides finished items and drops waiting and failed ones; nothing while the queue runs. */
  clearAll: () => void;
  /** The series the next uploads are for (its title changes as the editor types). */
  setTarget: (target: UploadTarget) => void;
  /** Stops the current upload (it waits its turn again) until `resume`. */
  pause: () => void;
  resume: () => void;
};

const newItem = (id: string, upload: NewUpload): UploadQueueItem => ({
  id,
  file: upload.file,
  type: upload.type,
  episodeNumber: upload.episodeNumber ?? null,
  status: 'pending',
  progress: 0,
  error: null,
  thumbnailGenerated: false,
  note: null,
  hidden: false,
  uploaded: null,
  thumbnail: null,
  thumbnailPreview: null,
  duration: null,
});

const reasonOf = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * The studio's upload queue (docs/product/studio.md#upload-queue): one file at a time, starting
 * TIMINGS.uploadQueueStartMs after files are added; a video's item also makes and uploads its
 * thumbnail, and a failed thumbnail still lets the item complete. Completed items leave the list
 * after TIMINGS.uploadCompletedVisibleMs. A plain store (React reads it with
 * useSyncExternalStore), so the rules are tested without rendering.
 */
export function createUploadQueue(deps: UploadQueueDeps): UploadQueue {
  const createObjectUrl = deps.createObjectUrl ?? ((blob: Blob) => URL.createObjectURL(blob));
  const revokeObjectUrl = deps.revokeObjectUrl ?? ((url: string) => URL.revokeObjectURL(url));
  let state: UploadQueueState = { items: [], processing: false };
  let uploadTarget = deps.target;
  const listeners = new Set<() => void>();
  const hideTimers = new Map<string, ReturnType<typeof setTimeout>>();
  let startTimer: ReturnType<typeof setTimeout> | undefined;
  let current: { id: string; controller: AbortController } | null = null;
  let running = false;
  let paused = false;
  let lastId = 0;

  const publish = (next: UploadQueueState) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const find = (id: string) => state.items.find((item) => item.id === id);
  const update = (id: string, patch: Partial<UploadQueueItem>) => {
    if (!find(id)) return;
    publish({
      ...state,
      items: state.items.map((item) => (item.id === id ? { ...item, ...patch } : item)),
    });
  };
  const drop = (ids: ReadonlySet<string>) => {
    for (const item of state.items) {
      if (!ids.has(item.id)) continue;
      if (item.thumbnailPreview) revokeObjectUrl(item.thumbnailPreview);
      clearTimeout(hideTimers.get(item.id));
      hideTimers.delete(item.id);
      if (current?.id === item.id) current.controller.abort();
    }
    publish({ ...state, items: state.items.filter((item) => !ids.has(item.id)) });
  };

  const scheduleStart = () => {
    if (startTimer !== undefined || running || paused) return;
    if (!state.items.some((item) => item.status === 'pending')) return;
    startTimer = setTimeout(() => {
      startTimer = undefined;
      void run();
    }, TIMINGS.uploadQueueStartMs);
  };

  const run = async () => {
    if (running || paused) return;
    running = true;
    publish({ ...state, processing: true });
    try {
      for (;;) {
        const next = paused ? undefined : state.items.find((item) => item.status === 'pending');
        if (!next) break;
        await uploadItem(next);
      }
    } finally {
      running = false;
      publish({ ...state, processing: false });
    }
  };

  const uploadItem = async (item: UploadQueueItem) => {
    const controller = new AbortController();
    const { signal } = controller;
    current = { id: item.id, controller };
    update(item.id, { status: 'uploading', progress: 0, error: null, note: null });
    try {
      const { seriesId, seriesTitle } = uploadTarget;
      const target = {
        seriesId,
        seriesTitle: seriesTitle || null,
        episodeNumber: item.episodeNumber,
      };
      const uploaded = await deps.upload({
        file: item.file,
        target: { ...target, fileType: item.type },
        signal,
        // the first half of the bar is the file's bytes
        onProgress: (fraction) => update(item.id, { progress: Math.round(fraction * 50) }),
      });
      update(item.id, { progress: 50, uploaded });
      if (item.type === 'video') await addThumbnail(item, target, signal);
      update(item.id, { progress: 95 });
      update(item.id, { status: 'completed', progress: 100 });
      hideTimers.set(
        item.id,
        setTimeout(() => {
          hideTimers.delete(item.id);
          update(item.id, { hidden: true });
        }, TIMINGS.uploadCompletedVisibleMs),
      );
    } catch (error) {
      // dropped (nothing to record) or paused (it waits for its turn again)
      if (signal.aborted) update(item.id, { status: 'pending', progress: 0 });
      else update(item.id, { status: 'error', error: reasonOf(error) });
    } finally {
      current = null;
    }
  };

  const addThumbnail = async (
    item: UploadQueueItem,
    target: { seriesId: string; seriesTitle: string | null; episodeNumber: number | null },
    signal: AbortSignal,
  ) => {
    update(item.id, { progress: 75 });
    try {
      const made = await deps.makeThumbnail(item.file, signal);
      update(item.id, { progress: 90, duration: made.duration });
      const name = `episode-${item.episodeNumber ?? 0}-thumbnail.jpg`;
      const thumbnail = await deps.upload({
        file: new File([made.blob], name, { type: 'image/jpeg' }),
        target: { ...target, fileType: 'thumbnail' },
        signal,
      });
      update(item.id, {
        thumbnail,
        thumbnailGenerated: true,
        thumbnailPreview: createObjectUrl(made.blob),
      });
    } catch (error) {
      if (signal.aborted) throw error;
      update(item.id, { note: STUDIO_UPLOAD_TEXTS.thumbnailFailed(reasonOf(error)) });
    }
  };

  const clearCompleted = () =>
    publish({
      ...state,
      items: state.items.map((item) =>
        item.status === 'completed' ? { ...item, hidden: true } : item,
      ),
    });

  const isReplacedBy = (item: UploadQueueItem, upload: NewUpload) =>
    item.type === upload.type &&
    (upload.type === 'poster' ||
      (upload.type === 'video' && item.episodeNumber === (upload.episodeNumber ?? null)));

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getState: () => state,
    add(uploads) {
      const replaced = new Set(
        state.items
          .filter((item) => uploads.some((upload) => isReplacedBy(item, upload)))
          .map((item) => item.id),
      );
      if (replaced.size > 0) drop(replaced);
      const added = uploads.map((upload) => newItem(`upload-${(lastId += 1)}`, upload));
      publish({ ...state, items: [...state.items, ...added] });
      scheduleStart();
      return added.map((item) => item.id);
    },
    remove(id) {
      const item = find(id);
      if (!item || item.status === 'uploading') return false;
      if (item.status === 'completed') update(id, { hidden: true });
      else drop(new Set([id]));
      return true;
    },
    discard(id) {
      const item = find(id);
      if (!item || item.status === 'uploading') return false;
      drop(new Set([id]));
      return true;
    },
    retry(id) {
      if (find(id)?.status !== 'error') return;
      update(id, { status: 'pending', progress: 0, error: null });
      scheduleStart();
    },
    clearCompleted,
    setTarget(target) {
      uploadTarget = target;
    },
    clearAll() {
      if (state.processing) return;
      const dropped = state.items.filter((item) => item.status !== 'completed');
      drop(new Set(dropped.map((item) => item.id)));
      clearCompleted();
    },
    pause() {
      paused = true;
      clearTimeout(startTimer);
      startTimer = undefined;
      current?.controller.abort();
    },
    resume() {
      paused = false;
      scheduleStart();
    },
  };
}

/** The series' episodes: its video items by episode number. */
export const episodeItems = (items: readonly UploadQueueItem[]): UploadQueueItem[] =>
  items
    .filter((item) => item.type === 'video')
    .sort((a, b) => (a.episodeNumber ?? 0) - (b.episodeNumber ?? 0));

/** The series' poster item, if one was chosen. */
export const posterItem = (items: readonly UploadQueueItem[]): UploadQueueItem | undefined =>
  items.find((item) => item.type === 'poster');
