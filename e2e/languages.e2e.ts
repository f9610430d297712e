import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { LOCALE_NAMES, type Locale } from '@app/contract';
import { seriousViolations } from './axe';
import { E2E_ADMIN } from './playwright.config';
import { signIn, useSession } from './session';

const catalog = (locale: Locale): Record<string, string> =>
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, `../packages/contract/src/i18n/catalogs/${locale}.json`),
      'utf8',
    ),
  ) as Record<string, string>;

// independent tests (each its own page and session): both workers take them
test.describe.configure({ mode: 'parallel' });

const ENGLISH = catalog('en');
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const PAGES = [
  '/',
  '/video/neon-heirs',
  // a guest meets the ad modal before episode 1
  '/play?id=neon-heirs&episode=1',
  '/auth',
  '/subscription',
  '/rewards',
  '/foryou',
];

/**
 * English chrome left on a page shown in `locale`: visible text nodes and labels (aria-label,
 * placeholder, title) that are exactly an English message whose translation is different.
 * Content (titles, descriptions) is data, never a message, so it does not count.
 */
async function englishLeft(page: Page, locale: Locale): Promise<string[]> {
  const translated = catalog(locale);
  // a word both languages share is that language's too where one message keeps it ("Series")
  const ownWords = new Set(Object.values(translated));
  const english = new Set(
    Object.entries(ENGLISH)
      .filter(([key, text]) => !text.includes('{') && translated[key] !== text && text.length > 2)
      .map(([, text]) => text)
      .filter((text) => !ownWords.has(text)),
  );
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
    for (const element of Array.from(
      document.querySelectorAll('[aria-label], [placeholder], [title]'),
    )) {
      for (const name of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
  return [...new Set(shown.filter((text) => english.has(text)))];
}

async function settle(page: Page) {
  await page.waitForLoadState('load');
  await expect(page.locator('main')).not.toBeEmpty();
  await page.waitForTimeout(800);
}

for (const [locale, dir] of [
  ['es', 'ltr'],
  ['ar', 'rtl'],
] as const) {
  test.describe(`the app in ${LOCALE_NAMES[locale]}`, () => {
    // the browser's language chooses it: no menu, no cookie
    test.use({ locale: locale === 'es' ? 'es-MX' : 'ar-EG' });

    // a test per viewport: the two sweeps of one language go to both workers
    for (const viewport of VIEWPORTS) {
      test(`the viewer pages at ${viewport.width} px: ${locale}, ${dir}, no English chrome, no serious axe violations`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        for (const url of PAGES) {
          await page.goto(url);
          await settle(page);
          const where = `${url} at ${viewport.width} px`;
          expect(await page.locator('html').getAttribute('lang'), where).toBe(locale);
          expect(await page.locator('html').getAttribute('dir'), where).toBe(dir);
          expect(await englishLeft(page, locale), where).toEqual([]);
          expect(await seriousViolations(page), where).toEqual([]);
        }
      });
    }

    test(`the studio: ${locale}, ${dir}, no English chrome, no serious axe violations`, async ({
      page,
      request,
    }) => {
      await useSession(page, await signIn(request, E2E_ADMIN.username, E2E_ADMIN.password));
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.goto('/cms');
        await settle(page);
        const where = `/cms at ${viewport.width} px`;
        expect(await page.locator('html').getAttribute('lang'), where).toBe(locale);
        expect(await page.locator('html').getAttribute('dir'), where).toBe(dir);
        expect(await englishLeft(page, locale), where).toEqual([]);
        expect(await seriousViolations(page), where).toEqual([]);
      }
    });
  });
}

test('choosing a language on /auth shows it at once, without a reload, and a reload keeps it', async ({
  page,
}) => {
  await page.goto('/auth');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(ENGLISH['authPage.signInHeading']!);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByLabel(ENGLISH['i18n.language']!).selectOption('pt-BR');
  await expect(heading).toHaveText(catalog('pt-BR')['authPage.signInHeading']!);
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');

  await page.reload();
  await expect(heading).toHaveText(catalog('pt-BR')['authPage.signInHeading']!);
  // the server answers in English; a refusal that is one of our texts shows in the page's language
  const pt = catalog('pt-BR');
  await page.getByLabel(pt['authPage.username']!).fill('nobody-here');
  await page.getByLabel(pt['authPage.password']!, { exact: true }).fill('wrong password');
  await page.getByRole('button', { name: pt['authPage.signIn'], exact: true }).click();
  await expect(page.getByText(pt['auth.invalidCredentials']!)).toBeVisible();

  await page.getByLabel(catalog('pt-BR')['i18n.language']!).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(heading).toHaveText(catalog('ar')['authPage.signInHeading']!);
});
