import { AUTH_PAGE_TEXTS, PSEUDO_LOCALE, WALLET_TEXTS } from '@app/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from './locale';
import { activeLocale } from './locale-store';
import { PSEUDO_GROWTH, pseudoText } from './pseudo-locale';

afterEach(async () => {
  await activateLocale('en');
});

describe('the pseudo-locale', () => {
  it('accents a text and makes it about 35% longer, between brackets', () => {
    const english = 'Sign in to keep watching';
    const pseudo = pseudoText(english);
    expect(pseudo).toMatch(/^\[.*\]$/);
    expect(pseudo).not.toMatch(/[a-z]{2}/i);
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.ceil(english.length * (1 + PSEUDO_GROWTH)));
    // still words: the text wraps where the English does
    expect(pseudo.split(' ').length).toBeGreaterThanOrEqual(english.split(' ').length);
    expect(pseudoText('')).toBe('');
  });

  it('keeps the values inside a message as they are', () => {
    expect(pseudoText('Welcome back, maria_92!', ['maria_92'])).toContain('maria_92');
  });

  it('rewrites every text, keeps the functions’ own logic, and counts as English elsewhere', async () => {
    await activateLocale(PSEUDO_LOCALE);
    expect(document.documentElement.lang).toBe(PSEUDO_LOCALE);
    expect(document.documentElement.dir).toBe('ltr');
    // formats, the series' language and a new account's language stay English
    expect(activeLocale()).toBe('en');
    expect(AUTH_PAGE_TEXTS.signIn).toMatch(/^\[Š/);
    // the English plural, accented: one coin, two coins
    expect(WALLET_TEXTS.coins(1)).not.toBe(WALLET_TEXTS.coins(2).replace('2', '1'));
    expect(WALLET_TEXTS.coins(2)).toContain('2');
    expect(AUTH_PAGE_TEXTS.verifyIntro('maria_92')).toContain('maria_92');

    await activateLocale('en');
    expect(AUTH_PAGE_TEXTS.signIn).toBe('Sign In');
  });
});
