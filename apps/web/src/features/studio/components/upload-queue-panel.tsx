import { CMS_PAGE_TEXTS } from '@app/contract';
import { useId } from 'react';
import { formatBytes } from '../lib/format-bytes';
import type { UploadQueueItem } from '../lib/upload-queue';
import { ProgressBar } from './progress-bar';
import { RemoveIcon } from './remove-icon';
import { iconButton, smallButton } from '../../../components/ui/button';
import { panel, panelHeading } from '../../../components/ui/panel';

const TEXTS = CMS_PAGE_TEXTS;

type UploadQueuePanelProps = {
  items: readonly UploadQueueItem[];
  processing: boolean;
  onRemove: (id: string) => void;
  onRetry: (id: string) => void;
  onClearCompleted: () => void;
  onClearAll: () => void;
};

const describe = (item: UploadQueueItem) =>
  [
    TEXTS.itemType[item.type],
    item.episodeNumber !== null && item.type !== 'poster'
      ? TEXTS.episodeLabel(item.episodeNumber)
      : null,
    formatBytes(item.file.size),
  ]
    .filter(Boolean)
    .join(' · ');

/**
 * The upload queue (docs/product/studio.md#upload-queue): the file uploading and those finished,
 * then the pending files waiting their turn. Nothing uploading can be removed, and Clear All waits
 * for the queue to finish.
 */
export function UploadQueuePanel({
  items,
  processing,
  onRemove,
  onRetry,
  onClearCompleted,
  onClearAll,
}: UploadQueuePanelProps) {
  const id = useId();
  const shown = items.filter((item) => !item.hidden);
  const started = shown.filter((item) => item.status !== 'pending');
  const pending = shown.filter((item) => item.status === 'pending');
  const anyCompleted = shown.some((item) => item.status === 'completed');

  return (
    <section aria-labelledby={`${id}-heading`} className={panel}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className={panelHeading}>
          {TEXTS.queueHeading}
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            className={smallButton}
            disabled={!anyCompleted}
            onClick={onClearCompleted}
          >
            {TEXTS.clearCompleted}
          </button>
          <button
            type="button"
            className={smallButton}
            disabled={processing || shown.length === 0}
            onClick={onClearAll}
          >
            {TEXTS.clearAll}
          </button>
        </div>
      </div>
      {shown.length === 0 && <p className="text-sm text-muted">{TEXTS.queueEmpty}</p>}
      {started.length > 0 && (
        <ul aria-label={TEXTS.queueHeading} className="grid gap-3">
          {started.map((item) => (
            <QueueRow key={item.id} item={item} onRemove={onRemove} onRetry={onRetry} />
          ))}
        </ul>
      )}
      {pending.length > 0 && (
        <div className="grid gap-2">
          <h3 id={`${id}-pending`} className="text-sm font-semibold text-white/80">
            {TEXTS.pendingHeading} ({pending.length})
          </h3>
          <ul aria-labelledby={`${id}-pending`} className="grid gap-1.5">
            {pending.map((item) => (
              <li
                key={item.id}
                className="flex items-center gap-2 rounded-lg bg-white/[0.04] py-1.5 pe-1 ps-3 text-sm"
              >
                <span className="min-w-0 flex-1">
                  <span dir="auto" className="block truncate">
                    {item.file.name}
                  </span>
                  <span className="block text-xs text-muted">{describe(item)}</span>
                </span>
                <button
                  type="button"
                  aria-label={TEXTS.remove(item.file.name)}
                  className={iconButton}
                  onClick={() => onRemove(item.id)}
                >
                  <RemoveIcon />
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

function QueueRow({
  item,
  onRemove,
  onRetry,
}: {
  item: UploadQueueItem;
  onRemove: (id: string) => void;
  onRetry: (id: string) => void;
}) {
  const tone =
    item.status === 'error'
      ? 'text-red-300'
      : item.status === 'completed'
        ? 'text-emerald-300'
        : 'text-sky-200';
  return (
    <li className="grid gap-1.5 rounded-lg bg-white/[0.04] p-3 text-sm">
      <div className="flex items-start gap-2">
        <span className="min-w-0 flex-1">
          <span dir="auto" className="block truncate font-medium">
            {item.file.name}
          </span>
          <span className="block text-xs text-muted">{describe(item)}</span>
        </span>
        <span className={`shrink-0 text-xs font-semibold tabular-nums ${tone}`}>
          {TEXTS.itemStatus[item.status]}
          {item.status === 'uploading' ? ` ${item.progress}%` : ''}
        </span>
        <button
          type="button"
          aria-label={TEXTS.remove(item.file.name)}
          disabled={item.status === 'uploading'}
          className={`${iconButton} -my-1`}
          onClick={() => onRemove(item.id)}
        >
          <RemoveIcon />
        </button>
      </div>
      <ProgressBar value={item.progress} label={item.file.name} />
      {item.thumbnailGenerated && <p className="text-xs text-emerald-300">{TEXTS.thumbnailMade}</p>}
      {item.note && <p className="text-xs text-amber-300">{item.note}</p>}
      {item.status === 'error' && (
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-xs text-red-300">{item.error}</p>
          <button
            type="button"
            aria-label={TEXTS.retryItem(item.file.name)}
            className={smallButton}
            onClick={() => onRetry(item.id)}
          >
            {TEXTS.retry}
          </button>
        </div>
      )}
    </li>
  );
}
