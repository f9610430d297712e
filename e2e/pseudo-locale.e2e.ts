import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { PSEUDO_LOCALE } from '@app/contract';
import { E2E_ADMIN } from './playwright.config';
import { signIn, useSession } from './session';

type Manifest = Record<string, { file: string; imports?: string[]; dynamicImports?: string[] }>;

const manifest = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../apps/web/dist/.vite/manifest.json'), 'utf8'),
) as Manifest;
const LOADER = 'src/i18n/load-catalog.ts';
const catalog = (locale: string) =>
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, `../packages/contract/src/i18n/catalogs/${locale}.json`),
      'utf8',
    ),
  ) as Record<string, string>;
const PSEUDO_TEXT = /\[[^\]]*[áéíöü]/;
const SPANISH = catalog('es');
// our English messages as a page would show them; a name every language keeps (ReelForge) is not,
// nor the home rows' names, which the server writes in the content's language (English here)
const ENGLISH = Object.entries(catalog('en'))
  .filter(([key, text]) => !text.includes('{') && /[a-z]{3}/i.test(text) && SPANISH[key] !== text)
  .filter(([key]) => !key.startsWith('catalogueLists.'))
  .map(([, text]) => text);

/** The built files the catalog loader needs to show the pseudo-locale: its imports, statically. */
const loaderFiles = (): Set<string> => {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(LOADER);
  for (const lazy of manifest[LOADER]?.dynamicImports ?? []) {
    if (lazy.includes('pseudo')) visit(lazy);
  }
  return files;
};

/**
 * Shows each page this `page` visits in the pseudo-locale. A production build's first load does
 * not know it (docs/product/i18n.md#pseudo-locale), so the test applies it as the app would, with
 * the build's own catalog loader, before the app's first render: the page's other scripts are
 * held until the texts are rewritten.
 */
async function inPseudoLocale(page: Page): Promise<(url: string) => Promise<void>> {
  let applied = Promise.resolve();
  let release = () => {};
  const needed = loaderFiles();
  await page.exposeFunction('pseudoLocaleApplied', () => release());
  await page.addInitScript(
    ({ loader, locale }) => {
      void import(loader)
        .then((catalogs: { applyCatalog: (l: string) => Promise<void> }) =>
          catalogs.applyCatalog(locale),
        )
        .then(() =>
          (window as unknown as { pseudoLocaleApplied: () => void }).pseudoLocaleApplied(),
        );
    },
    { loader: `/${manifest[LOADER]!.file}`, locale: PSEUDO_LOCALE },
  );
  await page.route(/\/assets\/[^/?]+\.js(\?.*)?$/, async (route) => {
    if (!needed.has(new URL(route.request().url()).pathname.slice(1))) await applied;
    await route.fallback();
  });
  return async (url) => {
    applied = new Promise((resolve) => (release = resolve));
    await page.goto(url);
    await applied;
    await page.waitForLoadState('load');
    await expect(page.locator('main')).not.toBeEmpty();
    await page.waitForTimeout(800);
  };
}

/** Visible texts that are exactly one of our English messages: not read from the texts. */
async function englishLeft(page: Page): Promise<string[]> {
  const shown = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || parent.closest('script, style, [hidden]')) continue;
      if (parent.checkVisibility?.() === false) continue;
      texts.push(text);
    }
    return texts;
  });
  const english = new Set(ENGLISH);
  return [...new Set(shown.filter((text) => english.has(text)))];
}

type Problem = { problem: string; text: string; where: string };

/**
 * Text that is cut off or runs out of its place, by the elements' geometry: a box whose text is
 * wider or taller than it (clipped or spilling), a line partly hidden by a clipping ancestor or
 * partly outside the screen, two texts drawn over each other, and a page wider than the screen.
 * Content (series titles, names) may be shortened with an ellipsis: only our texts, which the
 * pseudo-locale accents and brackets, must show whole.
 */
