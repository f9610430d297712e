import { CATALOGUE_TEXTS, type ReleaseStatus } from '@app/contract';
import { activeLocale } from '../../i18n/locale-store';
import { formatCalendarDate } from '../../lib/format';

const TEXTS = CATALOGUE_TEXTS.transparency;

/** The facts a viewer reads before episode 1 (docs/product/catalogue.md#series-transparency). */
export type SeriesFactsSource = {
  episodesCount: number;
  runtime_seconds?: number | undefined;
  release_status?: ReleaseStatus | undefined;
  release_weekday?: number | null | undefined;
  next_release_date?: string | null | undefined;
  final_episode_count?: number | null | undefined;
  free_episodes?: number | null | undefined;
  coin_price_per_episode?: number | null | undefined;
};

/** '38 min': whole minutes, at least one for anything that plays. */
export const runtimeText = (seconds: number | undefined): string | null =>
  seconds === undefined || seconds <= 0
    ? null
    : TEXTS.runtime(Math.max(1, Math.round(seconds / 60)));

/** '12 episodes', or '8 of 12 episodes' while an ongoing series has a known end. */
export const episodesText = (facts: SeriesFactsSource): string =>
  facts.release_status === 'ongoing' &&
  facts.final_episode_count != null &&
  facts.final_episode_count > facts.episodesCount
    ? TEXTS.episodesOfFinal(facts.episodesCount, facts.final_episode_count)
    : CATALOGUE_TEXTS.episodesCount(facts.episodesCount);

/** A weekday (0 Sunday – 6) by its name in the page's language; 2023-01-01 was a Sunday. */
export const weekdayName = (weekday: number): string =>
  new Intl.DateTimeFormat(activeLocale(), { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2023, 0, 1 + weekday)),
  );

/** 'Completed', or 'Ongoing' and when the next episodes come (the date before the weekday). */
export const releaseTexts = (facts: SeriesFactsSource): string[] => {
  if (facts.release_status === undefined) return [];
  if (facts.release_status === 'completed') return [TEXTS.completed];
  if (facts.next_release_date)
    return [TEXTS.ongoing, TEXTS.nextOn(formatCalendarDate(facts.next_release_date))];
  if (facts.release_weekday != null) {
    return [TEXTS.ongoing, TEXTS.everyWeekday(weekdayName(facts.release_weekday))];
  }
  return [TEXTS.ongoing];
};

/** 'First 3 episodes free' on a priced series; nothing when every episode is free. */
export const freeEpisodesText = (facts: SeriesFactsSource): string | null =>
  facts.free_episodes == null || facts.coin_price_per_episode === null
    ? null
    : TEXTS.firstFree(facts.free_episodes);

const CHIP = 'rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1';

/**
 * The status, the schedule and the free episodes as chips: the series page's, and a card's
 * without the schedule (`brief`), which would cover its poster.
 */
export function ReleaseChips({
  facts,
  brief = false,
  className = '',
}: {
  facts: SeriesFactsSource;
  brief?: boolean;
  className?: string;
}) {
  const [status, fullSchedule] = releaseTexts(facts);
  const schedule = brief ? undefined : fullSchedule;
  const free = freeEpisodesText(facts);
  if (!status && !free) return null;
  return (
    <ul aria-label={TEXTS.label} className={`flex flex-wrap gap-1.5 ${className}`}>
      {status && (
        <li
          className={`${CHIP} ${
            facts.release_status === 'completed'
              ? 'bg-emerald-500/20 text-emerald-200 ring-emerald-300/30'
              : 'bg-sky-500/20 text-sky-100 ring-sky-300/30'
          }`}
        >
          {status}
          {schedule && <span className="font-normal"> · {schedule}</span>}
        </li>
      )}
      {free && (
        <li className={`${CHIP} bg-amber-400/20 text-amber-100 ring-amber-300/30`}>{free}</li>
      )}
    </ul>
  );
}
