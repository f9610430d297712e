// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SERIES_SHELL } from '../../../packages/contract/src/catalogue/constants.ts';
import { RANKING_KINDS } from '../../../packages/contract/src/rankings/constants.ts';
import { authorShellHtml } from '../src/features/authors/lib/author-shell.ts';
import { homeShellHtml } from '../src/features/catalogue-home/lib/home-shell.ts';
import { seriesShellHtml } from '../src/features/catalogue-series/lib/series-shell.ts';
import { rankingsShellHtml } from '../src/features/rankings/lib/rankings-shell.ts';
import { rewardsShellHtml } from '../src/features/wallet/lib/rewards-shell.ts';
import { forYouShellHtml } from '../src/features/feed/lib/for-you-shell.ts';
import { FOR_YOU_SHELL } from '../../../packages/contract/src/feed/constants.ts';
import {
  CHECK_IN_SCHEDULE,
  COIN_PACKS,
  REWARDS_SHELL,
} from '../../../packages/contract/src/wallet/constants.ts';
import { SHELLS, shellCss } from './page-shells.ts';

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

describe('the author and rankings shells’ inline CSS', () => {
  it('holds the author shell’s banner, avatar, name and poster utilities', async () => {
    const css = await shellCss(authorShellHtml());
    for (const rule of ['.h-32', '.size-24', '.\\[overflow-wrap\\:anywhere\\]', '.aspect-2\\/3']) {
      expect(css, rule).toContain(rule);
    }
    expect(css).toContain('.md\\:grid-cols-3');
  });

  it('styles the chosen tab by its aria-selected, and the list’s placeholder', async () => {
    const css = await shellCss(rankingsShellHtml('list'));
    expect(css).toMatch(/\.aria-selected\\:border-white\[aria-selected=(true|"true")\]/);
    for (const rule of ['.h-28', '.animate-pulse', '.font-black'])
      expect(css, rule).toContain(rule);
  });
});

describe('every page shell', () => {
  it('names each slot its files declare, where the server fills it', () => {
    for (const [files, markup] of SHELLS) {
      const html = markup();
      const slots = [files.imageSlot, files.titleSlot, ...Object.values(files.textSlots ?? {})];
      for (const slot of slots.filter(Boolean))
        expect(html, `${files.file} ${slot}`).toContain(slot);
      // each file once: two shells writing one file would leave only the last
      expect(SHELLS.filter(([other]) => other.file === files.file)).toHaveLength(1);
    }
  });
});

describe('the author shell', () => {
  it('marks the first poster, not the avatar, as the image the app waits for', () => {
    const html = authorShellHtml();
    expect(html).toMatch(/<img src="%AUTHOR_AVATAR%"[^>]*>/);
    expect(html.match(/fetchpriority="high"/g)).toHaveLength(1);
    expect(html).toMatch(
      /<img src="%AUTHOR_POSTER%" srcset="%AUTHOR_POSTER%\?w=[^>]*fetchpriority="high"/,
    );
    expect(html).toContain('style="background:%AUTHOR_BANNER%"');
    expect(html).toContain('aria-hidden="true"');
  });
});

describe('the rankings shells', () => {
  it('paint each tab with its chosen slot, and the placeholder or the empty message', () => {
    const list = rankingsShellHtml('list');
    for (const kind of RANKING_KINDS) {
      expect(list).toMatch(
        new RegExp(`<span role="tab" aria-selected="%RANKINGS_${kind.toUpperCase()}_SELECTED%"`),
      );
    }
    expect(list.match(/class="h-28 rounded-lg bg-surface"/g)).toHaveLength(6);
    expect(list).not.toContain('%RANKINGS_EMPTY%');
    const empty = rankingsShellHtml('empty');
    expect(empty).toContain('%RANKINGS_EMPTY%');
    expect(empty).not.toContain('h-28');
  });
});

