import { useEffect, useRef, useState } from 'react';
import type { CaptionOption } from '../lib/captions';
import { CONTROL_BUTTON_CLASS, PLAYER_LABELS } from '../lib/labels';
import { CaptionsIcon } from './player-icons';

type Props = {
  options: readonly CaptionOption[];
  /** The language shown now; null for Off. */
  active: string | null;
  onChoose: (language: string | null) => void;
  onActivity: () => void;
};

// the check mark is drawn, not text: the item's name stays the language's label
const ITEM_CLASS =
  "flex w-full cursor-pointer items-center gap-2 rounded-md border-0 bg-transparent px-3 py-2 text-left text-sm text-white before:w-3 before:content-[''] hover:bg-white/15 aria-checked:font-semibold aria-checked:before:content-['✓']";

/** The CC button: Off and each language of the episode (docs/product/series-and-play.md#captions). */
export function CaptionsMenu({ options, active, onChoose, onActivity }: Props) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const choose = (language: string | null) => {
    onChoose(language);
    setOpen(false);
    onActivity();
  };

  const items: { language: string | null; label: string }[] = [
    { language: null, label: PLAYER_LABELS.captionsOff },
    ...options,
  ];

  return (
    <div
      ref={rootRef}
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <button
        type="button"
        className={`${CONTROL_BUTTON_CLASS} ${active === null ? 'opacity-70' : ''}`}
        aria-label={PLAYER_LABELS.captions}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-pressed={active !== null}
        onClick={() => {
          setOpen((value) => !value);
          onActivity();
        }}
      >
        <CaptionsIcon />
      </button>
      {open && (
        <div
          role="menu"
          aria-label={PLAYER_LABELS.captions}
          className="absolute right-0 bottom-12 z-30 grid max-h-64 min-w-40 overflow-y-auto rounded-lg bg-black/90 p-1 shadow-lg"
        >
          {items.map((item) => (
            <button
              key={item.language ?? 'off'}
              type="button"
              role="menuitemradio"
              aria-checked={item.language === active}
              lang={item.language ?? undefined}
              className={ITEM_CLASS}
              onClick={() => choose(item.language)}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
