import { PLAYER_LABELS } from '../lib/labels';

export type PlayerStatusKind = 'loading' | 'buffering' | 'seeking';

/** Spinner with its state named, for loading, buffering (waiting) and seeking. */
export function PlayerStatus({ kind }: { kind: PlayerStatusKind }) {
  return (
    <div
      role="status"
      className="pointer-events-none absolute inset-0 z-10 flex flex-col items-center justify-center gap-2"
    >
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-white/25 border-t-white"
      />
      <span className="rounded bg-black/50 px-2 text-xs text-white/90">{PLAYER_LABELS[kind]}</span>
    </div>
  );
}
