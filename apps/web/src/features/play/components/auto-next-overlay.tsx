import { PLAYER_TEXTS, type Episode } from '@app/contract';

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
          <Countdown seconds={secondsLeft} />
        </p>
        <p className="font-semibold">
          {PLAYER_TEXTS.episode(next.episodeNumber)}
          {next.title && (
            <>
              {' · '}
              <bdi>{next.title}</bdi>
            </>
          )}
        </p>
        <div className="flex justify-center gap-2">
          <button type="button" className="button" onClick={onCancel}>
            {PLAYER_TEXTS.cancel}
          </button>
          <button type="button" className="button button-primary" onClick={onPlayNow}>
            {PLAYER_TEXTS.playNow}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * 'Next episode in 5', the number in bold wherever the locale's sentence puts it; a translation
 * that writes the number its own way (a plural's #) shows as one plain sentence.
 */
function Countdown({ seconds }: { seconds: number }) {
  const text = PLAYER_TEXTS.nextEpisodeIn(seconds);
  const number = String(seconds);
  const at = text.indexOf(number);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <span className="font-bold text-white tabular-nums">{number}</span>
      {text.slice(at + number.length)}
    </>
  );
}
