import { useEffect, useEffectEvent } from 'react';
import { isEditable, shortcutFor, type ShortcutAction } from '../lib/shortcuts';

type Options = {
  enabled?: boolean;
  /** What this browser can do: an unavailable action's key stays the page's. */
  available?: (action: ShortcutAction) => boolean;
  /**
   * Set while the player waits for any key (clean mode): the next key press, outside a text
   * field and other than a lone modifier, calls it instead of its action.
   */
  onAnyKey?: () => void;
};

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock']);

/**
 * Keyboard shortcuts on the whole page (a player page has one player): the keys of
 * PLAYER_SHORTCUTS. Keys typed into fields, or that a focused button or slider already handles,
 * are left alone.
 */
export function useKeyboardShortcuts(
  onAction: (action: ShortcutAction) => void,
  { enabled = true, available, onAnyKey }: Options = {},
) {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    const action = shortcutFor(event, available);
    if (onAnyKey && !MODIFIERS.has(event.key) && !isEditable(event.target)) {
      // a player key does nothing more; others (Tab) keep their own meaning too
      if (action !== null) event.preventDefault();
      onAnyKey();
      return;
    }
    if (action === null) return;
    // Space would scroll the page, arrows too
    event.preventDefault();
    onAction(action);
  });

  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => handle(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
