import { ECONOMY_LABELS } from '../../../shared/wallet/episode-economy';
import { REWARDS_CLASSES as C } from '../lib/rewards-classes';

/** The 7 days of a streak and their coins; `today` (1–7) and the days before it marked. */
export function Schedule({
  schedule,
  today,
  checkedInToday = false,
}: {
  schedule: readonly number[];
  today?: number;
  checkedInToday?: boolean;
}) {
  return (
    <ol aria-label={ECONOMY_LABELS.schedule} className={C.schedule}>
      {schedule.map((coins, index) => {
        const day = index + 1;
        const done = today !== undefined && (day < today || (day === today && checkedInToday));
        const current = day === today;
        return (
          <li
            key={day}
            aria-current={current ? 'step' : undefined}
            className={`${C.day} ${
              current
                ? 'bg-amber-400/20 ring-amber-300/60'
                : done
                  ? `${C.dayAhead} opacity-70`
                  : C.dayAhead
            }`}
          >
            <span className={C.dayLabel}>{ECONOMY_LABELS.day(day)}</span>
            <span className={C.dayCoins}>{done ? '✓' : `+${coins}`}</span>
          </li>
        );
      })}
    </ol>
  );
}
