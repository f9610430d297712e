import { describe, expect, it } from 'vitest';
import { pipTransition, type PipEvent, type PipState } from './picture-in-picture';

const run = (from: PipState, ...events: PipEvent['type'][]) =>
  events.reduce<PipState>(
    (state, type) =>
      pipTransition(
        state,
        type === 'attach' ? { type, supported: true, active: false } : ({ type } as PipEvent),
      ),
    from,
  );

describe('picture-in-picture states', () => {
  it('attaches to an element as the browser offers it', () => {
    expect(pipTransition('inline', { type: 'attach', supported: false, active: false })).toBe(
      'unsupported',
    );
    expect(pipTransition('unsupported', { type: 'attach', supported: true, active: false })).toBe(
      'inline',
    );
    // the element already floats (kept across a new source)
    expect(pipTransition('unsupported', { type: 'attach', supported: true, active: true })).toBe(
      'active',
    );
  });

  it('enters on a request once the browser says so, and leaves the same way', () => {
    expect(run('inline', 'request')).toBe('entering');
    expect(run('inline', 'request', 'entered')).toBe('active');
    expect(run('inline', 'request', 'entered', 'exit')).toBe('leaving');
    expect(run('inline', 'request', 'entered', 'exit', 'left')).toBe('inline');
  });

  it('goes back where it was when the browser refuses', () => {
    expect(run('inline', 'request', 'failed')).toBe('inline');
    expect(run('active', 'exit', 'failed')).toBe('active');
  });

  it('follows the browser’s own window buttons and menus', () => {
    // the window's close or back-to-tab button
    expect(run('active', 'left')).toBe('inline');
    // the video's context menu put it there
    expect(run('inline', 'entered')).toBe('active');
  });

  it('ignores a second request while one is under way', () => {
    expect(run('entering', 'request')).toBe('entering');
    expect(run('leaving', 'exit')).toBe('leaving');
    expect(run('inline', 'exit')).toBe('inline');
  });

  it('does nothing where unsupported', () => {
    for (const type of ['request', 'exit', 'entered', 'left', 'failed'] as const) {
      expect(run('unsupported', type)).toBe('unsupported');
    }
  });
});
