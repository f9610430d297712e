import { CATALOGUE_TEXTS, CMS_PAGE_TEXTS } from '@app/contract';
import { useEffect, useId, useRef } from 'react';
import { iconButton } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { SeriesFormValues } from '../lib/series-form';
import type { UploadQueueItem } from '../lib/upload-queue';
import { FileImage } from './file-image';
import { RemoveIcon } from './remove-icon';

const TEXTS = CMS_PAGE_TEXTS;

type SeriesPreviewProps = {
  values: SeriesFormValues;
  poster: UploadQueueItem | undefined;
  episodes: readonly UploadQueueItem[];
  onClose: () => void;
};

/**
 * Preview Series: the series as its page will show it, from what is on the form and the files
 * chosen, before anything is published. Escape or the close button ends it.
 */
export function SeriesPreview({ values, poster, episodes, onClose }: SeriesPreviewProps) {
  const id = useId();
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  const cast = values.cast
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

  return (
    <Dialog
      labelledBy={`${id}-title`}
      onClose={onClose}
      backdropClassName="z-40 bg-black/75 p-3 backdrop-blur-sm md:p-8"
      className="max-h-full max-w-4xl gap-6 overflow-y-auto bg-bg p-4 md:p-8"
    >
      <div className="flex items-center justify-between gap-3">
        <p className="text-xs font-semibold tracking-widest text-muted uppercase">
          {TEXTS.previewHeading}
        </p>
        <button
          ref={close}
          type="button"
          aria-label={TEXTS.closePreview}
          className={iconButton}
          onClick={onClose}
        >
          <RemoveIcon />
        </button>
      </div>
      <div className="flex flex-col gap-6 sm:flex-row">
        {poster && (
          <FileImage
            file={poster.file}
            alt=""
            className="aspect-[2/3] w-40 shrink-0 rounded-xl object-cover ring-1 ring-white/10 md:w-56"
          />
        )}
        <div className="grid content-start gap-3">
          <h2 dir="auto" id={`${id}-title`} className="text-3xl leading-tight font-bold">
            {values.title}
          </h2>
          <p className="text-sm text-muted">
            {[values.year, values.language, values.director].join(' · ')}
          </p>
          {cast.length > 0 && (
            <p dir="auto" className="text-sm text-white/80">
              {cast.join(', ')}
            </p>
          )}
          {values.description.trim() && (
            <p dir="auto" className="max-w-prose text-sm whitespace-pre-line text-white/85">
              {values.description}
            </p>
          )}
          {values.tags.length > 0 && (
            <ul className="flex flex-wrap gap-1.5">
              {values.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-white/10 px-2.5 py-0.5 text-xs">
                  {tag}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <section className="grid gap-3">
        <h3 className="text-lg font-semibold">
          {CATALOGUE_TEXTS.detail.allEpisodes(episodes.length)}
        </h3>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4">
          {episodes.map((item) => {
            const n = item.episodeNumber ?? 0;
            return (
              <li key={item.id} className="grid gap-1.5">
                <div className="relative aspect-video overflow-hidden rounded-lg bg-surface-2">
                  {item.thumbnailPreview ? (
                    <img src={item.thumbnailPreview} alt="" className="size-full object-cover" />
                  ) : (
                    <span className="absolute inset-0 grid place-items-center text-lg font-black text-white/25">
                      {n}
                    </span>
                  )}
                </div>
                <p className="truncate text-sm">
                  {values.episodeTitles[n]?.trim() || TEXTS.episodeLabel(n)}
                </p>
              </li>
            );
          })}
        </ul>
      </section>
    </Dialog>
  );
}
