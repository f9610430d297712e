import { describe, expect, it } from 'vitest';
import { requestedTextLocale, translatedText, translatedTitles } from './translations';

describe('series translations', () => {
  it('asks for a locale the product speaks, by its tag or its language alone', () => {
    expect(requestedTextLocale('es')).toBe('es');
    expect(requestedTextLocale('es-MX')).toBe('es');
    expect(requestedTextLocale('pt')).toBe('pt-BR');
    expect(requestedTextLocale('en-GB')).toBe('en');
    for (const original of [undefined, '', 'fr', 'english']) {
      expect(requestedTextLocale(original)).toBeNull();
    }
  });

  it('uses the translation when there is one, else the original, and says which', () => {
    const original = { title: 'Neon Heirs', description: 'Lights.' };
    const translations = { es: { title: 'Herederos de Neón', description: '' } };
    expect(translatedText(original, translations, 'es')).toEqual({
      title: 'Herederos de Neón',
      description: '',
      textLocale: 'es',
    });
    expect(translatedText(original, translations, 'ar')).toEqual({ ...original, textLocale: null });
    expect(translatedText(original, translations, null)).toEqual({ ...original, textLocale: null });
    expect(translatedTitles(translations)).toEqual(['Herederos de Neón']);
    expect(translatedTitles(undefined)).toEqual([]);
  });
});
