import type { StudioSeries, UpdateStudioSeriesBody } from '@app/contract';
import { useState, type FormEvent } from 'react';
import { useUpdateSeries } from '../api/studio-series';

/**
 * A form's draft of a series: edited field by field, saved as one partial edit of what changed.
 * `saved` says the last save went through and nothing changed since.
 */
export function useSeriesDraft<Draft extends object>(
  series: StudioSeries,
  draftOf: (series: StudioSeries) => Draft,
) {
  const update = useUpdateSeries(series.id);
  const [draft, setDraft] = useState(() => draftOf(series));
  const [saved, setSaved] = useState(false);

  const set = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setSaved(false);
    setDraft((previous) => ({ ...previous, [field]: value }));
  };

  /** The form's submit: sends `changes` when there are some and the draft is valid. */
  const save = (event: FormEvent, changes: UpdateStudioSeriesBody, valid: boolean) => {
    event.preventDefault();
    if (!valid || Object.keys(changes).length === 0) return;
    update.mutate(changes, { onSuccess: () => setSaved(true) });
  };

  return { draft, set, save, update, saved };
}
