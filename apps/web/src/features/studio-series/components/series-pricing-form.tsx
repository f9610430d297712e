import {
  AI_DISCLOSURES,
  EPISODE_PRICE,
  STUDIO_PRICING_TEXTS,
  type AiDisclosure,
  type StudioSeries,
  type UpdateStudioSeriesBody,
} from '@app/contract';
import { useId } from 'react';
import { FormField, textInput } from '../../../components/ui/form-field';
import { panel, panelHeading } from '../../../components/ui/panel';
import { useSeriesDraft } from '../hooks/use-series-draft';
import { SaveFooter } from './save-footer';

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
  const { draft, set, save, update, saved } = useSeriesDraft(series, draftOf);

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

  return (
    <form
      aria-labelledby={`${id}-heading`}
      className={panel}
      onSubmit={(event) => save(event, changes, valid)}
      noValidate
    >
      <h3 id={`${id}-heading`} className={panelHeading}>
        {TEXTS.heading}
      </h3>
      <div className="grid gap-4 md:grid-cols-3">
        <FormField label={TEXTS.freeEpisodes} hint={TEXTS.freeEpisodesHint} error={problems.free}>
          {(control) => (
            <input
              {...control}
              className={textInput}
              type="number"
              inputMode="numeric"
              min={0}
              max={episodes}
              value={draft.free}
              onChange={(e) => set('free', e.target.value)}
            />
          )}
        </FormField>
        <FormField label={TEXTS.coinPrice} hint={TEXTS.coinPriceHint} error={problems.price}>
          {(control) => (
            <input
              {...control}
              className={textInput}
              type="number"
              inputMode="numeric"
              min={EPISODE_PRICE.min}
              max={EPISODE_PRICE.max}
              value={draft.price}
              onChange={(e) => set('price', e.target.value)}
            />
          )}
        </FormField>
        <FormField label={TEXTS.aiDisclosure}>
          {(control) => (
            <select
              {...control}
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
          )}
        </FormField>
      </div>
      <SaveFooter
        canSave={valid && changed}
        pending={update.isPending}
        saved={saved && !changed}
        error={update.error}
      />
    </form>
  );
}
