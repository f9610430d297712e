import { UPLOADS } from '@app/contract';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { uploadFile } from '../../../lib/uploads/upload-file';
import { extractVideoThumbnail } from '../../../lib/uploads/video-thumbnail';
import { createUploadQueue, type UploadQueue, type UploadQueueState } from '../lib/upload-queue';

/** A folder name for this page's uploads until the series exists: the server slugs it. */
function draftSeriesId(): string {
  // getRandomValues, not randomUUID: the latter needs a secure context (a LAN http:// address)
  const bytes = crypto.getRandomValues(new Uint8Array(5));
  return `draft-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * The page's upload queue (docs/product/studio.md#upload-queue), its uploads filed under a draft
 * id and the current title. It stops when the page goes.
 */
export function useUploadQueue(seriesTitle: string): UploadQueueState & { queue: UploadQueue } {
  const [seriesId] = useState(draftSeriesId);
  const [queue] = useState(() =>
    createUploadQueue({
      upload: uploadFile,
      makeThumbnail: (file, signal) =>
        extractVideoThumbnail(file, { quality: UPLOADS.thumbnail.quality, signal }),
      target: { seriesId, seriesTitle: null },
    }),
  );
  useEffect(() => {
    queue.setTarget({ seriesId, seriesTitle: seriesTitle.trim() || null });
  }, [queue, seriesId, seriesTitle]);
  useEffect(() => {
    queue.resume();
    return () => queue.pause();
  }, [queue]);
  const state = useSyncExternalStore(queue.subscribe, queue.getState);
  return { ...state, queue };
}
