import { describe, expect, it } from 'vitest';
import { visibleTags } from './series-tags';

describe('visibleTags', () => {
  it('drops list markers and blanks, labels known lists and keeps other tags as they are', () => {
    expect(visibleTags(['list:featured', 'Romance', 'must-watch', ' ', 'new-releases'])).toEqual([
      'Romance',
      'Must Watch',
      'New Releases',
    ]);
  });

  it('trims tags and shows each once, a list name and its label alike', () => {
    expect(visibleTags([' Drama ', 'Drama', 'top-picks', 'Top Picks'])).toEqual([
      'Drama',
      'Top Picks',
    ]);
  });
});
