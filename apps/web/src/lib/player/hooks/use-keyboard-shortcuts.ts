import { useEffect, useEffectEvent } from 'react';
import { shortcutFor, type ShortcutAction } from '../lib/shortcuts';

/**
 * Keyboard shortcuts on the whole page (a player page has one player): space, arrows, f, m.
 * Keys typed into fields, or that a focused button or slider already handles, are left alone.
 */
export function useKeyboardShortcuts(onAction: (action: ShortcutAction) => void, enabled = true) {
  const handle = useEffectEvent((event: KeyboardEvent) => {
    const action = shortcutFor(event);
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
