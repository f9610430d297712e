import { PLAYER_TEXTS } from '@app/contract';
import { ExitPictureInPictureIcon } from './player-icons';

/**
 * In the page player's place while the video plays in the floating window (the element shows
 * nothing here then): what happened, and the way back.
 */
export function PictureInPictureNote({ onBack }: { onBack: () => void }) {
  return (
    <div className="absolute inset-0 z-10 grid place-content-center justify-items-center gap-3 bg-black p-4 text-center">
      <p className="text-sm text-white/90">{PLAYER_TEXTS.pictureInPicture.playing}</p>
      <button
        type="button"
        onClick={onBack}
        className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border-0 bg-white/15 px-4 text-sm font-semibold text-white hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        <ExitPictureInPictureIcon width={20} height={20} />
        {PLAYER_TEXTS.pictureInPicture.back}
      </button>
    </div>
  );
}
