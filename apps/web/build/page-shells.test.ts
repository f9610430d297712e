// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SERIES_SHELL } from '../../../packages/contract/src/catalogue/constants.ts';
import { homeShellHtml } from '../src/features/catalogue-home/lib/home-shell.ts';
import { seriesShellHtml } from '../src/features/catalogue-series/lib/series-shell.ts';
import { shellCss } from './page-shells.ts';

describe('the page shells’ inline CSS', () => {
  it('holds the theme and exactly the utilities the home shell names, minified', async () => {
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

  it('holds the series shell’s poster, backdrop and title utilities', async () => {
    const css = await shellCss(seriesShellHtml());
    for (const rule of ['.blur-3xl', '.aspect-2\\/3', '.min-h-svh', '.text-2xl', '.sticky']) {
      expect(css, rule).toContain(rule);
    }
    expect(css).not.toContain('.grid-cols-2{');
  });
});

describe('the series shell', () => {
  it('names the poster for its backdrop and poster, and the title once', () => {
    const html = seriesShellHtml();
    expect(html.match(/<img src="%SERIES_POSTER%" srcset="%SERIES_POSTER%\?w=/g)).toHaveLength(2);
    expect(html.split(SERIES_SHELL.titleSlot)).toHaveLength(2);
    expect(html).toMatch(/<h1 dir="auto" class="[^"]+">%SERIES_TITLE%<\/h1>/);
    expect(html).toContain('aria-hidden="true"');
  });
});
