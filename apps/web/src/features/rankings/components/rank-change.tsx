import { RANKINGS_TEXTS } from '@app/contract';

/** Which way a series moved since yesterday's ranking. */
export type RankMove = 'up' | 'down' | 'same' | 'new';

export const rankMove = (rank: number, previous: number | null): RankMove =>
  previous === null ? 'new' : previous > rank ? 'up' : previous < rank ? 'down' : 'same';

/** The change arrow with its text alternative ('Up 3 places', 'New in the ranking'). */
export function RankChange({ rank, previous }: { rank: number; previous: number | null }) {
  const move = rankMove(rank, previous);
  const places = previous === null ? 0 : Math.abs(previous - rank);
  const label = {
    up: RANKINGS_TEXTS.up(places),
    down: RANKINGS_TEXTS.down(places),
    same: RANKINGS_TEXTS.same,
    new: RANKINGS_TEXTS.newEntry,
  }[move];
  return (
    <span data-move={move} className="flex items-center gap-0.5 text-xs font-bold tabular-nums">
      <span className="sr-only">{label}</span>
      {move === 'new' ? (
        <span aria-hidden="true" className="rounded bg-amber-400/20 px-1 text-amber-200">
          {RANKINGS_TEXTS.newBadge}
        </span>
      ) : (
        <span
          aria-hidden="true"
          className={
            move === 'up' ? 'text-emerald-300' : move === 'down' ? 'text-rose-300' : 'text-muted'
          }
        >
          {move === 'up' ? '▲' : move === 'down' ? '▼' : '–'}
          {places > 0 && places}
        </span>
      )}
    </span>
  );
}
