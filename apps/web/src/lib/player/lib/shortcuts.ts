/**
 * Every key the player takes, one row per action: the keyboard handler and the shortcuts sheet
 * both read this table, so the sheet lists exactly the keys that work. A letter stands for
 * itself in either case (F and f).
 */
export const PLAYER_SHORTCUTS = [
  { action: 'togglePlay', keys: [' '] },
  // the same in RTL: the timeline they move along stays left to right (control-bar.tsx)
  { action: 'seekBack', keys: ['ArrowLeft'] },
  { action: 'seekForward', keys: ['ArrowRight'] },
  { action: 'volumeUp', keys: ['ArrowUp'] },
  { action: 'volumeDown', keys: ['ArrowDown'] },
  { action: 'toggleFullscreen', keys: ['f'] },
  { action: 'toggleMute', keys: ['m'] },
  // Shift+, and Shift+. on most layouts, as on YouTube
  { action: 'slower', keys: ['<'] },
  { action: 'faster', keys: ['>'] },
  { action: 'togglePictureInPicture', keys: ['i'] },
  { action: 'toggleClean', keys: ['c'] },
  // Shift+/ on most layouts
  { action: 'showShortcuts', keys: ['?'] },
] as const satisfies readonly { action: string; keys: readonly string[] }[];

export type ShortcutAction = (typeof PLAYER_SHORTCUTS)[number]['action'];
export const SHORTCUT_ACTIONS: readonly ShortcutAction[] = PLAYER_SHORTCUTS.map((s) => s.action);

const KEYS: ReadonlyMap<string, ShortcutAction> = new Map(
  PLAYER_SHORTCUTS.flatMap(({ action, keys }) => keys.map((key) => [key, action] as const)),
);

/** A printable key in lower case (Shift+F is still F); named keys (ArrowLeft) as they are. */
const normalized = (key: string) => (key.length === 1 ? key.toLowerCase() : key);

type KeyLike = Pick<
  KeyboardEvent,
  'key' | 'target' | 'ctrlKey' | 'metaKey' | 'altKey' | 'defaultPrevented' | 'isComposing'
>;

/** Typing targets: the keys belong to the field, not to the player. */
export const isEditable = (target: EventTarget | null): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable="true"]') !== null;
};

/** Elements that already act on Space (buttons, links) or arrows (sliders, lists). */
const ownsKey = (target: EventTarget | null, key: string): boolean => {
  if (!(target instanceof HTMLElement)) return false;
  if (key === ' ') return target.closest('button, a[href], summary, [role="button"]') !== null;
  if (key.startsWith('Arrow')) {
    return target.closest('[role="slider"], [role="listbox"], [role="tablist"]') !== null;
  }
  return false;
};

/**
 * The player action for a key press, or null when the page should keep the key. `available`
 * leaves out what this browser cannot do (picture-in-picture): its key stays the page's.
 */
export function shortcutFor(
  event: KeyLike,
  available: (action: ShortcutAction) => boolean = () => true,
): ShortcutAction | null {
  if (event.defaultPrevented || event.isComposing) return null;
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const action = KEYS.get(normalized(event.key));
  if (action === undefined || !available(action)) return null;
  if (isEditable(event.target) || ownsKey(event.target, event.key)) return null;
  return action;
}
