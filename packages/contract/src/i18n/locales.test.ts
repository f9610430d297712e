import { describe, expect, it } from 'vitest';
import { localeDirection, negotiateLocale, parseAcceptLanguage } from './locales';

describe('locale negotiation', () => {
  it('orders Accept-Language by q, keeping ties in order and dropping * and q=0', () => {
    expect(parseAcceptLanguage('fr;q=0.5, es-MX, pt;q=0.8, *;q=0.1, ar;q=0')).toEqual([
      'es-MX',
      'pt',
      'fr',
    ]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('takes an exact match, else the language alone, else English', () => {
    expect(negotiateLocale(['pt-BR'])).toBe('pt-BR');
    expect(negotiateLocale(['pt-PT'])).toBe('pt-BR');
    expect(negotiateLocale(['es-419', 'en'])).toBe('es');
    expect(negotiateLocale(['de', 'ar-EG'])).toBe('ar');
    expect(negotiateLocale(['de', 'fr'])).toBe('en');
    expect(negotiateLocale([])).toBe('en');
  });

  it('writes Arabic right to left', () => {
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('es')).toBe('ltr');
  });
});
