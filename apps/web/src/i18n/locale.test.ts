import {
  AUTH_PAGE_TEXTS,
  AUTH_TEXTS,
  CATALOGUE_TEXTS,
  defineTexts,
  LOCALE_STORAGE_KEY,
  WALLET_TEXTS,
} from '@app/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLocale } from './choose-locale';
import { activateLocale, initialLocale } from './locale';
import { activeLocale } from './locale-store';

afterEach(async () => {
  await activateLocale('en');
  localStorage.clear();
  document.cookie = 'locale=; max-age=0; path=/';
});

describe('the active locale', () => {
  it('translates the texts in place, with ICU plurals, and puts the English back', async () => {
    const alias = CATALOGUE_TEXTS.detail;
    await activateLocale('es');
    expect(alias.playNow).not.toBe('Play Now');
    expect(alias.allEpisodes(3)).toContain('3');
    expect(document.documentElement.lang).toBe('es');
    expect(activeLocale()).toBe('es');

    await activateLocale('ar');
    expect(document.documentElement.dir).toBe('rtl');
    // Arabic's plural forms: one, two and few are three different words
    expect(new Set([1, 2, 3].map((n) => WALLET_TEXTS.coins(n).replace(/[\d٠-٩]/g, ''))).size).toBe(
      3,
    );

    // a value inside an Arabic sentence is isolated from its direction
    expect(AUTH_PAGE_TEXTS.verifyIntro('maria_92')).toContain('\u2068maria_92\u2069');

    await activateLocale('en');
    expect(alias.playNow).toBe('Play Now');
    expect(alias.allEpisodes(3)).toBe('All Episodes (3)');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('translates a tree a lazy chunk defines after the catalog is applied', async () => {
    await activateLocale('pt-BR');
    // the same key as a real message: what a chunk's texts module does when it loads
    const late = defineTexts('authPage', { ...AUTH_PAGE_TEXTS });
    expect(late.signIn).toBe(AUTH_PAGE_TEXTS.signIn);
    expect(late.signIn).not.toBe('Sign in');
  });

  it('starts in the stored choice, then the server’s (by the browser’s languages)', async () => {
    document.documentElement.lang = 'xx';
    expect(initialLocale()).toBe('en');
    document.documentElement.lang = 'ar';
    expect(initialLocale()).toBe('ar');
    await chooseLocale('pt-BR');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('pt-BR');
    expect(document.cookie).toContain('locale=pt-BR');
    expect(initialLocale()).toBe('pt-BR');
  });

  it("asks the browser's languages on a page no server chose for (the development server's)", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['ar-EG', 'en']);
    document.documentElement.lang = '';
    expect(initialLocale()).toBe('ar');
    document.documentElement.lang = 'en';
    expect(initialLocale()).toBe('en');
  });
});

describe('locale formatting', () => {
  it('writes dollar prices and dates the active locale’s way', async () => {
    const { formatDate, formatUsd } = await import('../lib/format');
    expect(formatUsd(4.99)).toBe('$4.99');
    await activateLocale('pt-BR');
    expect(formatUsd(4.99).replace(/\s/g, ' ')).toBe('US$ 4,99');
    expect(formatDate('2026-03-05T12:00:00Z')).toMatch(/5 de mar\.? de 2026/);
  });
});

describe('the server’s English texts', () => {
  it('are shown in the page’s language when they are the contract’s texts', async () => {
    const { serverDetail, serverText, ApiError } = await import('../lib/api-error');
    const refused = new ApiError(401, 'INVALID_CREDENTIALS', AUTH_TEXTS.invalidCredentials);
    await activateLocale('es');
    expect(serverDetail(refused)).toBe(AUTH_TEXTS.invalidCredentials);
    expect(serverDetail(refused)).not.toBe('Incorrect username or password');
    // a text that is not one of ours stays as the server wrote it
    expect(serverText('Something only the server says')).toBe('Something only the server says');
    await activateLocale('en');
    expect(serverDetail(refused)).toBe('Incorrect username or password');
  });
});
