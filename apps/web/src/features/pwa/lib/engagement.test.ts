import { describe, expect, it, vi } from 'vitest';
import { engagementStore } from './engagement';

describe('the viewer’s engagement', () => {
  it('is false until a click, key, scroll, wheel or swipe, then true for good', () => {
    for (const kind of ['click', 'keydown', 'scroll', 'wheel', 'touchmove']) {
      const target = new EventTarget() as unknown as Window;
      const store = engagementStore(target);
      const listener = vi.fn();
      store.watch(listener);
      // a pointer pressed but not released yet, a resize: not engagement
      target.dispatchEvent(new Event('pointerdown'));
      target.dispatchEvent(new Event('resize'));
      expect(store.engaged(), kind).toBe(false);
      target.dispatchEvent(new Event(kind));
      expect(store.engaged(), kind).toBe(true);
      expect(listener, kind).toHaveBeenCalledTimes(1);
      // it listens no longer
      target.dispatchEvent(new Event(kind));
      expect(listener, kind).toHaveBeenCalledTimes(1);
    }
  });

  it('counts a scroll inside the page (the capture phase) and stops telling an unsubscribed listener', () => {
    const root = document.createElement('div');
    const box = root.appendChild(document.createElement('div'));
    const store = engagementStore(root as unknown as Window);
    const gone = vi.fn();
    const stays = vi.fn();
    store.watch(gone)();
    store.watch(stays);
    // scroll does not bubble: only a capturing listener hears it from a box
    box.dispatchEvent(new Event('scroll', { bubbles: false }));
    expect(store.engaged()).toBe(true);
    expect(gone).not.toHaveBeenCalled();
    expect(stays).toHaveBeenCalledTimes(1);
  });
});
