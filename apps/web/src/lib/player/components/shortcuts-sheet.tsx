import { PLAYER_TEXTS } from '@app/contract';
import { useEffect, useId, useRef } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { focusRing } from '../../../components/ui/focus-ring';
import { PLAYER_SHORTCUTS, type ShortcutAction } from '../lib/shortcuts';

const ARROWS: Record<string, string> = {
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
};

/** A key as printed on the keyboard: Space in words, arrows as arrows, letters in capitals. */
const keyName = (key: string) =>
  key === ' ' ? PLAYER_TEXTS.shortcuts.keys.space : (ARROWS[key] ?? key.toUpperCase());

type Props = {
  /** What this browser can do: keys it cannot serve are left out. */
  available: (action: ShortcutAction) => boolean;
  onClose: () => void;
};

/**
 * The keyboard shortcuts sheet (docs/product/play.md#keyboard-shortcuts), on '?': the player's
 * shortcut table itself, so it lists exactly the keys that work. A modal dialog: the focus
 * starts on Close, stays inside and goes back where it was; Escape closes it.
 */
export function ShortcutsSheet({ available, onClose }: Props) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const before = document.activeElement;
    closeRef.current?.focus();
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, []);

  return (
    <Dialog
      labelledBy={titleId}
      onClose={onClose}
      backdropClassName="z-50 bg-black/70 p-4"
      className="max-h-[85dvh] max-w-sm gap-4 overflow-y-auto bg-neutral-900 p-5 text-start text-white"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {PLAYER_TEXTS.shortcuts.title}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
        {PLAYER_SHORTCUTS.filter(({ action }) => available(action)).map(({ action, keys }) => (
          <div key={action} className="contents">
            <dt className="flex gap-1">
              {keys.map((key) => (
                <kbd
                  key={key}
                  className="min-w-7 rounded-md bg-white/15 px-2 py-0.5 text-center font-sans font-semibold"
                >
                  {keyName(key)}
                </kbd>
              ))}
            </dt>
            <dd className="text-white/90">{PLAYER_TEXTS.shortcuts.actions[action]}</dd>
          </div>
        ))}
      </dl>
      <button
        ref={closeRef}
        type="button"
        onClick={onClose}
        className={`h-10 cursor-pointer justify-self-end rounded-full border-0 bg-white/15 px-5 text-sm font-semibold text-white hover:bg-white/25 ${focusRing}`}
      >
        {PLAYER_TEXTS.shortcuts.close}
      </button>
    </Dialog>
  );
}