function textProblems(): Problem[] {
  const OURS = /\[[^\]]*[áéíöüÅÉÎÖÛñçšţĝĥļŕýÇŠŢÑ]/;
  const problems: Problem[] = [];
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const classes = (element.getAttribute('class') ?? '').split(/\s+/).slice(0, 6).join('.');
    return `${element.tagName.toLowerCase()}${id}${classes ? `.${classes}` : ''}`;
  };
  const viewport = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > viewport + 1) {
    problems.push({
      problem: `page ${document.documentElement.scrollWidth}px wide`,
      text: '',
      where: 'html',
    });
  }
  type Line = { element: Element; rect: DOMRect };
  const lines: Line[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const seen = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    const text = node.textContent?.trim() ?? '';
    if (!element || text === '' || element.closest('script, style, option, [hidden]')) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    // screen-reader-only text: a 1 px clipped box on purpose
    if (box.width <= 1 || box.height <= 1 || style.clipPath !== 'none' || style.clip !== 'auto') {
      continue;
    }
    const ours = OURS.test(element.textContent ?? '');
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
    for (const rect of rects) lines.push({ element, rect });
    if (!ours) continue;
    const where = describe(element);
    if (!seen.has(element) && style.display !== 'inline') {
      seen.add(element);
      const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';
      if (element.scrollWidth > element.clientWidth + 1 && !scrolls(style.overflowX)) {
        problems.push({
          problem: `${element.scrollWidth}px of text in ${element.clientWidth}px (overflow-x ${style.overflowX})`,
          text,
          where,
        });
      }
      if (element.scrollHeight > element.clientHeight + 2 && !scrolls(style.overflowY)) {
        problems.push({
          problem: `${element.scrollHeight}px of text in ${element.clientHeight}px high (overflow-y ${style.overflowY})`,
          text,
          where,
        });
      }
    }
    for (const rect of rects) {
      let scroller = false;
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        const upStyle = getComputedStyle(up);
        const clipsX = upStyle.overflowX !== 'visible';
        const clipsY = upStyle.overflowY !== 'visible';
        if (!clipsX && !clipsY) continue;
        if (/auto|scroll/.test(upStyle.overflowX + upStyle.overflowY)) scroller = true;
        const outer = up.getBoundingClientRect();
        const left = outer.left + up.clientLeft;
        const top = outer.top + up.clientTop;
        const cutX = clipsX && (rect.left < left - 1 || rect.right > left + up.clientWidth + 1);
        const cutY = clipsY && (rect.top < top - 1 || rect.bottom > top + up.clientHeight + 1);
        // partly hidden: a slide or a row's card wholly outside its frame is not cut off
        const meets =
          rect.right > left &&
          rect.left < left + up.clientWidth &&
          rect.bottom > top &&
          rect.top < top + up.clientHeight;
        if ((cutX || cutY) && meets && !scroller) {
          problems.push({ problem: `cut off by ${describe(up)}`, text, where });
          break;
        }
      }
      // a row that scrolls sideways shows part of its next card on purpose
      if (!scroller && rect.right > viewport + 1 && rect.left < viewport) {
        problems.push({ problem: `runs past the screen's edge (${rect.right}px)`, text, where });
      }
    }
  }
  // two texts drawn over each other, both on top where they meet
  for (let i = 0; i < lines.length; i += 1) {
    for (let j = i + 1; j < lines.length; j += 1) {
      const a = lines[i]!;
      const b = lines[j]!;
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      // a dialog is a layer over what lies under it (the ad over a loading player): its texts
      // meet none of those beneath
      const layer = (element: Element) => element.closest('[role="dialog"], dialog[open]');
      if (layer(a.element) !== layer(b.element)) continue;
      const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      if (width < 4 || height < 4) continue;
      if (!OURS.test(`${a.element.textContent}${b.element.textContent}`)) continue;
      const x = Math.max(a.rect.left, b.rect.left) + width / 2;
      const y = Math.max(a.rect.top, b.rect.top) + height / 2;
      const top = document.elementFromPoint(x, y);
      const onTop = (element: Element) =>
        top !== null && (element.contains(top) || top.contains(element));
      if (!onTop(a.element) && !onTop(b.element)) continue;
      problems.push({
        problem: `drawn over ${describe(b.element)} ("${b.element.textContent?.trim().slice(0, 40)}")`,
        text: a.element.textContent?.trim() ?? '',
        where: describe(a.element),
      });
    }
  }
  return problems;
}

const VIEWER_PAGES = [
  '/',
  '/video/neon-heirs',
  // a guest meets the ad modal before episode 1
  '/play?id=neon-heirs&episode=1',
  '/auth',
  '/subscription',
  '/rewards',
  '/foryou',
];

test.describe('the pseudo-locale at 390 px', () => {
  // the page's scripts must pass through page.route, not a service worker's cache
  test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });

  test('no text of ours is cut off, spills out or runs over another on the viewer pages', async ({
    page,
  }) => {
    const visit = await inPseudoLocale(page);
    const found: Record<string, Problem[]> = {};
    for (const url of VIEWER_PAGES) {
      await visit(url);
      // every text is the pseudo-locale's (accented, bracketed): English left is hard-coded.
      // The server's first paint (/foryou's) knows only real locales: it is English until the
      // app's page replaces it, so English that goes is the paint's, English that stays is ours
      await expect(page.locator('body')).toContainText(PSEUDO_TEXT);
      await expect.poll(() => englishLeft(page), { message: url }).toEqual([]);
      const problems = await page.evaluate(textProblems);
      if (problems.length > 0) found[url] = problems;
    }
    expect(found).toEqual({});
  });

  test('no text of ours is cut off, spills out or runs over another in the studio', async ({
    page,
    request,
  }) => {
    await useSession(page, await signIn(request, E2E_ADMIN.username, E2E_ADMIN.password));
    const visit = await inPseudoLocale(page);
    await visit('/cms');
    await expect(page.locator('main')).toContainText(PSEUDO_TEXT);
    expect(await englishLeft(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath('cms-pseudo.png'), fullPage: true });
    expect(await page.evaluate(textProblems)).toEqual([]);
  });
});
