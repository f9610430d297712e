import { pagePaths } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { authorNameFromPath } from './author-name';

describe('authorNameFromPath', () => {
  it('decodes the name of an author path, whatever it holds', () => {
    for (const name of ['Mira Okafor', 'Tomás Lindqvist', 'AC/DC 100%', '李安', 'a?b#c']) {
      expect(authorNameFromPath(pagePaths.author(name))).toBe(name);
    }
  });

  it('keeps a malformed escape as typed and answers empty for other paths', () => {
    expect(authorNameFromPath('/author/100%')).toBe('100%');
    expect(authorNameFromPath('/video/neon-heirs')).toBe('');
    expect(authorNameFromPath('/author/a/b')).toBe('');
  });
});
