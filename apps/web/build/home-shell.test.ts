// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { homeShellHtml } from '../src/features/catalogue-home/lib/home-shell.ts';
import { shellCss } from './home-shell.ts';

describe('the home shell’s inline CSS', () => {
  it('holds the theme and exactly the utilities the shell names, minified', async () => {
    const css = await shellCss(homeShellHtml());
    // the shell's own classes, responsive ones included
    for (const rule of ['.object-cover', '.size-full', '.sticky', '.md\\:blur-2xl', '.site-main']) {
      expect(css, rule).toContain(rule);
    }
    expect(css).toContain('--color-bg:#0b0b10');
    // no utility the shell does not use
    expect(css).not.toContain('.grid-cols-2');
    expect(css).not.toMatch(/\n\s/);
  });
});
