import { LIST_NAMES, STUDIO_SERIES_TEXTS, type ListName, type StudioSeries } from '@app/contract';
import { useId } from 'react';
import { useAvailableLists } from '../../../shared/catalogue/available-lists';
import { shownListDescription, shownListName } from '../../../shared/catalogue/list-texts';
import { useUpdateSeries } from '../api/studio-series';
import { errorText } from '../lib/error-text';
import { fieldError } from '../../../components/ui/form-field';
import { panel, panelHeading } from '../../../components/ui/panel';

const isListName = (name: string): name is ListName =>
  (LIST_NAMES as readonly string[]).includes(name);

/** The home rows the series is in: a tick saves at once. */
export function ListMembership({ series }: { series: StudioSeries }) {
  const id = useId();
  const lists = useAvailableLists();
  const update = useUpdateSeries(series.id);
  const member = new Set(series.listMembership);

  const toggle = (name: string, on: boolean) => {
    const next = (lists.data ?? [])
      .map((list) => list.name)
      .filter((n) => (n === name ? on : member.has(n)))
      .filter(isListName);
    update.mutate({ listMembership: next });
  };

  return (
    <fieldset aria-labelledby={`${id}-heading`} className={panel} disabled={update.isPending}>
      <h3 id={`${id}-heading`} className={panelHeading}>
        {STUDIO_SERIES_TEXTS.lists}
      </h3>
      <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {(lists.data ?? []).map((list) => (
          <label key={list.name} className="flex items-start gap-2.5 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-[var(--accent)]"
              checked={member.has(list.name)}
              onChange={(event) => toggle(list.name, event.target.checked)}
            />
            <span className="grid">
              <span dir="auto" className="font-medium">
                {shownListName(list)}
              </span>
              <span dir="auto" className="text-xs text-muted">
                {shownListDescription(list)}
              </span>
            </span>
          </label>
        ))}
      </div>
      {update.isError && (
        <p role="alert" className={fieldError}>
          {errorText(update.error)}
        </p>
      )}
    </fieldset>
  );
}
