import { CMS_PAGE_TEXTS, STUDIO_UPLOADS } from '@app/contract';
import { useId, useState } from 'react';
import { posterFileProblem } from '../lib/file-checks';
import type { UploadQueueItem } from '../lib/upload-queue';
import { FileImage } from './file-image';
import { ProgressBar } from './progress-bar';
import { UploadStatusBadge } from './upload-status';
import { fileButton, smallButton } from '../../../components/ui/button';
import { fieldError, fieldHint } from '../../../components/ui/form-field';
import { panel, panelHeading } from '../../../components/ui/panel';

const TEXTS = CMS_PAGE_TEXTS;
/** Posters are shown 2:3; a chosen image further off than this gets a hint. */
const RATIO_TOLERANCE = 0.05;

type PosterFieldProps = {
  item: UploadQueueItem | undefined;
  /** Storage is not taking uploads. */
  disabled: boolean;
  onChoose: (file: File) => void;
  onRetry: (id: string) => void;
};

/** The series' one poster: a new one replaces it (docs/product/studio.md#series-form). */
export function PosterField({ item, disabled, onChoose, onRetry }: PosterFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const ratio = size ? size.width / size.height : null;
  const offRatio = ratio !== null && Math.abs(ratio - 2 / 3) > RATIO_TOLERANCE;

  return (
    <section aria-labelledby={`${id}-heading`} className={panel}>
      <h2 id={`${id}-heading`} className={panelHeading}>
        {TEXTS.posterHeading}
      </h2>
      <div className="flex flex-col gap-4 sm:flex-row">
        <div className="grid aspect-[2/3] w-40 shrink-0 place-items-center overflow-hidden rounded-xl bg-gradient-to-br from-surface-2 to-black ring-1 ring-white/10">
          {item ? (
            <FileImage
              file={item.file}
              alt={TEXTS.posterAlt}
              onLoad={(event) =>
                setSize({
                  width: event.currentTarget.naturalWidth,
                  height: event.currentTarget.naturalHeight,
                })
              }
              className="size-full object-cover"
            />
          ) : (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 text-white/25">
              <path
                d="M4 5h16v14H4zM4 15l4-4 5 5 3-3 4 4"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                strokeLinejoin="round"
              />
            </svg>
          )}
        </div>
        <div className="grid content-start gap-3">
          <p id={`${id}-hint`} className={fieldHint}>
            {TEXTS.posterHint}
          </p>
          <label className={`${fileButton} w-fit`}>
            {item ? TEXTS.replacePoster : TEXTS.choosePoster}
            <input
              type="file"
              accept={STUDIO_UPLOADS.imageContentTypes.join(',')}
              disabled={disabled}
              aria-describedby={`${id}-hint`}
              className="visually-hidden"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (!file) return;
                const reason = posterFileProblem(file);
                setProblem(reason);
                if (reason) return;
                setSize(null);
                onChoose(file);
              }}
            />
          </label>
          {problem && (
            <p role="alert" className={fieldError}>
              {problem}
            </p>
          )}
          {item && (
            <div className="grid gap-2 text-sm">
              <p className="flex flex-wrap items-center gap-2">
                <span dir="auto" className="max-w-56 truncate text-white/85">
                  {item.file.name}
                </span>
                <UploadStatusBadge item={item} />
              </p>
              {item.status === 'uploading' && (
                <ProgressBar value={item.progress} label={item.file.name} />
              )}
              {item.status === 'error' && (
                <div className="flex flex-wrap items-center gap-2">
                  <p className={fieldError}>{item.error}</p>
                  <button type="button" className={smallButton} onClick={() => onRetry(item.id)}>
                    {TEXTS.retry}
                  </button>
                </div>
              )}
              {offRatio && size && (
                <p className="text-xs text-amber-300">
                  {TEXTS.posterRatioWarning(`${size.width}×${size.height}`)}
                </p>
              )}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
