import { describe, expect, it, vi } from 'vitest';
import { warmFormats } from './warm-formats';

/** `Intl` with these constructors in place of its own (restored after each test: unstubGlobals). */
const stubIntl = (constructors: Partial<Record<'NumberFormat' | 'PluralRules', unknown>>) =>
  vi.stubGlobal('Intl', Object.assign(Object.create(Intl) as typeof Intl, constructors));

describe('warming a locale’s formats', () => {
  it('makes its plural rules and number format in a later task, not the caller’s', async () => {
    const { NumberFormat, PluralRules } = Intl;
    const made: string[] = [];
    // a function that returns an object is what `new` gives back
    stubIntl({
      NumberFormat: function (locale?: string) {
        made.push(`number ${locale}`);
        return new NumberFormat(locale);
      },
      PluralRules: function (locale?: string) {
        made.push(`plural ${locale}`);
        return new PluralRules(locale);
      },
    });
    const warm = warmFormats('ar');
    // the caller's task (the catalog's evaluation, the texts' rewriting) stays as it was
    expect(made).toEqual([]);
    await warm;
    expect(made).toEqual(['plural ar', 'number ar']);
  });

  it('settles when the formats cannot be made: the first render does not wait on them', async () => {
    stubIntl({
      NumberFormat: function () {
        throw new RangeError('no data');
      },
    });
    await expect(warmFormats('es')).resolves.toBeUndefined();
  });
});
