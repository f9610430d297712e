import { STUDIO_SERIES_TEXTS, STUDIO_UPLOADS, type StudioSeries } from '@app/contract';
import { useId, useState } from 'react';
import { uploadFile } from '../../../lib/uploads/upload-file';
import { useUpdateSeries } from '../api/studio-series';
import { errorText } from '../lib/error-text';
import { fileButton } from '../../../components/ui/button';
import { fieldError, fieldHint } from '../../../components/ui/form-field';
import { panel, panelHeading } from '../../../components/ui/panel';

const TEXTS = STUDIO_SERIES_TEXTS;

/**
 * A new poster: uploaded as a new file, then named in an edit, which checks it as a publish
 * does; the old one and its resized copies are removed by the server.
 */
export function PosterReplace({ series }: { series: StudioSeries }) {
  const id = useId();
  const update = useUpdateSeries(series.id);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = percent !== null || update.isPending;

  const replace = async (file: File) => {
    setProblem(null);
    setPercent(0);
    try {
      const uploaded = await uploadFile({
        file,
        target: { fileType: 'poster', seriesId: series.id, seriesTitle: series.title },
        onProgress: (fraction) => setPercent(Math.round(fraction * 100)),
      });
      setPercent(null);
      await update.mutateAsync({ poster: uploaded.s3Key });
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setPercent(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={panel}>
      <h3 id={`${id}-heading`} className={panelHeading}>
        {TEXTS.poster}
      </h3>
      <div className="flex flex-wrap items-end gap-4">
        <div className="aspect-[2/3] w-28 overflow-hidden rounded-xl bg-surface-2 ring-1 ring-white/10">
          {series.poster && (
            <img src={series.poster} alt={series.title} className="size-full object-cover" />
          )}
        </div>
        <div className="grid gap-2">
          <label className={fileButton}>
            {TEXTS.replacePoster}
            <input
              type="file"
              accept={STUDIO_UPLOADS.imageContentTypes.join(',')}
              disabled={busy}
              className="visually-hidden"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void replace(file);
              }}
            />
          </label>
          <p role="status" className={fieldHint}>
            {percent !== null ? TEXTS.uploadingPoster(percent) : ''}
          </p>
        </div>
      </div>
      {problem && (
        <p role="alert" className={fieldError}>
          {problem}
        </p>
      )}
    </section>
  );
}
