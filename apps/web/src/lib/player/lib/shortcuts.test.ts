import { describe, expect, it } from 'vitest';
import { PLAYER_SHORTCUTS, SHORTCUT_ACTIONS, shortcutFor } from './shortcuts';

const BASE = {
  target: document.body as EventTarget | null,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  isComposing: false,
};

const press = (key: string, target: EventTarget | null = document.body, extra = {}) =>
  shortcutFor({ ...BASE, key, target, ...extra });

const element = (html: string) => {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.firstElementChild as HTMLElement;
};

describe('player keyboard shortcuts', () => {
  it.each([
    [' ', 'togglePlay'],
    ['ArrowLeft', 'seekBack'],
    ['ArrowRight', 'seekForward'],
    ['ArrowUp', 'volumeUp'],
    ['ArrowDown', 'volumeDown'],
    ['f', 'toggleFullscreen'],
    ['F', 'toggleFullscreen'],
    ['m', 'toggleMute'],
    ['<', 'slower'],
    ['>', 'faster'],
    ['i', 'togglePictureInPicture'],
    ['I', 'togglePictureInPicture'],
    ['c', 'toggleClean'],
    ['?', 'showShortcuts'],
  ])('maps %j to %s', (key, action) => {
    expect(press(key)).toBe(action);
  });

  it('ignores other keys and keys with modifiers', () => {
    expect(press('k')).toBeNull();
    expect(press('f', document.body, { ctrlKey: true })).toBeNull();
    expect(press('m', document.body, { metaKey: true })).toBeNull();
  });

  it('ignores keys typed into inputs, text areas and editable content', () => {
    expect(press('m', element('<input type="text">'))).toBeNull();
    expect(press(' ', element('<textarea></textarea>'))).toBeNull();
    expect(press('f', element('<div contenteditable="true"></div>'))).toBeNull();
  });

  it('leaves Space to a focused button and arrows to a focused slider', () => {
    expect(press(' ', element('<button>Play</button>'))).toBeNull();
    expect(press('f', element('<button>Play</button>'))).toBe('toggleFullscreen');
    expect(press('ArrowRight', element('<div role="slider" tabindex="0"></div>'))).toBeNull();
  });

  it('ignores a key another handler already took', () => {
    expect(press(' ', document.body, { defaultPrevented: true })).toBeNull();
  });

  it('leaves out an action the browser cannot do: its key stays the page’s', () => {
    const noPip = (action: string) => action !== 'togglePictureInPicture';
    expect(shortcutFor({ ...BASE, key: 'i' }, noPip)).toBeNull();
    expect(shortcutFor({ ...BASE, key: 'c' }, noPip)).toBe('toggleClean');
  });
});

describe('the shortcut table', () => {
  it('has one row per action, and every key of a row leads to its action', () => {
    expect(PLAYER_SHORTCUTS.map((row) => row.action)).toEqual(SHORTCUT_ACTIONS);
    expect(new Set(SHORTCUT_ACTIONS).size).toBe(SHORTCUT_ACTIONS.length);
    for (const { action, keys } of PLAYER_SHORTCUTS) {
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(press(key)).toBe(action);
    }
  });

  it('gives no key to two actions', () => {
    const keys = PLAYER_SHORTCUTS.flatMap((row) => row.keys.map((key) => key.toLowerCase()));
    expect(new Set(keys).size).toBe(keys.length);
  });
});
