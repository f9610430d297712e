import { CMS_PAGE_TEXTS } from '@app/contract';
import type { UploadQueueItem } from '../lib/upload-queue';

const TEXTS = CMS_PAGE_TEXTS;

const TONES = {
  pending: 'bg-white/10 text-white/75',
  uploading: 'bg-sky-500/20 text-sky-200',
  completed: 'bg-emerald-500/20 text-emerald-200',
  error: 'bg-red-500/20 text-red-200',
} as const;

const label = (item: UploadQueueItem): string => {
  if (item.status === 'uploading') return TEXTS.uploading(item.progress);
  if (item.status === 'completed') return TEXTS.uploaded;
  if (item.status === 'error') return TEXTS.failed;
  return TEXTS.waiting;
};

/** Where a file of the series stands: waiting, uploading n%, uploaded or failed. */
export function UploadStatusBadge({ item }: { item: UploadQueueItem }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[item.status]}`}
    >
      {label(item)}
    </span>
  );
}
