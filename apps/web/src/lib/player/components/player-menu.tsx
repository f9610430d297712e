import { useEffect, useRef, useState, type ReactNode } from 'react';
import { pageDirection } from '../../direction';
import { CONTROL_BUTTON_CLASS } from '../lib/labels';

export type MenuOption<T> = {
  value: T;
  label: string;
  /** The option's language, for a screen reader to read its name in it. */
  lang?: string;
};

type Props<T> = {
  /** The menu's name; the button's too unless `buttonLabel` says more. */
  label: string;
  buttonLabel?: string;
  /** What the button shows: an icon or the current choice. */
  button: ReactNode;
  buttonClassName?: string;
  /** A toggle-like button (captions on or off) says whether it is on. */
  pressed?: boolean;
  options: readonly MenuOption<T>[];
  selected: T;
  onChoose: (value: T) => void;
  /** Any use of the menu: it keeps the controls on screen. */
  onActivity: () => void;
  menuClassName?: string;
};

// the check mark is drawn, not text: the item's name stays the option's label
const ITEM_CLASS =
  "flex w-full cursor-pointer items-center gap-2 rounded-md border-0 bg-transparent px-3 py-2 text-start text-sm text-white before:w-3 before:content-[''] hover:bg-white/15 aria-checked:font-semibold aria-checked:before:content-['✓']";

/**
 * A control-bar button opening a menu of choices, the current one checked (the speed, the
 * captions). A choice, Escape or a press outside closes it; the focus goes back to the button.
 */
export function PlayerMenu<T>({
  label,
  buttonLabel = label,
  button,
  buttonClassName = '',
  pressed,
  options,
  selected,
  onChoose,
  onActivity,
  menuClassName = '',
}: Props<T>) {
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

  const choose = (value: T) => {
    onChoose(value);
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
        className={`${CONTROL_BUTTON_CLASS} ${buttonClassName}`}
        aria-label={buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-pressed={pressed}
        onClick={() => {
          setOpen((value) => !value);
          onActivity();
        }}
      >
        {button}
      </button>
      {open && (
        <div
          role="menu"
          aria-label={label}
          // a list of words, not part of the timeline: it reads in the page's direction, though
          // the control bar around it is dir="ltr". Read as it opens: a language switch needs
          // no reload. Anchored to the bar's right-hand buttons: `right-0`, physical on purpose.
          dir={pageDirection()}
          className={`absolute right-0 bottom-12 z-30 grid rounded-lg bg-black/90 p-1 shadow-lg ${menuClassName}`}
        >
          {options.map((option) => (
            <button
              key={String(option.value)}
              type="button"
              role="menuitemradio"
              aria-checked={option.value === selected}
              lang={option.lang}
              className={ITEM_CLASS}
              onClick={() => choose(option.value)}
            >
              {option.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