describe('the rewards shell', () => {
  it('paints the schedule, the placeholders and every coin pack, with a slot for each text', async () => {
    const html = rewardsShellHtml();
    const slot = REWARDS_SHELL.textSlots;
    // a day's label slot and its coins for each day of the schedule, none beyond it
    CHECK_IN_SCHEDULE.forEach((coins, i) => {
      expect(html).toContain(
        `${slot[`day${(i + 1) as 1}`]}</span><span class="font-bold tabular-nums">+${coins}</span>`,
      );
    });
    expect(Object.keys(slot).filter((name) => /^day\d$/.test(name))).toHaveLength(
      CHECK_IN_SCHEDULE.length,
    );
    expect(Object.keys(slot).filter((name) => /^pack\d$/.test(name))).toHaveLength(
      COIN_PACKS.length,
    );
    expect(html.match(/class="flex h-12 w-full/g)).toHaveLength(COIN_PACKS.length);
    // the check-in button's and one expiring batch's boxes, as the page has them before its answer
    expect(html).toContain('class="h-11 animate-pulse rounded-full bg-surface-2"');
    expect(html).toContain('class="h-5 w-48 animate-pulse rounded bg-surface-2"');
    expect(html).toContain('aria-hidden="true"');
    const css = await shellCss(html);
    for (const rule of ['.grid-cols-7', '.h-12', '.h-11', '.animate-pulse', '.max-w-lg'])
      expect(css, rule).toContain(rule);
  });
});

describe('the For You shell', () => {
  it('paints the feed’s screen, its top bar and the loading message, and no item', async () => {
    const html = forYouShellHtml();
    const slot = FOR_YOU_SHELL.textSlots;
    expect(html).toMatch(/^<main><div class="fixed inset-0 [^"]*" aria-hidden="true">/);
    expect(html).toContain(`<p class="text-lg font-semibold">${slot.loading}</p>`);
    expect(html).toContain(`<h1 class="text-base font-bold drop-shadow-md">${slot.title}</h1>`);
    // the back button's circle and the sound toggle's place, as wide as the title's sides
    expect(html.match(/class="[^"]*\bsize-11\b/g)).toHaveLength(2);
    // whose first item it is depends on the viewer: none is painted
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<article');
    const css = await shellCss(html);
    for (const rule of ['.fixed', '.bg-black', '.size-11', '.bg-gradient-to-b', '.text-lg']) {
      expect(css, rule).toContain(rule);
    }
    // the safe area's padding and the mirrored arrow of a right-to-left page
    expect(css).toContain('env(safe-area-inset-top)');
    expect(css).toContain('.rtl\\:-scale-x-100');
  });

  it('styles the first item the entry paints into it, before the app’s stylesheet', async () => {
    const [, markup, painted] = SHELLS.find(([files]) => files === FOR_YOU_SHELL)!;
    const css = await shellCss(markup(), painted?.());
    // the slide's frame, the poster, the shade, the texts and the Watch series button
    for (const rule of [
      '.max-w-\\[calc\\(100dvh\\*9\\/16\\)\\]',
      '.object-cover',
      '.bg-gradient-to-t',
      '.line-clamp-2',
      '.truncate',
      '.bg-accent',
      '.pb-\\[calc\\(1\\.25rem\\+env\\(safe-area-inset-bottom\\)\\)\\]',
      '.touch-none',
    ]) {
      expect(css, rule).toContain(rule);
    }
    expect(await shellCss(markup())).not.toContain('.line-clamp-2');
  });

  it('styles a guest’s opening ad the entry shows over it: the modal’s card, the slot, the still', async () => {
    const [, markup, painted] = SHELLS.find(([files]) => files === FOR_YOU_SHELL)!;
    const css = await shellCss(markup(), painted?.());
    // the box at the modal's place, the card, the slot's 16:9 box, the still past its edges
    for (const rule of [
      '.z-40',
      '.max-w-md',
      '.bg-surface',
      '.aspect-video',
      '.place-items-center',
      '.-inset-1',
      '.object-contain',
    ]) {
      expect(css, rule).toContain(rule);
    }
    expect(await shellCss(markup())).not.toContain('.aspect-video');
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
