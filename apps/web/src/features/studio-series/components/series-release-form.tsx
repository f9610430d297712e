import {
  RELEASE_STATUSES,
  STUDIO_RELEASE_TEXTS,
  type ReleaseStatus,
  type StudioSeries,
  type UpdateStudioSeriesBody,
} from '@app/contract';
import { useId } from 'react';
import { FormField, textInput } from '../../../components/ui/form-field';
import { panel, panelHeading } from '../../../components/ui/panel';
import { weekdayName } from '../../../shared/catalogue/series-facts';
import { useSeriesDraft } from '../hooks/use-series-draft';
import { SaveFooter } from './save-footer';

const TEXTS = STUDIO_RELEASE_TEXTS;
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

type Draft = { status: ReleaseStatus; weekday: string; next: string; final: string };

const draftOf = (series: StudioSeries): Draft => ({
  status: series.release_status,
  weekday: series.release_weekday === null ? '' : String(series.release_weekday),
  next: series.next_release_date ?? '',
  final: series.final_episode_count === null ? '' : String(series.final_episode_count),
});

/**
 * Whether the series is complete, when its next episodes come and how many it will have
 * (docs/product/catalogue.md#series-transparency): what viewers see before episode 1.
 */
export function SeriesReleaseForm({ series }: { series: StudioSeries }) {
  const id = useId();
  const { draft, set, save, update, saved } = useSeriesDraft(series, draftOf);

  const episodes = series.episodes.length;
  const final = draft.final.trim() === '' ? null : Number(draft.final);
  const finalProblem =
    final !== null && (!Number.isInteger(final) || final < Math.max(1, episodes))
      ? TEXTS.finalBelowEpisodes(episodes)
      : null;
  const weekday = draft.weekday === '' ? null : Number(draft.weekday);
  const next = draft.next === '' ? null : draft.next;
  const changes: UpdateStudioSeriesBody = {};
  if (draft.status !== series.release_status) changes.release_status = draft.status;
  if (weekday !== series.release_weekday) changes.release_weekday = weekday;
  if (next !== series.next_release_date) changes.next_release_date = next;
  if (finalProblem === null && final !== series.final_episode_count) {
    changes.final_episode_count = final;
  }
  const changed = Object.keys(changes).length > 0;
  const ongoing = draft.status === 'ongoing';

  return (
    <form
      aria-labelledby={`${id}-heading`}
      className={panel}
      onSubmit={(event) => save(event, changes, finalProblem === null)}
      noValidate
    >
      <h3 id={`${id}-heading`} className={panelHeading}>
        {TEXTS.heading}
      </h3>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField label={TEXTS.status}>
          {(control) => (
            <select
              {...control}
              className={textInput}
              value={draft.status}
              onChange={(e) => set('status', e.target.value as ReleaseStatus)}
            >
              {RELEASE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {TEXTS.statuses[status]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={TEXTS.finalCount} hint={TEXTS.finalCountHint} error={finalProblem}>
          {(control) => (
            <input
              {...control}
              className={textInput}
              type="number"
              inputMode="numeric"
              min={Math.max(1, episodes)}
              value={draft.final}
              onChange={(e) => set('final', e.target.value)}
            />
          )}
        </FormField>
        {ongoing && (
          <FormField label={TEXTS.weekday}>
            {(control) => (
              <select
                {...control}
                className={textInput}
                value={draft.weekday}
                onChange={(e) => set('weekday', e.target.value)}
              >
                <option value="">{TEXTS.noWeekday}</option>
                {WEEKDAYS.map((day) => (
                  <option key={day} value={String(day)}>
                    {weekdayName(day)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        {ongoing && (
          <FormField label={TEXTS.nextDate} hint={TEXTS.nextDateHint}>
            {(control) => (
              <input
                {...control}
                className={textInput}
                type="date"
                value={draft.next}
                onChange={(e) => set('next', e.target.value)}
              />
            )}
          </FormField>
        )}
      </div>
      <SaveFooter
        canSave={finalProblem === null && changed}
        pending={update.isPending}
        saved={saved && !changed}
        error={update.error}
      />
    </form>
  );
}
