import { describe, expect, it } from 'vitest';
import type { Access } from '../../../lib/access/use-access';
import { playsAtOnce } from './next-preload';

const access = (state: Access['state'], unlocked?: number[]): Access => ({
  state,
  premium: false,
  status:
    unlocked === undefined
      ? null
      : ({ unlocked_episodes: unlocked } as unknown as NonNullable<Access['status']>),
});

describe('playsAtOnce', () => {
  it('is true for a viewer with access to an unlocked episode', () => {
    expect(playsAtOnce(2, access('granted'), false)).toBe(true);
  });

  it('is false for a locked episode, even with access', () => {
    expect(playsAtOnce(2, access('granted'), true)).toBe(false);
  });

  it('is false where an ad opens first: no access and not unlocked by the viewer', () => {
    expect(playsAtOnce(2, access('none'), false)).toBe(false);
    expect(playsAtOnce(2, access('none', [3]), false)).toBe(false);
  });

  it('is true for an episode the viewer unlocked on its own (it plays without ads)', () => {
    expect(playsAtOnce(2, access('none', [2]), false)).toBe(true);
  });

  it('is false while the access check is under way', () => {
    expect(playsAtOnce(2, access('checking'), false)).toBe(false);
  });
});
