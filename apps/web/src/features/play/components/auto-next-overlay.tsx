import type { Episode } from '@app/contract';

type Props = {
  next: Episode;
  secondsLeft: number;
  onCancel: () => void;
  onPlayNow: () => void;
};

/** The countdown before the next episode, drawn over the player. */
export function AutoNextOverlay({ next, secondsLeft, onCancel, onPlayNow }: Props) {
  return (
    <div className="absolute inset-0 z-40 flex items-center justify-center bg-black/60 p-4">
      <div className="grid w-full max-w-72 gap-3 rounded-xl bg-[var(--surface)]/95 p-4 text-center shadow-lg">
        <p role="status" className="text-sm text-[var(--muted)]">
          Next episode in <span className="font-bold text-white tabular-nums">{secondsLeft}</span>
        </p>
        <p className="font-semibold">
          Episode {next.episodeNumber}
          {next.title && (
            <>
              {' · '}
              <bdi>{next.title}</bdi>
            </>
          )}
        </p>
        <div className="flex justify-center gap-2">
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="button button-primary" onClick={onPlayNow}>
            Play now
          </button>
        </div>
      </div>
    </div>
  );
}
