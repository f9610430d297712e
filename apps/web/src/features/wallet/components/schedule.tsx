import { ECONOMY_LABELS } from '../../../shared/wallet/episode-economy';

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
    <ol aria-label={ECONOMY_LABELS.schedule} className="m-0 grid list-none grid-cols-7 gap-1.5 p-0">
      {schedule.map((coins, index) => {
        const day = index + 1;
        const done = today !== undefined && (day < today || (day === today && checkedInToday));
        const current = day === today;
        return (
          <li
            key={day}
            aria-current={current ? 'step' : undefined}
            className={`grid justify-items-center gap-0.5 rounded-lg px-1 py-2 text-center text-xs ring-1 ${
              current
                ? 'bg-amber-400/20 ring-amber-300/60'
                : done
                  ? 'bg-surface-2 ring-white/5 opacity-70'
                  : 'bg-surface-2 ring-white/5'
            }`}
          >
            <span className="text-muted">{ECONOMY_LABELS.day(day)}</span>
            <span className="font-bold tabular-nums">{done ? '✓' : `+${coins}`}</span>
          </li>
        );
      })}
    </ol>
  );
}
