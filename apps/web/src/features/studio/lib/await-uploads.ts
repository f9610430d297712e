import { CMS_PAGE_TEXTS } from '@app/contract';
import type { UploadQueue, UploadQueueItem } from './upload-queue';

/** A file the series needs failed to upload: its name and the reason, to show. */
export class UploadsFailedError extends Error {
  override readonly name = 'UploadsFailedError';
}

const settled = (item: UploadQueueItem) => item.status === 'completed' || item.status === 'error';

/**
 * Resolves with the items `ids` name once each has finished uploading, reporting their mean
 * progress (0–100) on the way; rejects with the first failure. Items dropped meanwhile are left
 * out.
 */
export function awaitUploads(
  queue: UploadQueue,
  ids: readonly string[],
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadQueueItem[]> {
  return new Promise((resolve, reject) => {
    const check = (): boolean => {
      const items = queue.getState().items.filter((item) => ids.includes(item.id));
      const failed = items.find((item) => item.status === 'error');
      if (failed) {
        reject(
          new UploadsFailedError(
            CMS_PAGE_TEXTS.uploadFailedFor(failed.file.name, failed.error ?? ''),
          ),
        );
        return true;
      }
      const total = items.reduce((sum, item) => sum + item.progress, 0);
      onProgress(items.length === 0 ? 100 : total / items.length);
      if (!items.every(settled)) return false;
      resolve(items);
      return true;
    };
    if (check()) return;
    const unsubscribe = queue.subscribe(() => {
      if (check()) unsubscribe();
    });
    signal?.addEventListener(
      'abort',
      () => {
        unsubscribe();
        reject(new DOMException('cancelled', 'AbortError'));
      },
      { once: true },
    );
  });
}
