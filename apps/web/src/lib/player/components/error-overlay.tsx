import { PLAYER_TEXTS } from '@app/contract';
import { playbackErrorMessage, type PlaybackError } from '../lib/playback-error';

/** 'Video Error' with the cause and a Retry button. */
export function ErrorOverlay({ error, onRetry }: { error: PlaybackError; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="absolute inset-0 z-30 flex flex-col items-center justify-center gap-3 bg-black/80 p-6 text-center"
    >
      <h2 className="text-lg font-bold">{PLAYER_TEXTS.errorTitle}</h2>
      <p className="max-w-xs text-sm text-white/80">{playbackErrorMessage(error)}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {PLAYER_TEXTS.retry}
      </button>
    </div>
  );
}
