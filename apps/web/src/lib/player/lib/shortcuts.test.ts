import { describe, expect, it } from 'vitest';
import { shortcutFor } from './shortcuts';

const press = (key: string, target: EventTarget | null = document.body, extra = {}) =>
  shortcutFor({
    key,
    target,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    defaultPrevented: false,
    isComposing: false,
    ...extra,
  });

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
});
