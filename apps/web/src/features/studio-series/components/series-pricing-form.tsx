import {
  AI_DISCLOSURES,
  EPISODE_PRICE,
  STUDIO_PRICING_TEXTS,
  STUDIO_SERIES_TEXTS,
  type AiDisclosure,
  type StudioSeries,
  type UpdateStudioSeriesBody,
} from '@app/contract';
import { useId, useState, type FormEvent } from 'react';
import { useUpdateSeries } from '../api/studio-series';
import { errorText } from '../lib/error-text';
import { errorLine, fieldLabel, panel, panelHeading, primaryButton, textInput } from './styles';

const TEXTS = STUDIO_PRICING_TEXTS;

type Draft = { free: string; price: string; ai: AiDisclosure };

const draftOf = (series: StudioSeries): Draft => ({
  free: series.free_episodes === null ? '' : String(series.free_episodes),
  price: series.coin_price_per_episode === null ? '' : String(series.coin_price_per_episode),
  ai: series.ai_disclosure,
});

/** '' is none (null); anything else must be a whole number. */
const numberOrNull = (text: string): number | null | undefined => {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isInteger(value) ? value : undefined;
};

/**
 * Free episodes, the coin price per episode and the AI-content label
 * (docs/product/wallet.md#fair-unlocks). Empty fields mean every episode is free.
 */
export function SeriesPricingForm({ series }: { series: StudioSeries }) {
  const id = useId();
  const update = useUpdateSeries(series.id);
  const [draft, setDraft] = useState(() => draftOf(series));
  const [saved, setSaved] = useState(false);
  const set = <K extends keyof Draft>(field: K, value: Draft[K]) => {
    setSaved(false);
    setDraft((d) => ({ ...d, [field]: value }));
  };

  const episodes = series.episodes.length;
  const free = numberOrNull(draft.free);
  const price = numberOrNull(draft.price);
  const problems = {
    free:
      free === undefined || (free !== null && (free < 0 || free > episodes))
        ? TEXTS.tooManyFree(episodes)
        : null,
    price:
      price === undefined ||
      (price !== null && (price < EPISODE_PRICE.min || price > EPISODE_PRICE.max))
        ? TEXTS.priceRange
        : null,
  };
  const valid = problems.free === null && problems.price === null;
  const changes: UpdateStudioSeriesBody = {};
  if (free !== undefined && free !== series.free_episodes) changes.free_episodes = free;
  if (price !== undefined && price !== series.coin_price_per_episode) {
    changes.coin_price_per_episode = price;
  }
  if (draft.ai !== series.ai_disclosure) changes.ai_disclosure = draft.ai;
  const changed = Object.keys(changes).length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || !changed) return;
    update.mutate(changes, { onSuccess: () => setSaved(true) });
  };

  return (
    <form aria-labelledby={`${id}-heading`} className={panel} onSubmit={submit} noValidate>
      <h3 id={`${id}-heading`} className={panelHeading}>
        {TEXTS.heading}
      </h3>
      <div className="grid gap-4 md:grid-cols-3">
        <div className={fieldLabel}>
          <label htmlFor={`${id}-free`}>{TEXTS.freeEpisodes}</label>
          <input
            id={`${id}-free`}
            className={textInput}
            type="number"
            inputMode="numeric"
            min={0}
            max={episodes}
            value={draft.free}
            aria-invalid={problems.free !== null}
            aria-describedby={`${id}-free-hint`}
            onChange={(e) => set('free', e.target.value)}
          />
          <span id={`${id}-free-hint`} className="text-xs text-muted">
            {TEXTS.freeEpisodesHint}
          </span>
          {problems.free && <span className={errorLine}>{problems.free}</span>}
        </div>
        <div className={fieldLabel}>
          <label htmlFor={`${id}-price`}>{TEXTS.coinPrice}</label>
          <input
            id={`${id}-price`}
            className={textInput}
            type="number"
            inputMode="numeric"
            min={EPISODE_PRICE.min}
            max={EPISODE_PRICE.max}
            value={draft.price}
            aria-invalid={problems.price !== null}
            aria-describedby={`${id}-price-hint`}
            onChange={(e) => set('price', e.target.value)}
          />
          <span id={`${id}-price-hint`} className="text-xs text-muted">
            {TEXTS.coinPriceHint}
          </span>
          {problems.price && <span className={errorLine}>{problems.price}</span>}
        </div>
        <label className={fieldLabel}>
          {TEXTS.aiDisclosure}
          <select
            className={textInput}
            value={draft.ai}
            onChange={(e) => set('ai', e.target.value as AiDisclosure)}
          >
            {AI_DISCLOSURES.map((value) => (
              <option key={value} value={value}>
                {TEXTS.aiDisclosureOptions[value]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          className={primaryButton}
          disabled={!valid || !changed || update.isPending}
        >
          {update.isPending ? STUDIO_SERIES_TEXTS.saving : STUDIO_SERIES_TEXTS.save}
        </button>
        <p role="status" className="text-sm text-muted">
          {saved && !changed ? STUDIO_SERIES_TEXTS.saved : ''}
        </p>
        {update.isError && (
          <p role="alert" className={errorLine}>
            {errorText(update.error)}
          </p>
        )}
      </div>
    </form>
  );
}
