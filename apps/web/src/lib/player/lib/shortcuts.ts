export const SHORTCUT_ACTIONS = [
  'togglePlay',
  'seekBack',
  'seekForward',
  'volumeUp',
  'volumeDown',
  'toggleFullscreen',
  'toggleMute',
  'slower',
  'faster',
] as const;
export type ShortcutAction = (typeof SHORTCUT_ACTIONS)[number];

const KEYS: Record<string, ShortcutAction> = {
  ' ': 'togglePlay',
  // the same in RTL: the timeline they move along stays left to right (control-bar.tsx)
  ArrowLeft: 'seekBack',
  ArrowRight: 'seekForward',
  ArrowUp: 'volumeUp',
  ArrowDown: 'volumeDown',
  f: 'toggleFullscreen',
  F: 'toggleFullscreen',
  m: 'toggleMute',
  M: 'toggleMute',
  // Shift+, and Shift+. on most layouts, as on YouTube
  '<': 'slower',
  '>': 'faster',
};

type KeyLike = Pick<
  KeyboardEvent,
  'key' | 'target' | 'ctrlKey' | 'metaKey' | 'altKey' | 'defaultPrevented' | 'isComposing'
>;

/** Typing targets: the keys belong to the field, not to the player. */
const isEditable = (target: EventTarget | null): boolean => {
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

/** The player action for a key press, or null when the page should keep the key. */
export function shortcutFor(event: KeyLike): ShortcutAction | null {
  if (event.defaultPrevented || event.isComposing) return null;
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const action = KEYS[event.key];
  if (action === undefined) return null;
  if (isEditable(event.target) || ownsKey(event.target, event.key)) return null;
  return action;
}
