import { CMS_PAGE_TEXTS, STUDIO_UPLOADS } from '@app/contract';
import { useId, useState, type DragEvent } from 'react';
import { assignEpisodeNumbers } from '../lib/episode-number';
import { videoFileProblem } from '../lib/file-checks';
import type { UploadQueueItem } from '../lib/upload-queue';
import { EpisodeCard } from './episode-card';
import { fileButton } from '../../../components/ui/button';
import { fieldError, fieldHint } from '../../../components/ui/form-field';
import { panel, panelHeading } from '../../../components/ui/panel';

const TEXTS = CMS_PAGE_TEXTS;
const ACCEPT = [...STUDIO_UPLOADS.videoContentTypes, '.mp4', '.webm', '.mov'].join(',');

type EpisodesFieldProps = {
  episodes: readonly UploadQueueItem[];
  titles: Readonly<Record<number, string>>;
  /** Storage is not taking uploads. */
  disabled: boolean;
  onAdd: (files: { file: File; episodeNumber: number }[]) => void;
  onTitle: (episodeNumber: number, title: string) => void;
  onRemove: (id: string) => void;
  onRetry: (id: string) => void;
};

/**
 * The batch episode upload: files chosen or dropped, each checked and numbered from its name
 * (docs/product/studio.md#files), then the preview cards.
 */
export function EpisodesField({
  episodes,
  titles,
  disabled,
  onAdd,
  onTitle,
  onRemove,
  onRetry,
}: EpisodesFieldProps) {
  const id = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);

  const take = (files: readonly File[]) => {
    if (disabled || files.length === 0) return;
    const refused: string[] = [];
    const accepted = files.filter((file) => {
      const problem = videoFileProblem(file);
      if (problem) refused.push(`${file.name}: ${problem}`);
      return !problem;
    });
    setProblems(refused);
    const numbers = assignEpisodeNumbers(
      accepted.map((file) => file.name),
      episodes.map((item) => item.episodeNumber ?? 0),
    );
    if (accepted.length > 0) {
      onAdd(accepted.map((file, i) => ({ file, episodeNumber: numbers[i]! })));
    }
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    take([...event.dataTransfer.files]);
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={panel}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-heading`} className={panelHeading}>
          {TEXTS.episodesHeading}
          {episodes.length > 0 && (
            <span className="ms-2 text-sm font-normal text-muted">({episodes.length})</span>
          )}
        </h2>
      </div>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`grid justify-items-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition ${
          dragging ? 'border-accent bg-accent/10' : 'border-white/15 bg-white/[0.02]'
        }`}
      >
        <label className={fileButton}>
          {TEXTS.chooseVideos}
          <input
            type="file"
            multiple
            accept={ACCEPT}
            disabled={disabled}
            aria-describedby={`${id}-hint`}
            className="visually-hidden"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              event.target.value = '';
              take(files);
            }}
          />
        </label>
        <p className="text-sm text-muted">{TEXTS.dropVideos}</p>
        <p id={`${id}-hint`} className={`${fieldHint} max-w-prose`}>
          {TEXTS.episodesHint}
        </p>
      </div>
      {problems.length > 0 && (
        <ul role="alert" className="grid gap-1">
          {problems.map((problem) => (
            <li key={problem} className={fieldError}>
              {problem}
            </li>
          ))}
        </ul>
      )}
      {episodes.length === 0 ? (
        <p className="text-sm text-muted">{TEXTS.noEpisodes}</p>
      ) : (
        <ul aria-label={TEXTS.episodesHeading} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {episodes.map((item) => {
            const n = item.episodeNumber ?? 0;
            return (
              <EpisodeCard
                key={item.id}
                item={item}
                title={titles[n] ?? ''}
                onTitle={(title) => onTitle(n, title)}
                onRemove={() => onRemove(item.id)}
                onRetry={() => onRetry(item.id)}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}
