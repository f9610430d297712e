import { STUDIO_SERIES_TEXTS, STUDIO_UPLOADS, type StudioSeries } from '@app/contract';
import { useId, useState } from 'react';
import { uploadFile } from '../../../lib/uploads/upload-file';
import { useAddEpisodes } from '../api/studio-series';
import { errorText } from '../lib/error-text';
import { numberFiles, numberProblems, type ChosenEpisode } from '../lib/episode-files';
import { fileButton, primaryButton, smallButton } from '../../../components/ui/button';
import { fieldError, fieldHint, textInput } from '../../../components/ui/form-field';

const TEXTS = STUDIO_SERIES_TEXTS;

/**
 * Videos added to the series: numbered from their names (else the next free number), uploaded
 * one at a time, then added in one call, which checks them as a publish does.
 */
export function AddEpisodes({ series }: { series: StudioSeries }) {
  const id = useId();
  const add = useAddEpisodes(series.id);
  const [chosen, setChosen] = useState<ChosenEpisode[]>([]);
  const [progress, setProgress] = useState<{ n: number; percent: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const existing = series.episodes.map((e) => e.episodeNumber);
  const problems = numberProblems(chosen, existing);
  const busy = progress !== null || add.isPending;

  const renumber = (index: number, value: string) =>
    setChosen((list) =>
      list.map((item, i) => (i === index ? { ...item, episodeNumber: Number(value) } : item)),
    );

  const submit = async () => {
    setProblem(null);
    try {
      const episodes = [];
      for (const { file, episodeNumber } of chosen) {
        setProgress({ n: episodeNumber, percent: 0 });
        const uploaded = await uploadFile({
          file,
          target: {
            fileType: 'video',
            seriesId: series.id,
            episodeNumber,
            seriesTitle: series.title,
          },
          onProgress: (fraction) =>
            setProgress({ n: episodeNumber, percent: Math.round(fraction * 100) }),
        });
        episodes.push({ episodeNumber, videoUrl: uploaded.s3Key });
      }
      setProgress(null);
      await add.mutateAsync({ episodes });
      setChosen([]);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setProgress(null);
    }
  };

  const valid =
    chosen.length > 0 &&
    problems.size === 0 &&
    chosen.every((c) => Number.isInteger(c.episodeNumber) && c.episodeNumber >= 1);

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <h4 id={`${id}-heading`} className="font-semibold">
        {TEXTS.addEpisodes}
      </h4>
      <p className={fieldHint}>{TEXTS.addEpisodesHint}</p>
      <label className={fileButton}>
        {TEXTS.chooseVideos}
        <input
          type="file"
          multiple
          accept={STUDIO_UPLOADS.videoContentTypes.join(',')}
          disabled={busy}
          className="visually-hidden"
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            setProblem(null);
            setChosen((list) => numberFiles(files, existing, list));
          }}
        />
      </label>
      {chosen.length > 0 && (
        <ul className="grid gap-2">
          {chosen.map((item, index) => {
            const issue = problems.get(index);
            return (
              <li key={`${item.file.name}-${index}`} className="grid gap-1">
                <span className="flex flex-wrap items-center gap-2 text-sm">
                  <label className="flex items-center gap-2">
                    <span className="visually-hidden">
                      {TEXTS.episodeNumber} (<bdi>{item.file.name}</bdi>)
                    </span>
                    <input
                      type="number"
                      min={1}
                      className={`${textInput} h-9 w-20`}
                      value={Number.isNaN(item.episodeNumber) ? '' : item.episodeNumber}
                      aria-invalid={issue !== undefined}
                      disabled={busy}
                      onChange={(event) => renumber(index, event.target.value)}
                    />
                  </label>
                  <span dir="auto" className="min-w-0 flex-1 truncate">
                    {item.file.name}
                  </span>
                  <button
                    type="button"
                    className={smallButton}
                    disabled={busy}
                    onClick={() => setChosen((list) => list.filter((_, i) => i !== index))}
                  >
                    {TEXTS.removeEpisode}
                  </button>
                </span>
                {issue && (
                  <span className={fieldError}>
                    {issue === 'taken'
                      ? TEXTS.numberTaken(item.episodeNumber)
                      : TEXTS.numberRepeated(item.episodeNumber)}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {chosen.length > 0 && (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={primaryButton}
            disabled={!valid || busy}
            onClick={() => void submit()}
          >
            {TEXTS.addChosen(chosen.length)}
          </button>
          <button
            type="button"
            className={smallButton}
            disabled={busy}
            onClick={() => setChosen([])}
          >
            {TEXTS.clearChosen}
          </button>
        </div>
      )}
      <p role="status" className={fieldHint}>
        {progress
          ? TEXTS.uploadingEpisode(progress.n, progress.percent)
          : add.isPending
            ? TEXTS.addingEpisodes
            : ''}
      </p>
      {problem && (
        <p role="alert" className={fieldError}>
          {problem}
        </p>
      )}
    </section>
  );
}
