import { describe, expect, it } from 'vitest';
import { compactCounter } from './format-compact';

describe('compactCounter', () => {
  it('counts each locale its way, English as Intl does', () => {
    const intl = (locale: string, count: number) =>
      new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(
        count,
      );
    for (const locale of ['en', 'pt-BR', 'ar'])
      for (const count of [7, 1234, 12_345, 999_950, 2_500_000, -5])
        expect(compactCounter(locale)(count), `${locale} ${count}`).toBe(intl(locale, count));
  });
});
