import { useEffect, useRef, useState } from 'react';
import { CONTROL_BUTTON_CLASS, PLAYER_LABELS } from '../lib/labels';
import { formatPlaybackRate, PLAYBACK_RATES } from '../lib/playback-rate';

type Props = {
  rate: number;
  onChoose: (rate: number) => void;
  onActivity: () => void;
};

const ITEM_CLASS =
  "flex w-full cursor-pointer items-center gap-2 rounded-md border-0 bg-transparent px-3 py-2 text-left text-sm text-white before:w-3 before:content-[''] hover:bg-white/15 aria-checked:font-semibold aria-checked:before:content-['✓']";

/** The speed button and its menu (docs/product/series-and-play.md#playback-speed). */
export function SpeedMenu({ rate, onChoose, onActivity }: Props) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const choose = (next: number) => {
    onChoose(next);
    setOpen(false);
    onActivity();
    buttonRef.current?.focus();
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${CONTROL_BUTTON_CLASS} w-auto min-w-10 px-2 text-sm font-semibold tabular-nums`}
        aria-label={`${PLAYER_LABELS.speed}: ${formatPlaybackRate(rate)}`}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => {
          setOpen((value) => !value);
          onActivity();
        }}
      >
        {formatPlaybackRate(rate)}
      </button>
      {open && (
        <div
          role="menu"
          aria-label={PLAYER_LABELS.speed}
          className="absolute right-0 bottom-12 z-30 grid min-w-28 rounded-lg bg-black/90 p-1 shadow-lg"
        >
          {PLAYBACK_RATES.map((option) => (
            <button
              key={option}
              type="button"
              role="menuitemradio"
              aria-checked={option === rate}
              className={ITEM_CLASS}
              onClick={() => choose(option)}
            >
              {formatPlaybackRate(option)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
