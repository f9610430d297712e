import { CMS_PAGE_TEXTS } from '@app/contract';
import { useId } from 'react';
import { formatDuration } from '../../../lib/format';
import { formatBytes } from '../lib/format-bytes';
import type { UploadQueueItem } from '../lib/upload-queue';
import { ProgressBar } from './progress-bar';
import { RemoveIcon } from './remove-icon';
import { UploadStatusBadge } from './upload-status';
import { iconButton, smallButton } from '../../../components/ui/button';
import { fieldError, textInput } from '../../../components/ui/form-field';

const TEXTS = CMS_PAGE_TEXTS;

type EpisodeCardProps = {
  item: UploadQueueItem;
  title: string;
  onTitle: (title: string) => void;
  onRemove: () => void;
  onRetry: () => void;
};

/** An episode's preview: its thumbnail once made, its file and upload, its title, Remove. */
export function EpisodeCard({ item, title, onTitle, onRemove, onRetry }: EpisodeCardProps) {
  const titleId = useId();
  const n = item.episodeNumber ?? 0;
  return (
    <li className="grid content-start overflow-hidden rounded-xl bg-surface-2 ring-1 ring-white/10">
      <div className="relative aspect-video bg-gradient-to-br from-white/[0.08] to-black">
        {item.thumbnailPreview ? (
          <img src={item.thumbnailPreview} alt="" className="size-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="absolute inset-0 grid place-items-center text-3xl font-black text-white/20"
          >
            {TEXTS.episodeShort(n)}
          </span>
        )}
        <span className="absolute top-2 start-2 rounded-md bg-black/70 px-2 py-0.5 text-xs font-bold">
          {TEXTS.episodeLabel(n)}
        </span>
        {item.duration !== null && (
          <span className="absolute end-2 bottom-2 rounded-md bg-black/70 px-1.5 py-0.5 text-xs tabular-nums">
            {formatDuration(item.duration)}
          </span>
        )}
        <button
          type="button"
          aria-label={TEXTS.removeEpisode(n)}
          disabled={item.status === 'uploading'}
          onClick={onRemove}
          className={`${iconButton} absolute top-1.5 end-1.5 bg-black/60`}
        >
          <RemoveIcon />
        </button>
      </div>
      <div className="grid gap-2 p-3">
        <p className="flex items-center justify-between gap-2 text-xs">
          <span className="min-w-0 truncate text-white/70" title={item.file.name}>
            <bdi>{item.file.name}</bdi> · {formatBytes(item.file.size)}
          </span>
          <UploadStatusBadge item={item} />
        </p>
        {item.status === 'uploading' && (
          <ProgressBar value={item.progress} label={TEXTS.episodeLabel(n)} />
        )}
        {item.note && <p className="text-xs text-amber-300">{item.note}</p>}
        {item.status === 'error' && (
          <div className="flex flex-wrap items-center gap-2">
            <p className={`${fieldError} text-xs`}>{item.error}</p>
            <button type="button" className={smallButton} onClick={onRetry}>
              {TEXTS.retry}
            </button>
          </div>
        )}
        <label htmlFor={titleId} className="visually-hidden">
          {TEXTS.episodeTitle(n)}
        </label>
        <input
          id={titleId}
          type="text"
          value={title}
          maxLength={200}
          placeholder={TEXTS.episodeLabel(n)}
          onChange={(event) => onTitle(event.target.value)}
          className={`${textInput} h-9 text-sm`}
        />
      </div>
    </li>
  );
}
